/**
 * Double payments: two requests of one customer at once, through msw/node, charge once
 * and never take the balance below 0; a card payment reported twice at once is added once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse, PaymentResponse, StartCardPaymentResponse, User } from '@/api';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { request } from '../mocks/helpers';
import { apiSignIn } from '../helpers/session';

const me = async (token: string) =>
  (await request<{ candidate: User }>('/api/authorization/userInformation', { token })).body
    .candidate;

/** The stored balance, in tetri. */
const balanceTetri = (kind: keyof typeof SEED.users) =>
  db.users.findFirst((q) => q.where({ _id: SEED.users[kind]._id }))!.balanceTetri;

type Answer = { status: number; body: PaymentResponse | ErrorResponse };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('paying twice at once', () => {
  it('payall from two tabs at once charges the debt once', async () => {
    // AX10003: 80.00 GEL, a debt of 42.52 GEL that the balance covers once, not twice.
    const token = await apiSignIn('AX10003');
    const before = balanceTetri('entrepreneur');
    const answers: Answer[] = await Promise.all(
      [1, 2, 3].map(() =>
        request<PaymentResponse | ErrorResponse>('/api/payment/payall', {
          token,
          json: { status: 'arrived' },
        }),
      ),
    );
    const paid = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200).map((a) => a.body);
    expect(paid).toHaveLength(1);
    expect(refused).toEqual([
      expect.objectContaining({ code: 'nothing_to_pay' }),
      expect.objectContaining({ code: 'nothing_to_pay' }),
    ]);
    expect(before - balanceTetri('entrepreneur')).toBe(4252);
    expect(await me(token)).toMatchObject({ balance: 37.48, debt: 0 });
  });

  it('two flights paid at once never take the balance below 0', async () => {
    // AX10001 has 125.50 GEL; the China flight costs 46.44, the USA flight more than the rest.
    const token = await apiSignIn('AX10001');
    const flights = db.flights
      .findMany((q) =>
        q.where({
          _id: (id) => [SEED.flights.cnArrivedUnpaid, SEED.flights.usArrivedUnpaid].includes(id),
        }),
      )
      .map((f) => f.flightId);
    // Leave just enough for the China flight (46.44) and not for both.
    await db.users.update((q) => q.where({ _id: SEED.users.individual._id }), {
      data(draft) {
        draft.balanceTetri = 5000;
      },
    });
    const answers = await Promise.all(
      [...flights, ...flights].map((flightId) =>
        request<PaymentResponse | ErrorResponse>('/api/payment/payFlightId', {
          token,
          json: { flightId },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(balanceTetri('individual')).toBe(5000 - 4644);
    expect(balanceTetri('individual')).toBeGreaterThanOrEqual(0);
  });

  it('a card payment reported as paid twice at once adds its amount once', async () => {
    const token = await apiSignIn('AX10001');
    const before = balanceTetri('individual');
    const started = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
      token,
      json: { amount: '1205', lari: '12', tetri: '05' },
    });
    const paymentId = started.body.result._id;
    await request('/__demo/card-provider/decide', { json: { paymentId, approved: true } });
    // A slow database: each write of a payment takes a while, so unserialized reports would all
    // read it while still pending.
    const write = db.payments.update.bind(db.payments);
    vi.spyOn(db.payments, 'update').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return write(...args);
    });
    await Promise.all(
      Array.from({ length: 8 }, () =>
        request('/api/merchant/georgiancard/update', {
          token,
          json: { paymentId },
        }),
      ),
    );
    expect(balanceTetri('individual') - before).toBe(1205);
  });
});
