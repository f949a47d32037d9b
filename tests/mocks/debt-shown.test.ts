/**
 * Every lari of the debt shows where it is owed (docs/product.md#payment-state-and-debt): the
 * debt the greeting card shows equals the sum of the fees the dashboard's group headers show as
 * due, over every tab, and the parts of the pay-all confirmation add up to it. Checked for every
 * seeded account, and after each staff action of the demo console.
 */
import { describe, expect, it } from 'vitest';
import type { DebtPart, GetDebtSumApiResponse, GetParcelsApiResponse, ParcelStatus } from '@/api';
import { groupParcels, shownFee } from '@/features/parcels/grouping';
import { SEED } from '@mocks/demo/seed';
import { DEMO_ACCOUNTS } from '../data';
import { apiSignIn } from '../helpers/session';
import { type Json, customer, post } from './demo-helpers';
import { flightNo, request } from './helpers';

const TABS: readonly ParcelStatus[] = ['waiting', 'stock', 'sent', 'arrived', 'obtained'];
const P = SEED.parcels;
const tetri = (gel: number) => Math.round(gel * 100);

/** The fees the dashboard shows as due, by tab and group, as the customer's lists render them. */
async function shownOwed(token: string) {
  const shown: { tab: ParcelStatus; group: string; tetri: number }[] = [];
  for (const tab of TABS) {
    const { body } = await request<GetParcelsApiResponse>(`/api/product/gets/${tab}/0/10000`, {
      token,
    });
    for (const group of groupParcels(body.products, body.flights, tab)) {
      const fee = tetri(shownFee(group, tab));
      if (fee > 0) shown.push({ tab, group: group.key, tetri: fee });
    }
  }
  return shown;
}

/** The debt, its parts, and what the dashboard shows as owed must agree. */
async function expectDebtShown(axid: string, step: string) {
  const token = await apiSignIn(axid);
  const { body } = await request<GetDebtSumApiResponse>('/api/product/debtSum', { token });
  const shown = await shownOwed(token);
  const parts: readonly DebtPart[] = body.parts ?? [];
  const sum = (list: readonly { tetri: number }[]) => list.reduce((s, x) => s + x.tetri, 0);
  expect({ axid, step, shown: sum(shown) }).toEqual({ axid, step, shown: tetri(body.deptSum) });
  expect({ axid, step, parts: sum(parts.map((p) => ({ tetri: tetri(p.debt) }))) }).toEqual({
    axid,
    step,
    parts: tetri(body.deptSum),
  });
  // The user's own figure, as the greeting card shows it before the debt call answers.
  const user = await request<Json>('/api/authorization/userInformation', { token });
  expect(tetri(user.body.candidate.debt)).toBe(tetri(body.deptSum));
  return { debt: tetri(body.deptSum), shown };
}

describe('the debt shows where it is owed', () => {
  it('for every seeded account, the debt is the sum of the fees the dashboard shows as due', async () => {
    for (const account of DEMO_ACCOUNTS) await expectDebtShown(account.axid, 'seed');
  });

  it('a parcel in stock with no flight shows its fee, in its own group of the stock tab', async () => {
    const { shown } = await expectDebtShown('AX10001', 'seed');
    // the Turkish perfume, in stock with no flight yet, and the cables on a planned flight
    expect(shown.filter((s) => s.tab === 'stock').map((s) => s.group)).toEqual(
      expect.arrayContaining(['-|3', `${flightNo('cnNext')}|1`]),
    );
  });

  it('after each staff action of the demo console, the debt and what is shown still agree', async () => {
    const axid = 'AX10001';
    const steps: [string, () => Promise<unknown>][] = [
      [
        'receive',
        () => post('parcels/receive', { axid, parcelId: P.iWaitingJacket, weight: 1.25 }),
      ],
      [
        'receive heavy',
        () => post('parcels/receive', { axid, parcelId: P.iWaitingLaptop, weight: 52 }),
      ],
      ['set fee', () => post('parcels/fee', { axid, parcelId: P.iWaitingLaptop, fee: 99.5 })],
      ['customs', () => post('parcels/customs', { axid, parcelId: P.iStockPerfume, custom: true })],
      ['ship', () => post('parcels/ship', { axid })],
      ['land', () => post('flights/land', { flightId: flightNo('cnSentEditable') })],
      ['rate', () => post('rates', { code: 'USD', rate: 2.91 })],
      ['big debt', () => post('scenarios/big-debt', { axid })],
    ];
    const before = await expectDebtShown(axid, 'seed');
    for (const [step, act] of steps) {
      const answer = (await act()) as { status: number };
      expect({ step, status: answer.status }).toEqual({ step, status: 200 });
      await expectDebtShown(axid, step);
    }
    // Land every flight the customer's sent parcels are on, then pay and hand over.
    const sentFlights = new Set<string>(
      ((await customer(axid)).parcels as Json[])
        .filter((p) => p.status === 'sent')
        .map((p) => p.flightId as string),
    );
    for (const flightId of sentFlights) {
      await post('flights/land', { flightId });
      await expectDebtShown(axid, `land ${flightId}`);
    }
    const token = await apiSignIn(axid);
    await request('/api/payment/payall', { token, json: { status: 'arrived' } });
    await expectDebtShown(axid, 'pay all');
    await post('parcels/handover', { axid });
    const after = await expectDebtShown(axid, 'hand over');
    expect(before.debt).toBeGreaterThan(0);
    expect(after.shown.every((s) => s.tab !== 'obtained')).toBe(true);
  });
});
