/**
 * The dashboard's parcel tabs: five with their counts, the tab in the hash, back and the arrow
 * keys, the actions of each stage; the LTD account's obtained and sent tabs; loading more, the
 * empty states and a failed list (the arrived tab's cards: dashboard-arrived.test.tsx; the
 * waiting tab's table: dashboard-table.test.tsx).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { GetParcelsApiResponse } from '@/api';
import { server } from '@mocks/node';
import { request } from '../mocks/helpers';
import {
  actionButtons,
  card,
  findCard,
  cardNames,
  countName,
  flightNo,
  KA,
  recordRequests,
  renderDashboard,
  selected,
  tab,
  tablist,
  tabPanel,
  tracking,
} from './helpers';
import { apiSignIn } from '../helpers/session';

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

describe('changing tab', () => {
  it('selects the chosen tab at once and keeps the old list, marked busy, until the new one shows', async () => {
    const { user } = await renderDashboard('AX10001');
    await findCard(tracking('iWaitingJacket'));
    const panel = tabPanel();
    // Each change of the tabs and the panel, in order: "element attribute: old value".
    const changes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        changes.push(
          `${(record.target as Element).id} ${record.attributeName}: ${record.oldValue}`,
        ),
      ),
    );
    observer.observe(document.body, {
      attributes: true,
      attributeOldValue: true,
      subtree: true,
      attributeFilter: ['aria-selected', 'aria-busy', 'aria-labelledby'],
    });
    onTestFinished(() => observer.disconnect());

    await user.click(tab(KA.tabs.stock));
    await waitFor(() => expect(panel).toHaveAttribute('aria-labelledby', 'parcel-tab-stock'));
    expect(panel).toHaveAttribute('aria-busy', 'false');
    // The tab was selected first, with the waiting list still shown and busy; then the new list.
    const selectedAt = changes.indexOf('parcel-tab-stock aria-selected: false');
    const listAt = changes.indexOf('parcel-tabpanel aria-labelledby: parcel-tab-waiting');
    expect(selectedAt).toBeGreaterThanOrEqual(0);
    expect(listAt).toBeGreaterThan(selectedAt);
    expect(changes.slice(selectedAt, listAt)).toContain('parcel-tabpanel aria-busy: false');
    expect(changes.slice(listAt)).toContain('parcel-tabpanel aria-busy: true');
  });
});

describe('loading', () => {
  it('renders the list and the addresses as soon as their answers are in, scrolled to or not; Tab goes from the tabs into the list', async () => {
    // A browser's IntersectionObserver, for an element that never comes into view: nothing on
    // the dashboard may wait for it.
    onTestFinished(() => void vi.unstubAllGlobals());
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    const { user } = await renderDashboard('AX10001');
    expect(await within(tabPanel()).findAllByRole('article')).toHaveLength(6);
    const addresses = screen.getByRole('region', { name: 'თქვენი საწყობების მისამართები' });
    expect(await within(addresses).findAllByRole('term')).not.toHaveLength(0);

    tab(KA.tabs.waiting).focus();
    await user.tab();
    expect(tabPanel()).toContainElement(document.activeElement as HTMLElement);
  });

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
