/**
 * A state has one colour wherever its badge shows (docs/product.md#formats): the dashboard's
 * flight groups and the demo console's staff lists mark "unpaid" red and "customs" amber alike.
 * The staff list finds a parcel by its tracking number.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderSignedIn } from '../helpers/session';
import { D, openConsole, staffAt } from './helpers';

const P = i18n.getFixedT('ka', 'parcels');
/** The Bootstrap colour class of a badge ("bg-danger"). */
const colour = (badge: HTMLElement) => [...badge.classList].find((c) => c.startsWith('bg-'));

describe('badges', () => {
  it('mark unpaid and customs in the console with the dashboard’s colours', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001', route: '/home#arrived' });
    const dashboard = screen.getByRole('main');
    const [unpaid] = await within(dashboard).findAllByText(P('group.unpaid'));
    const [customs] = await within(dashboard).findAllByText(P('customs.group'));
    expect(colour(unpaid!)).toBe('bg-danger');
    expect(colour(customs!.closest('.badge')!)).toBe('bg-warning');

    const dialog = await openConsole(user);
    const panel = await staffAt(dialog, user, 'arrived');
    await waitFor(() =>
      expect(within(panel).getAllByText(D('staff.unpaid')).length).toBeGreaterThan(0),
    );
    for (const badge of within(panel).getAllByText(D('staff.unpaid'))) {
      expect(colour(badge.closest('.badge')!)).toBe(colour(unpaid!));
    }
    const flagged = within(panel).getAllByText(D('staff.customs'), {
      selector: '.badge, .badge *',
    });
    expect(flagged.length).toBeGreaterThan(0);
    for (const badge of flagged) {
      expect(colour(badge.closest('.badge')!)).toBe(colour(customs!.closest('.badge')!));
    }
  });
});

describe('the staff list', () => {
  it('finds a parcel by a piece of its tracking number, case and spaces aside', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    const dialog = await openConsole(user);
    const panel = await staffAt(dialog, user, 'waiting');
    const rows = () => [...panel.querySelectorAll('.demo-list')][0]!.querySelectorAll('li');
    await waitFor(() => expect(rows().length).toBe(6));
    await user.type(within(panel).getByLabelText(D('staff.search')), 'jd 0098');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('JD0098234571203');
    expect(within(panel).getByText(D('staff.found', { count: 1, total: 6 }))).toBeVisible();
    await user.clear(within(panel).getByLabelText(D('staff.search')));
    await user.type(within(panel).getByLabelText(D('staff.search')), 'nothing9');
    expect(
      await within(panel).findByText(D('staff.notFound', { query: 'NOTHING9' })),
    ).toBeVisible();
  });
});
