/**
 * Exact money, as properties: the client's tetri helpers are exact; paying from the
 * balance changes it by exactly the sum of the fees paid, the debt never goes below 0 and
 * neither does the balance; a top-up of L lari and T tetri adds exactly L.TT.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentResponse, StartCardPaymentResponse } from '@/api';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { debtTetri, parcelFeeTetri } from '@mocks/api/domain';
import { resetMockDb } from '@mocks/node';
import { startRequest, topUpTetri } from '@/features/payments/topUp';
import {
  formatTetri,
  fromTetri,
  joinTetri,
  splitTetri,
  tetriToText,
  toTetri,
} from '@/shared/money';
import { payByCard, request } from '../mocks/helpers';
import { apiSignIn } from '../helpers/session';

const individual = () => db.users.findFirst((q) => q.where({ _id: SEED.users.individual._id }))!;

describe('tetri helpers', () => {
  it('GEL numbers with 2 decimals convert to tetri and back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (tetri) => {
        expect(toTetri(fromTetri(tetri))).toBe(tetri);
        expect(toTetri(Number(tetriToText(tetri)))).toBe(tetri);
        expect(tetriToText(tetri)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });

  it('sums of GEL from the API are exact in tetri (no binary float drift)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e7 }), { maxLength: 50 }), (amounts) => {
        const gel = amounts.map(fromTetri);
        const total = gel.reduce((sum, value) => sum + toTetri(value), 0);
        expect(total).toBe(amounts.reduce((sum, value) => sum + value, 0));
      }),
    );
    expect(toTetri(0.1 + 0.2)).toBe(30);
    expect(toTetri(1.005)).toBe(101);
    expect(toTetri(Number.NaN)).toBe(0);
  });

  it('formats two decimals and the lari sign in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom('ka', 'ru', 'en'), (t, lng) => {
        expect(formatTetri(t, lng as 'ka' | 'ru' | 'en')).toMatch(/\d[.,]\d{2} ₾$/);
      }),
    );
  });

  it('lari and tetri fields join and split exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 99 }), (l, t) => {
        const fields = { lari: String(l), tetri: String(t).padStart(2, '0') };
        expect(joinTetri(fields.lari, fields.tetri)).toBe(l * 100 + t);
        expect(topUpTetri(fields)).toBe(l * 100 + t);
        expect(splitTetri(l * 100 + t)).toEqual(fields);
        expect(startRequest(fields).amount).toBe(`${l}${fields.tetri}`);
      }),
    );
  });
});

type Op = { kind: 'all' } | { kind: 'flight'; index: number };

describe('paying from the balance (mock server)', () => {
  it('changes the balance by exactly the fees paid; debt and balance never below 0', async () => {
    const flights = db.flights.all().map((flight) => flight.flightId);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40_000 }),
        fc.array(
          fc.oneof(
            fc.constant<Op>({ kind: 'all' }),
            fc.integer({ min: 0, max: flights.length - 1 }).map<Op>((index) => ({
              kind: 'flight',
              index,
            })),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (startTetri, ops) => {
          await resetMockDb();
          await db.users.update(individual(), {
            data(draft) {
              draft.balanceTetri = startTetri;
            },
          });
          const token = await apiSignIn('AX10001');
          for (const op of ops) {
            const owner = individual();
            const unpaidBefore = new Map(
              db.parcels
                .findMany((q) => q.where({ ownerId: owner._id, state: 'unpaid' }))
                .map((p) => [p._id, parcelFeeTetri(p, owner)]),
            );
            const debtBefore = debtTetri(owner);
            const answer =
              op.kind === 'all'
                ? await request<PaymentResponse>('/api/payment/payall', {
                    token,
                    json: { status: 'arrived' },
                  })
                : await request<PaymentResponse>('/api/payment/payFlightId', {
                    token,
                    json: { flightId: flights[op.index] },
                  });
            const after = individual();
            const paidNow = db.parcels
              .findMany((q) => q.where({ ownerId: owner._id, state: 'paid' }))
              .filter((p) => unpaidBefore.has(p._id));
            const feesPaid = paidNow.reduce((sum, p) => sum + unpaidBefore.get(p._id)!, 0);

            expect(owner.balanceTetri - after.balanceTetri).toBe(feesPaid);
            expect(debtBefore - debtTetri(after)).toBe(feesPaid);
            expect(after.balanceTetri).toBeGreaterThanOrEqual(0);
            expect(debtTetri(after)).toBeGreaterThanOrEqual(0);
            if (answer.status === 200) {
              expect(toTetri(answer.body.balance)).toBe(after.balanceTetri);
              expect(toTetri(answer.body.debt)).toBe(debtTetri(after));
            } else {
              expect(feesPaid).toBe(0);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('topping up by card (mock server)', () => {
  it('a top-up of L lari and T tetri adds exactly L.TT', async () => {
    const token = await apiSignIn('AX10001');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        async (l, t) => {
          const fields = { lari: String(l), tetri: String(t).padStart(2, '0') };
          const before = individual().balanceTetri;
          const { body } = await request<StartCardPaymentResponse>(
            '/api/merchant/georgiancard/pay',
            { token, json: startRequest(fields) },
          );
          expect(body.result.amountDB).toBe(l * 100 + t);
          const update = await payByCard<{ balance: number }>(token, body.result._id, true);
          expect(individual().balanceTetri - before).toBe(l * 100 + t);
          expect(toTetri(update.body.balance)).toBe(before + l * 100 + t);
        },
      ),
      { numRuns: 25 },
    );
  });
});
