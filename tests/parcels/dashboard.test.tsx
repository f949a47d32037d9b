import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { GetParcelsApiResponse } from '@/api';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { request } from '../mocks/helpers';
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
  tab,
  tablist,
  tabPanel,
  tracking,
} from './helpers';
import { apiSignIn } from '../helpers/session';

/** A tab's name with its count ("მოლოდინში ამანათები: 6"; the label is visually hidden). */
const countName = (name: string, count: number) => new RegExp(`^${name} ამანათები:\\s?${count}$`);

const selected = (name: string) => expect(tab(name)).toHaveAttribute('aria-selected', 'true');

/** The edit and delete buttons shown in the list. */
const actionButtons = () =>
  within(tabPanel())
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .filter((label) => /რედაქტირება|წაშლა/.test(label));

describe('parcel tabs', () => {
  it('shows five tabs with their counts, keeps the tab in the hash, goes back, moves with the arrow keys, and offers the actions of each stage', async () => {
    const { router, user } = await renderDashboard('AX10001');
    const names = [
      countName(KA.tabs.waiting, 6),
      countName(KA.tabs.stock, 2),
      countName(KA.tabs.sent, 4),
      countName(KA.tabs.arrived, 7),
      countName(KA.tabs.obtained, 5),
    ];
    await waitFor(() =>
      within(tablist())
        .getAllByRole('tab')
        .forEach((element, i) => {
          expect(element).toHaveAccessibleName(names[i]);
        }),
    );

    // waiting by default: every parcel can be edited and deleted
    selected(KA.tabs.waiting);
    expect(router.location.hash).toBe('');
    await findCard(tracking('iWaitingJacket'));
    expect(cardNames()).toHaveLength(6);
    for (const key of ['iWaitingJacket', 'iWaitingParts'] as const) {
      const parcel = within(card(tracking(key)));
      expect(parcel.getByRole('button', { name: KA.edit(tracking(key)) })).toBeEnabled();
      expect(parcel.getByRole('button', { name: KA.delete(tracking(key)) })).toBeEnabled();
    }
    expect(actionButtons()).toHaveLength(12);

    // stock: nothing to do
    await user.click(tab(KA.tabs.stock));
    expect(router.location.hash).toBe('#stock');
    selected(KA.tabs.stock);
    await findCard(tracking('iStockCables'));
    expect(cardNames()).toEqual([tracking('iStockPerfume'), tracking('iStockCables')]);
    expect(actionButtons()).toEqual([]);

    // sent: edit only on the flight staff keep open (updateStatus), never delete
    await user.click(tab(KA.tabs.sent));
    expect(router.location.hash).toBe('#sent');
    await findCard(tracking('iSentBag'));
    expect(actionButtons().sort()).toEqual(
      [KA.edit(tracking('iSentBag')), KA.edit(tracking('iSentLamps'))].sort(),
    );
    expect(
      within(card(tracking('iSentBrakes'))).queryByRole('button', { name: /რედაქტირება/ }),
    ).toBeNull();

    // back returns to the previous tab
    await act(() => router.navigate(-1));
    expect(router.location.hash).toBe('#stock');
    selected(KA.tabs.stock);
    expect(await findCard(tracking('iStockCables'))).toBeVisible();

    // the arrow keys, Home and End move between the tabs (and wrap around)
    tab(KA.tabs.stock).focus();
    await user.keyboard('{ArrowRight}');
    expect(router.location.hash).toBe('#sent');
    expect(tab(KA.tabs.sent)).toHaveFocus();
    selected(KA.tabs.sent);
    await user.keyboard('{ArrowRight}');
    expect(router.location.hash).toBe('#arrived');
    expect(tab(KA.tabs.arrived)).toHaveFocus();
    await findCard(tracking('iArrivedPiano'));
    expect(actionButtons()).toEqual([]);
    await user.keyboard('{ArrowRight}');
    expect(router.location.hash).toBe('#obtained');
    await findCard(tracking('iObtainedLens'));
    expect(actionButtons()).toEqual([]);
    await user.keyboard('{ArrowRight}');
    expect(router.location.hash).toBe('#waiting');
    expect(tab(KA.tabs.waiting)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(router.location.hash).toBe('#obtained');
    expect(tab(KA.tabs.obtained)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(router.location.hash).toBe('#waiting');
    await user.keyboard('{End}');
    expect(router.location.hash).toBe('#obtained');
    selected(KA.tabs.obtained);
    expect(tab(KA.tabs.obtained)).toHaveAttribute('tabindex', '0');
    expect(tab(KA.tabs.waiting)).toHaveAttribute('tabindex', '-1');
  });
});

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
    expect(
      within(card(camera)).getByRole('button', { name: KA.openInvoice(camera) }),
    ).toBeVisible();
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
    expect(cells(boots)[3]).toBe('2400,00\u00a0₺');
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

describe('the LTD demo account AX10002', () => {
  it('loads obtained 30 at a time with invoices of the main branch, and has nothing arrived', async () => {
    const lists = recordRequests('/api/product/gets/');
    const { user } = await renderDashboard('AX10002', '/home#obtained');
    await findCard(tracking('cObtainedLamps'));
    const obtained = lists.map((r) => new URL(r.url).pathname).filter((p) => /obtained/.test(p));
    expect(obtained).toContain('/api/product/gets/obtained/0/30');
    expect(obtained.every((p) => /\/(1|30)$/.test(p))).toBe(true);

    // not at a Tbilisi branch: /invoice/{flightId}
    const links = within(tabPanel()).getAllByRole('link', { name: KA.invoiceLink });
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      [`/invoice/${flightNo('cnObtained')}`, `/invoice/${flightNo('trObtained')}`].sort(),
    );
    // obtained groups show paid, never a fee
    expect(within(tabPanel()).queryByText(KA.fee)).toBeNull();

    // the sent tab: no invoice link before arrival, and no edit on a closed flight
    await user.click(tab(KA.tabs.sent));
    await findCard(tracking('cSentTools'));
    expect(within(tabPanel()).queryByRole('link', { name: KA.invoiceLink })).toBeNull();
    expect(actionButtons()).toEqual([]);

    await user.click(tab(KA.tabs.arrived));
    const [title, text] = KA.empty.arrived;
    expect(await within(tabPanel()).findByText(title)).toBeVisible();
    expect(within(tabPanel()).getByText(text)).toBeVisible();
    expect(within(tabPanel()).queryByRole('button', { name: KA.declare })).toBeNull();
    expect(
      within(tablist()).getByRole('tab', { name: countName(KA.tabs.arrived, 0) }),
    ).toBeVisible();
  });
});

describe('loading', () => {
  it('shows more while fewer parcels are loaded than the total, with a larger limit', async () => {
    const token = await apiSignIn('AX10001');
    const { body: all } = await request<GetParcelsApiResponse>('/api/product/gets/waiting/0/100', {
      token,
    });
    // The server says 6, but sends 3 until asked for more than one page.
    server.use(
      http.get('*/api/product/gets/waiting/:skip/:limit', ({ params }) => {
        const limit = Number(params.limit);
        const products = all.products.slice(0, Math.min(limit, limit > 100 ? 6 : 3));
        return HttpResponse.json({ ...all, products });
      }),
    );
    const lists = recordRequests('/api/product/gets/waiting/');
    const { user } = await renderDashboard('AX10001');
    await findCard(tracking('iWaitingJacket'));
    expect(cardNames()).toHaveLength(3);
    const more = within(tabPanel()).getByRole('button', { name: KA.showMore });

    await user.click(more);
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    expect(lists.map((r) => new URL(r.url).pathname)).toContain('/api/product/gets/waiting/0/200');
    expect(within(tabPanel()).queryByRole('button', { name: KA.showMore })).toBeNull();
  });

  it('shows each tab’s empty state; the waiting one declares a parcel', async () => {
    server.use(
      http.get('*/api/product/gets/:status/:skip/:limit', () =>
        HttpResponse.json({
          success: true,
          products: [],
          count: { total: 0, china: 0, usa: 0, turkey: 0, greece: 0 },
          flights: [],
          newArr: [],
        } satisfies GetParcelsApiResponse),
      ),
    );
    const { user } = await renderDashboard('AX10001', '/home#stock');
    for (const status of ['stock', 'sent', 'arrived', 'obtained', 'waiting'] as const) {
      if (status !== 'stock') await user.click(tab(KA.tabs[status]));
      const [title, text] = KA.empty[status];
      expect(await within(tabPanel()).findByText(title)).toBeVisible();
      expect(within(tabPanel()).getByText(text)).toBeVisible();
      expect(within(tabPanel()).queryByRole('group', { name: KA.countsLabel })).toBeNull();
    }
    await user.click(within(tabPanel()).getByRole('button', { name: KA.declare }));
    const panel = await screen.findByRole('dialog', { name: KA.addPanel });
    expect(await within(panel).findByLabelText('თრექინგ ნომერი')).toBeVisible();
  });

  it('says to contact the operator when the list fails, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/api/product/gets/waiting/:skip/:limit', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'internal_error' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = await renderDashboard('AX10001');
    expect(await within(tabPanel()).findByText(KA.loadError)).toBeVisible();
    expect(cardNames()).toEqual([]);

    fail = false;
    await user.click(within(tabPanel()).getByRole('button', { name: KA.retry }));
    expect(await findCard(tracking('iWaitingJacket'))).toBeVisible();
    expect(within(tabPanel()).queryByText(KA.loadError)).toBeNull();
  });
});
