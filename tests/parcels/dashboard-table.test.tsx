/**
 * The waiting tab on a wide screen (a table): each parcel's row and group, and deleting a parcel
 * after a confirmation.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { cardNames, countName, KA, renderDashboard, tablist, tabPanel, tracking } from './helpers';

describe('the waiting tab (wide layout: a table)', () => {
  it('shows each parcel’s row and group, and deletes a parcel after a confirmation', async () => {
    const { user } = await renderDashboard('AX10001', '/home', { wide: true });
    const table = await within(tabPanel()).findByRole('table', { name: KA.tabs.waiting });
    expect(cardNames()).toEqual([]);
    const jacket = tracking('iWaitingJacket');
    const row = (t: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.querySelector('td')?.textContent?.startsWith(t))!;
    const cells = (t: string) =>
      within(row(t))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(row(jacket)).toBeDefined());

    // groups by sending country, no flight yet, nothing to pay
    const headers = within(table)
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('scope') === 'colgroup');
    expect(headers.map((h) => h.textContent)).toEqual([
      `ჩინეთი${KA.customsGroup}`,
      `აშშ${KA.customsGroup}`,
      `თურქეთი${KA.customsGroup}`,
    ]);
    expect(within(table).queryByText(KA.flight)).toBeNull();
    expect(within(table).queryByText(KA.paid)).toBeNull();
    expect(within(table).queryByText(KA.unpaid)).toBeNull();
    expect(within(table).queryByRole('link', { name: KA.invoiceLink })).toBeNull();

    // tracking with the note, category / shop, quantity, price, weight, invoice and actions
    expect(cells(jacket)).toEqual([
      `${jacket}ზამთრის ქურთუკი`,
      'ტანსაცმელიTaobao',
      '2',
      '45,50\u00a0$',
      KA.notWeighed,
      '',
    ]);
    expect(cells(tracking('iWaitingGift')).slice(1, 5)).toEqual([
      `სათამაშოები და სპორტული ინვენტარი${KA.personal('Li Wei')}`,
      '1',
      '150,00\u00a0¥',
      KA.notWeighed,
    ]);
    expect(cells(tracking('iWaitingPhone')).slice(1, 4)).toEqual([
      'ტელეფონები და ქსელური მოწყობილობებიjd.com',
      '1',
      '820,00\u00a0¥',
    ]);
    expect(cells(tracking('iWaitingParts'))[3]).toBe('65,00\u00a0€');
    const boots = tracking('iWaitingBoots');
    expect(cells(boots)[0]).toBe(`${boots} ${KA.customsParcel}ზამთრის ფეხსაცმელი`);
    expect(cells(boots)[3]).toBe('2\u00a0400,00\u00a0₺');
    // the invoice attached: a button that opens it; none when there is no file
    expect(within(row(boots)).getByRole('button', { name: KA.openInvoice(boots) })).toBeVisible();
    expect(within(row(jacket)).queryByRole('button', { name: KA.openInvoice(jacket) })).toBeNull();
    expect(within(row(jacket)).getByRole('button', { name: KA.edit(jacket) })).toBeVisible();

    // delete: cancel keeps the parcel
    await user.click(within(row(jacket)).getByRole('button', { name: KA.delete(jacket) }));
    let dialog = await screen.findByRole('dialog', { name: KA.deleteTitle });
    expect(dialog).toHaveTextContent(KA.deleteQuestion(jacket));
    await user.click(within(dialog).getByRole('button', { name: KA.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row(jacket)).toBeDefined();
    expect(db.parcels.findFirst((q) => q.where({ _id: SEED.parcels.iWaitingJacket }))).toBeTruthy();

    // confirm removes it, with a toast
    await user.click(within(row(jacket)).getByRole('button', { name: KA.delete(jacket) }));
    dialog = await screen.findByRole('dialog', { name: KA.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: KA.deleteConfirm }));
    expect(await screen.findByText(KA.deleted(jacket))).toBeVisible();
    await waitFor(() => expect(row(jacket)).toBeUndefined());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(tablist()).findByRole('tab', { name: countName(KA.tabs.waiting, 5) }),
    ).toBeVisible();
    expect(row(tracking('iWaitingGift'))).toBeDefined();
  });
});
