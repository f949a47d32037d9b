/**
 * The dashboard's search by tracking number (docs/product.md#parcel-lists): the server finds the
 * tab's parcels whose tracking number holds what is typed, case and spaces aside, also among
 * parcels no page has loaded yet; nothing found says so; the server refuses garbage.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GetParcelsApiResponse } from '@/api';
import { i18n } from '@/i18n';
import { apiSignIn } from '../helpers/session';
import { request } from '../mocks/helpers';
import { cardNames, renderDashboard, tabPanel, tracking } from './helpers';

const P = i18n.getFixedT('ka', 'parcels');

describe('the search by tracking number', () => {
  it('lists only the parcels of the tab whose tracking number holds what is typed', async () => {
    const { user } = await renderDashboard('AX10001', '/home#waiting');
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    const search = within(tabPanel()).getByLabelText(P('list.search'));
    await user.type(search, 'jd 0098');
    await waitFor(() => expect(cardNames()).toEqual([tracking('iWaitingPhone')]));
    // The counts are the matches'.
    expect(within(tabPanel()).getByRole('button', { name: /ყველა 1/ })).toBeVisible();

    await user.clear(search);
    await user.type(search, 'zz9');
    expect(await within(tabPanel()).findByText(P('list.notFound', { query: 'ZZ9' }))).toBeVisible();
    expect(cardNames()).toEqual([]);
    // Cleared, the whole tab again.
    await user.clear(search);
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    expect(screen.queryByText(P('list.notFound', { query: 'ZZ9' }))).toBeNull();
  });

  it('is the server’s: it finds a parcel beyond the first page, and refuses what is no tracking number', async () => {
    const token = await apiSignIn('AX10001');
    const wanted = tracking('iWaitingParts');
    const { body } = await request<GetParcelsApiResponse>(
      `/api/product/gets/waiting/0/1?tracking=${wanted.slice(-8).toLowerCase()}`,
      { token },
    );
    expect(body.products.map((p) => p.productOrderId)).toEqual([wanted]);
    expect(body.count.total).toBe(1);
    const refused = await request('/api/product/gets/waiting/0/1?tracking=%3Cscript%3E', { token });
    expect(refused.status).toBe(400);
  });
});
