/**
 * The arrived tab of AX10001 on a phone (cards): its counts and country filter, the groups by
 * flight and country with dates, payment, fee, customs and invoice, each parcel's facts, and a
 * parcel's invoice file opened as a blob.
 */
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import {
  card,
  findCard,
  cardNames,
  fact,
  flightNo,
  groupHeaders,
  KA,
  longDate,
  recordRequests,
  renderDashboard,
  selected,
  tab,
  tabPanel,
  tracking,
} from './helpers';

describe('the arrived tab of AX10001 (phone layout: cards)', () => {
  it('starts at #arrived, counts and filters by country, and groups by flight and country with dates, payment, fee, customs and invoice', async () => {
    const { router, user } = await renderDashboard('AX10001', '/home#arrived');
    selected(KA.tabs.arrived);
    await findCard(tracking('iArrivedPiano'));
    expect(router.location.hash).toBe('#arrived');

    // the list's counts
    const counts = within(within(tabPanel()).getByRole('group', { name: KA.countsLabel }));
    const chips = counts.getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'ყველა 7',
      'ჩინეთი 3',
      'აშშ 2',
      'თურქეთი 2',
      'საბერძნეთი 0',
    ]);
    expect(counts.getByRole('button', { name: 'საბერძნეთი 0' })).toBeDisabled();
    expect(counts.getByRole('button', { name: 'ყველა 7' })).toHaveAttribute('aria-pressed', 'true');

    // groups in list order (a group is where its newest parcel is)
    const flights = [
      'trArrivedPaid',
      'usArrivedUnpaid',
      'cnArrivedUnpaid',
      'cnArrivedPaid',
    ] as const;
    const headers = groupHeaders();
    expect(headers.map((h) => within(h).getByText(KA.flight).textContent)).toEqual(
      flights.map((role) => `${KA.flight} ${flightNo(role)}`),
    );
    const country = ['თურქეთი', 'აშშ', 'ჩინეთი', 'ჩინეთი'];
    headers.forEach((header, i) => {
      const flight = db.flights.findFirst((q) => q.where({ _id: SEED.flights[flights[i]!] }))!;
      const group = within(header);
      expect(group.getByText(country[i]!)).toBeVisible();
      // departure, estimated and actual arrival dates
      expect(group.getByText(KA.departed).nextElementSibling).toHaveTextContent(
        longDate(flight.startdAt!),
      );
      expect(group.getByText(KA.estimated).nextElementSibling).toHaveTextContent(
        longDate(flight.estimatedAt!),
      );
      expect(group.getByText(KA.arrived).nextElementSibling).toHaveTextContent(
        longDate(flight.endAt!),
      );
      // the Tbilisi branches' invoice
      expect(group.getByRole('link', { name: KA.invoiceLink })).toHaveAttribute(
        'href',
        `/invoice/${flightNo(flights[i]!)}/tbilisi_1`,
      );
    });
    const [tr, us, cnUnpaid, cnPaid] = headers.map((header) => within(header));
    // paid / unpaid, the fee due, the customs flag
    expect(tr!.getByText(KA.paid)).toBeVisible();
    expect(tr!.queryByText(KA.unpaid)).toBeNull();
    expect(tr!.queryByText(KA.fee)).toBeNull();
    expect(tr!.queryByText(KA.customsGroup)).toBeNull();
    expect(us!.getByText(KA.unpaid)).toBeVisible();
    expect(us!.getByText(KA.fee)).toHaveTextContent(`${KA.fee} 199,25 ₾`);
    expect(us!.getByText(KA.customsGroup)).toBeVisible();
    expect(cnUnpaid!.getByText(KA.unpaid)).toBeVisible();
    expect(cnUnpaid!.getByText(KA.fee)).toHaveTextContent(`${KA.fee} 46,44 ₾`);
    expect(cnUnpaid!.getByText(KA.customsGroup)).toBeVisible();
    expect(cnPaid!.getByText(KA.paid)).toBeVisible();
    expect(cnPaid!.queryByText(KA.customsGroup)).toBeNull();

    // the parcels under their group
    expect(cardNames()).toEqual([
      tracking('iArrivedEarrings'),
      tracking('iArrivedShirts'),
      tracking('iArrivedSneakers'),
      tracking('iArrivedPiano'),
      tracking('iArrivedJacket'),
      tracking('iArrivedCamera'),
      tracking('iArrivedWatch'),
    ]);

    // each parcel: tracking number, category, shop, quantity, price, weight, note, invoice file
    const jacket = tracking('iArrivedJacket');
    expect(fact(jacket, KA.fields.category)).toBe('ტანსაცმელი');
    expect(fact(jacket, KA.fields.shop)).toBe('Taobao');
    expect(fact(jacket, KA.fields.quantity)).toBe('2');
    expect(fact(jacket, KA.fields.price)).toBe('45,50\u00a0$');
    expect(fact(jacket, KA.fields.weight)).toBe('1,35 კგ');
    expect(fact(jacket, KA.fields.invoice)).toBe(KA.noInvoice);
    expect(within(card(jacket)).getByText('ზამთრის ქურთუკი')).toBeVisible();
    expect(within(card(jacket)).queryByText(KA.customsParcel)).toBeNull();

    const camera = tracking('iArrivedCamera');
    expect(fact(camera, KA.fields.category)).toBe('ელექტრონული მოწყობილობები');
    expect(fact(camera, KA.fields.shop)).toBe('jd.com'); // the other shop's name
    expect(fact(camera, KA.fields.price)).toBe('820,00\u00a0¥');
    expect(fact(camera, KA.fields.weight)).toBe('0,8 კგ');
    expect(within(card(camera)).getByText(KA.customsParcel)).toBeVisible();
    // Under the label that names the document, the button says only what it does.
    const open = within(card(camera)).getByRole('button', { name: KA.openInvoice(camera) });
    expect(open).toBeVisible();
    expect(open).toHaveTextContent(/^გახსნა$/);
    expect(fact(tracking('iArrivedEarrings'), KA.fields.price)).toBe('480,00\u00a0₺');
    expect(fact(tracking('iArrivedEarrings'), KA.fields.shop)).toBe('Fashfed');

    // filtering by a country
    await user.click(counts.getByRole('button', { name: 'აშშ 2' }));
    expect(counts.getByRole('button', { name: 'აშშ 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(counts.getByRole('button', { name: 'ყველა 7' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(cardNames()).toEqual([tracking('iArrivedSneakers'), tracking('iArrivedPiano')]);
    expect(groupHeaders()).toHaveLength(1);
    expect(groupHeaders()[0]).toHaveTextContent(flightNo('usArrivedUnpaid'));
    await user.click(counts.getByRole('button', { name: 'ჩინეთი 3' }));
    expect(cardNames()).toEqual([
      tracking('iArrivedJacket'),
      tracking('iArrivedCamera'),
      tracking('iArrivedWatch'),
    ]);
    await user.click(counts.getByRole('button', { name: 'ყველა 7' }));
    expect(cardNames()).toHaveLength(7);

    // another tab starts unfiltered, however it is reached (a click, or back and forward)
    await user.click(counts.getByRole('button', { name: 'აშშ 2' }));
    await user.click(tab(KA.tabs.stock));
    await findCard(tracking('iStockCables'));
    expect(cardNames()).toHaveLength(2);
    await act(() => router.navigate(-1));
    await findCard(tracking('iArrivedJacket'));
    expect(cardNames()).toHaveLength(7);
    await user.click(within(tabPanel()).getByRole('button', { name: 'აშშ 2', pressed: false }));
    expect(cardNames()).toEqual([tracking('iArrivedSneakers'), tracking('iArrivedPiano')]);
    await act(() => router.navigate(1));
    expect(router.location.hash).toBe('#stock');
    // the stock tab has no parcel from the USA: filtered by it, the list would be blank
    await findCard(tracking('iStockCables'));
    expect(cardNames()).toEqual([tracking('iStockPerfume'), tracking('iStockCables')]);
    expect(within(tabPanel()).getByRole('button', { name: 'ყველა 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens a parcel’s invoice file: fetched from the mock backend and opened as a blob', async () => {
    const files = recordRequests('/uploads/invoices/');
    const target = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    // jsdom has no object URLs: record the blob and hand out a URL for it.
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/invoice-1';
    });
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      // The panel frees the URL a minute later: keep a no-op for that timer.
      URL.revokeObjectURL = revokeObjectURL ?? (() => {});
    });

    const { user } = await renderDashboard('AX10001', '/home#arrived');
    const camera = tracking('iArrivedCamera');
    await findCard(camera);
    await user.click(within(card(camera)).getByRole('button', { name: KA.openInvoice(camera) }));

    await waitFor(() => expect(target.location.href).toBe('blob:http://localhost/invoice-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const file = db.parcels.findFirst((q) => q.where({ _id: SEED.parcels.iArrivedCamera }))!.file;
    expect(files.map((r) => new URL(r.url).pathname)).toEqual([`/uploads/invoices/${file}`]);
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toMatch(/^%PDF-/);
    expect(target.close).not.toHaveBeenCalled();
  });
});
