/**
 * A parcel of 50 kg or more without a fee (docs/product.md#transport-fee): where a fee
 * would show, the dashboard says "priced individually" in the customer's language: on the parcel's
 * row (wide screens) and card (phones), and in its flight group's header, whose fee due leaves it
 * out. Once staff set its fee, the note goes and the fee counts.
 */
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { i18n } from '@/i18n';
import {
  fact,
  findCard,
  flightNo,
  groupHeaders,
  KA,
  renderDashboard,
  tabPanel,
  tracking,
} from './helpers';

const PRICED_INDIVIDUALLY = {
  ka: 'ინდივიდუალური საფასური',
  ru: 'Индивидуальная цена',
  en: 'Priced individually',
};

/** The seeded digital piano (arrived, unpaid, on usArrivedUnpaid) weighed at `kg`. */
async function heavyPiano(kg: number, individualFeeTetri: number | null = null) {
  await db.parcels.update((q) => q.where({ _id: SEED.parcels.iArrivedPiano }), {
    data(draft) {
      draft.weight = kg;
      draft.individualFeeTetri = individualFeeTetri;
    },
  });
}

/** The header of a flight's group in the list. */
const headerOf = (role: 'usArrivedUnpaid' | 'cnArrivedUnpaid') =>
  groupHeaders().find((header) => header.textContent?.includes(flightNo(role)))!;

describe('a parcel priced individually', () => {
  it('shows "priced individually" on its row, and its group leaves it out of the fee due', async () => {
    await heavyPiano(60);
    await renderDashboard('AX10001', '/home#arrived', { wide: true });
    const piano = tracking('iArrivedPiano');
    const table = await within(tabPanel()).findByRole('table', { name: KA.tabs.arrived });
    const row = (t: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.querySelector('td')?.textContent?.startsWith(t));
    await waitFor(() => expect(row(piano)).toBeDefined());

    // The weight cell: 60 kg, priced individually.
    const weight = within(row(piano)!).getAllByRole('cell')[4]!;
    expect(weight).toHaveTextContent(`60 კგ${PRICED_INDIVIDUALLY.ka}`);
    // Its neighbour on the flight is priced by the tariff as before.
    const sneakers = within(row(tracking('iArrivedSneakers'))!).getAllByRole('cell')[4]!;
    expect(sneakers).toHaveTextContent(/^1,8 კგ$/);

    // The group: still unpaid, the fee due is the sneakers' only (1.8 kg × 9 USD × 2.6999), and
    // it says one parcel is priced individually.
    const group = within(headerOf('usArrivedUnpaid'));
    expect(group.getByText(KA.unpaid)).toBeVisible();
    expect(group.getByText(KA.fee)).toHaveTextContent(`${KA.fee} 43,74 ₾`);
    expect(group.getByText(`${PRICED_INDIVIDUALLY.ka}: 1 ამანათი`)).toBeVisible();
    // Other groups say nothing of it.
    expect(
      within(headerOf('cnArrivedUnpaid')).queryByText(new RegExp(PRICED_INDIVIDUALLY.ka)),
    ).toBeNull();
  });

  it('shows it on its card on phones, in the customer’s language', async () => {
    await heavyPiano(50);
    await renderDashboard('AX10001', '/home#arrived');
    const piano = tracking('iArrivedPiano');
    await findCard(piano);
    expect(fact(piano, KA.fields.weight)).toContain(`50 კგ${PRICED_INDIVIDUALLY.ka}`);
    expect(fact(tracking('iArrivedSneakers'), KA.fields.weight)).toBe('1,8 კგ');

    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() =>
      expect(within(tabPanel()).getAllByText(PRICED_INDIVIDUALLY.ru)).toHaveLength(1),
    );
    expect(within(headerOf('usArrivedUnpaid')).getByText(/1 посылка$/)).toHaveTextContent(
      `${PRICED_INDIVIDUALLY.ru}: 1 посылка`,
    );
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() =>
      expect(within(tabPanel()).getAllByText(PRICED_INDIVIDUALLY.en)).toHaveLength(1),
    );
  });

  it('no longer once staff have set its fee: the fee counts in the group', async () => {
    await heavyPiano(60, 30_000);
    await renderDashboard('AX10001', '/home#arrived');
    const piano = tracking('iArrivedPiano');
    await findCard(piano);
    expect(fact(piano, KA.fields.weight)).toBe('60 კგ');
    const group = within(headerOf('usArrivedUnpaid'));
    // 300.00 + 43.74
    expect(group.getByText(KA.fee)).toHaveTextContent(`${KA.fee} 343,74 ₾`);
    expect(group.queryByText(new RegExp(PRICED_INDIVIDUALLY.ka))).toBeNull();
  });
});
