/**
 * The update panel of a parcel: fetched before it opens, its country and tracking number locked,
 * the amount sent in GEL, a stored invoice kept, and a sent parcel edited while its flight is open.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SEED } from '@mocks/demo/seed';
import { server } from '@mocks/node';
import { i18n } from '@/i18n';
import { field, fill, FORM, thresholdNote } from './form';
import {
  card,
  fact,
  findCard,
  KA,
  recordRequests,
  renderDashboard,
  tab,
  tracking,
  type User,
} from './helpers';

/**
 * Notes each fetch of a single parcel and whether a dialog was open when it started: the parcel
 * must be fetched before the update panel opens.
 */
function recordParcelFetches() {
  const fetches: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/product/get/')) return;
    const open = document.querySelector('[role="dialog"]') !== null;
    fetches.push(`${path}${open ? ' (panel open)' : ''}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return fetches;
}

async function openEdit(user: User, key: Parameters<typeof tracking>[0]) {
  const number = tracking(key);
  await user.click(within(card(number)).getByRole('button', { name: KA.edit(number) }));
  const panel = await screen.findByRole('dialog', { name: KA.updatePanel });
  await within(panel).findByLabelText(FORM.tracking);
  return panel;
}

describe('the update panel', () => {
  it('fetches the parcel before it opens, locks the country and the tracking number, and sends the amount in GEL', async () => {
    const fetches = recordParcelFetches();
    const updates = recordRequests('/api/product/update');
    const { user } = await renderDashboard('AX10001');
    const parts = tracking('iWaitingParts');
    await findCard(parts);
    const panel = await openEdit(user, 'iWaitingParts');
    expect(fetches[0]).toBe(`/api/product/get/${SEED.parcels.iWaitingParts}`);

    // the stored values; the country locked, the tracking number read-only
    const inPanel = (label: string | RegExp) => field(label, panel);
    expect(inPanel(FORM.tracking)).toHaveValue(parts);
    expect(inPanel(FORM.tracking)).toHaveAttribute('readonly');
    expect(inPanel(FORM.country)).toHaveValue('2');
    expect(inPanel(FORM.country)).toBeDisabled();
    expect(within(panel).getByText(FORM.countryLocked)).toBeVisible();
    expect(inPanel(FORM.quantity)).toHaveValue('2');
    expect(inPanel(FORM.category)).toHaveValue('AUTO_PARTS');
    expect(inPanel(FORM.market)).toHaveValue('ebay');
    // With two decimals and the language's mark, as the list shows it.
    expect(inPanel(FORM.amount)).toHaveValue('65,00');
    expect(inPanel(FORM.currency)).toHaveValue('EUR');
    expect(inPanel(FORM.branch)).toHaveValue('didube');
    expect(inPanel(FORM.note)).toHaveValue('სამუხრუჭე ხუნდები');

    // typing into the read-only tracking number changes nothing
    await user.type(inPanel(FORM.tracking), 'X');
    expect(inPanel(FORM.tracking)).toHaveValue(parts);

    // 100 EUR at the default rate (2.9402) is 294.02 GEL
    await fill(user, inPanel(FORM.amount), '100');
    expect(within(panel).getByText(FORM.gel('294,02'))).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: FORM.save }));
    expect(await screen.findByText(FORM.updated)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toHaveLength(1);
    expect(updates[0]!.url).toMatch(/\/api\/product\/updateProduct$/);
    expect(updates[0]!.contentType).toMatch(/^application\/json/);
    await waitFor(() => expect(updates[0]!.body).not.toBe(''));
    expect(JSON.parse(updates[0]!.body)).toMatchObject({
      productOrderId: parts,
      senderCountryId: '2',
      statusPage: 'waiting',
      amount: 100,
      currency: 'EUR',
      amountGel: 294.02,
      quantity: 2,
      shop: 'ebay',
      branches: 'didube',
    });
    expect(JSON.parse(updates[0]!.body).productId).toBe(SEED.parcels.iWaitingParts);
    await waitFor(() => expect(fact(parts, KA.fields.price)).toBe('100,00\u00a0€'));

    // a parcel whose invoice is stored need not upload it again, even over 300 GEL
    const laptop = tracking('iWaitingLaptop');
    const laptopPanel = await openEdit(user, 'iWaitingLaptop');
    expect(fetches).toContain(`/api/product/get/${SEED.parcels.iWaitingLaptop}`);
    expect(within(laptopPanel).getByText(FORM.fileStored)).toBeVisible();
    expect(thresholdNote()).toBeVisible();
    expect(field(FORM.file, laptopPanel)).toHaveAccessibleName(FORM.fileOptional);
    await user.click(within(laptopPanel).getByRole('button', { name: FORM.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toHaveLength(2);
    expect(JSON.parse(updates[1]!.body)).toMatchObject({ productOrderId: laptop });
  });

  it('edits a sent parcel while its flight is open', async () => {
    const updates = recordRequests('/api/product/updateProduct');
    const { user } = await renderDashboard('AX10001', '/home#sent');
    const bag = tracking('iSentBag');
    await findCard(bag);
    expect(tab(KA.tabs.sent)).toHaveAttribute('aria-selected', 'true');
    const panel = await openEdit(user, 'iSentBag');
    expect(field(FORM.tracking, panel)).toHaveValue(bag);
    expect(field(FORM.country, panel)).toBeDisabled();
    await fill(user, field(FORM.quantity, panel), '3');
    await user.click(within(panel).getByRole('button', { name: FORM.save }));
    expect(await screen.findByText(FORM.updated)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(updates[0]?.body).toBeTruthy());
    expect(JSON.parse(updates[0]!.body)).toMatchObject({
      statusPage: 'sent',
      quantity: 3,
      productOrderId: bag,
      amountGel: 240.29, // 89 USD × 2.6999
    });
    await waitFor(() => expect(fact(bag, KA.fields.quantity)).toBe('3'));
  });

  it('tells the customer "you successfully edited the parcel" in ka, ru and en, as the brief words it', async () => {
    // docs/product.md, "Messages": the notice after an edit, in the words of the brief
    const notices = [
      ['ka', 'შენახვა', 'ამანათი წარმატებით დაარედაქტირეთ'],
      ['ru', 'Сохранить', 'Вы успешно отредактировали посылку'],
      ['en', 'Save', 'You successfully edited the parcel'],
    ] as const;
    const { user } = await renderDashboard('AX10001');
    await findCard(tracking('iWaitingParts'));
    for (const [lng, save, notice] of notices) {
      await act(() => i18n.changeLanguage('ka'));
      const panel = await openEdit(user, 'iWaitingParts');
      await act(() => i18n.changeLanguage(lng));
      await user.click(within(panel).getByRole('button', { name: save }));
      const toast = await screen.findByText(notice);
      expect(toast).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // closed, so that the next language's notice is the only one on screen
      await user.click(within(toast.closest('.toast') as HTMLElement).getByRole('button'));
      await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
    }
  });
});
