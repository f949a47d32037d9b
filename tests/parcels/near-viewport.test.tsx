/**
 * The dashboard's parts below the fold: the parcel list and the warehouse addresses render once
 * the visitor scrolls towards them or presses Tab, End or Page Down, their data asked for at once
 * (IntersectionObserver is mocked; the other tests run without one, where everything renders at
 * once).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
} from 'react-intersection-observer/test-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { officesApi, parcelListsApi } from '@/api';
import { countName, KA, recordRequests, renderDashboard, tabPanel } from './helpers';

const LOADING_PARCELS = 'ამანათები იტვირთება…';
const ADDRESSES = 'თქვენი საწყობების მისამართები';

describe('the dashboard below the fold', () => {
  // The library's mock stays on the window otherwise, for the test files after this one in the
  // same worker (isolate: false).
  afterAll(destroyIntersectionMocking);

  it('renders the parcel list and the addresses once scrolled towards, their data asked for at once', async () => {
    const lists = recordRequests('/api/product/gets/waiting/0/100');
    const offices = recordRequests('/api/office/gets');
    const { store } = await renderDashboard('AX10001');
    // The tabs and their counts show; the list and the addresses say they are loading while
    // their answers are already in.
    expect(await screen.findByRole('tab', { name: countName(KA.tabs.waiting, 6) })).toBeVisible();
    const list = parcelListsApi.endpoints.getParcels.select({
      status: 'waiting',
      skip: 0,
      limit: 100,
    });
    const addressList = officesApi.endpoints.getOffices.select();
    await waitFor(() => expect(list(store.getState()).isSuccess).toBe(true));
    await waitFor(() => expect(addressList(store.getState()).isSuccess).toBe(true));
    // A frame for the store's notification and the list's deferred render.
    await act(() => new Promise(requestAnimationFrame));
    await act(() => new Promise(requestAnimationFrame));
    const addresses = screen.getByRole('region', { name: ADDRESSES });
    expect(within(tabPanel()).getByRole('status')).toHaveTextContent(LOADING_PARCELS);
    expect(within(tabPanel()).queryByRole('article')).toBeNull();
    expect(within(addresses).getByRole('status')).toBeVisible();
    expect(within(addresses).queryByRole('term')).toBeNull();

    act(() => mockAllIsIntersecting(true));
    expect(await within(tabPanel()).findAllByRole('article')).toHaveLength(6);
    expect(within(tabPanel()).queryByRole('status')).toBeNull();
    expect(await within(addresses).findAllByRole('term')).not.toHaveLength(0);
    // Nothing asked for again.
    expect([lists, offices].map((requests) => requests.length)).toEqual([1, 1]);
  });

  it('renders them as soon as the visitor presses Tab, not on a click: a keyboard never tabs past them', async () => {
    const { user } = await renderDashboard('AX10001');
    const addresses = screen.getByRole('region', { name: ADDRESSES });
    expect(await within(tabPanel()).findByRole('status')).toHaveTextContent(LOADING_PARCELS);
    expect(within(addresses).queryByRole('term')).toBeNull();

    // A click moves the focus too, yet builds nothing: the page would grow under the pointer.
    await user.click(screen.getByRole('tab', { name: countName(KA.tabs.stock, 2) }));
    await user.click(screen.getByRole('tab', { name: countName(KA.tabs.waiting, 6) }));
    expect(within(tabPanel()).getByRole('status')).toHaveTextContent(LOADING_PARCELS);
    expect(within(addresses).queryByRole('term')).toBeNull();

    await user.tab();
    expect(await within(tabPanel()).findAllByRole('article')).toHaveLength(6);
    expect(await within(addresses).findAllByRole('term')).not.toHaveLength(0);
  });

  it.each(['{End}', '{PageDown}'])(
    'renders them as soon as the visitor presses %s: the page ends where it really ends',
    async (key) => {
      const { user } = await renderDashboard('AX10001');
      const addresses = screen.getByRole('region', { name: ADDRESSES });
      expect(await within(tabPanel()).findByRole('status')).toHaveTextContent(LOADING_PARCELS);
      await user.keyboard('{ArrowDown}');
      expect(within(tabPanel()).getByRole('status')).toHaveTextContent(LOADING_PARCELS);
      await user.keyboard(key);
      expect(await within(tabPanel()).findAllByRole('article')).toHaveLength(6);
      expect(await within(addresses).findAllByRole('term')).not.toHaveLength(0);
    },
  );
});
