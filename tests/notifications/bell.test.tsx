/**
 * The header bell (docs/product.md#notification-bell): the unread count, entries with the
 * title and the description cut to 50 characters, unread ones in bold, a link to the full list; a
 * payment made shows in it at once.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { renderSignedIn } from '../helpers/session';
import { addNotification, findBell, KA, storedNotifications } from './helpers';

/** A bell entry (a link) by the title it starts with. */
const entry = (title: string) =>
  screen.getByRole('link', { name: (name) => name.startsWith(title) });

describe('the bell', () => {
  it('counts the unread, cuts the description to 50 characters, shows unread in bold and links to all', async () => {
    const text =
      'ამანათი CN123456789 მიღებულია ჩინეთის საწყობში. წონა: 1,35 კგ. ის უახლოეს რეისს გამოყვება.';
    await addNotification({
      titleKa: 'ამანათი საწყობშია',
      descriptionKa: `<p>${text.replace('CN123456789', '<strong>CN123456789</strong>')}</p>`,
    });
    const { user } = await renderSignedIn({ route: '/home' });

    // Four unread in the seed, one more now: the count is in the button's name.
    const bell = await findBell(KA.bellWith(5));
    expect(within(bell).getByText('5')).toBeInTheDocument();
    await user.click(bell);

    const added = await screen.findByRole('link', {
      name: (name) => name.startsWith('ამანათი საწყობშია'),
    });
    const cut = `${text.slice(0, 50).trimEnd()}…`;
    expect(within(added).getByText(cut)).toBeInTheDocument();
    expect(within(added).queryByText(text)).not.toBeInTheDocument();
    expect(cut.replace('…', '').length).toBeLessThanOrEqual(50);
    // Dated YYYY-MM-DD in the customer's time zone, as the full list dates them.
    const day = new Date(storedNotifications()[0]!.createdAt);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(within(added).getByText(/^\d{4}-\d{2}-\d{2}$/, { selector: 'time' })).toHaveTextContent(
      `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
    );
    expect(added).toHaveAttribute('href', `/notification-detail/${storedNotifications()[0]!._id}`);

    // Unread: bold, and said so to a screen reader; read: neither.
    expect(added).toHaveClass('fw-bold');
    expect(added).toHaveAccessibleName(expect.stringContaining(KA.unread));
    const read = storedNotifications().find((n) => n.status === '0')!;
    expect(entry(read.titleKa)).not.toHaveClass('fw-bold');
    expect(entry(read.titleKa)).not.toHaveAccessibleName(expect.stringContaining(KA.unread));

    expect(screen.getByRole('link', { name: KA.viewAll })).toHaveAttribute(
      'href',
      '/notification-all',
    );
  });

  it('reads no description before the menu is opened, then previews every one', async () => {
    // Each entry's preview parses its description's HTML; a closed bell, on every signed-in
    // screen, has no use for that work.
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const { user } = await renderSignedIn({ route: '/home' });
    const bell = await findBell(KA.bellWith(4));
    expect(parse).not.toHaveBeenCalled();
    await user.click(bell);
    const viewAll = await screen.findByRole('link', { name: KA.viewAll });
    const entries = within(viewAll.parentElement!).getAllByRole('link').length - 1;
    expect(entries).toBeGreaterThan(0);
    expect(parse).toHaveBeenCalledTimes(entries);
    parse.mockRestore();
  });

  it('shows a payment made at once: one more unread, the payment on top', async () => {
    // AX10003 owes 42.52 GEL and has 80.00 on the balance.
    const { user } = await renderSignedIn({ account: 'AX10003', route: '/home' });
    await findBell(KA.bellWith(4));
    const sidebar = screen.getByRole('complementary');
    await user.click(await within(sidebar).findByRole('button', { name: 'გადახდა' }));
    const dialog = await screen.findByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
    await user.click(within(dialog).getByRole('button', { name: /^გადახდა:/ }));

    const bell = await findBell(KA.bellWith(5));
    await user.click(bell);
    const payment = await screen.findByRole('link', {
      name: (name) => name.startsWith('გადახდა წარმატებით განხორციელდა'),
    });
    expect(payment).toHaveClass('fw-bold');
    expect(payment).toHaveTextContent('42,52 ₾');
  });

  it('says so when the notifications cannot be loaded, and tries again', async () => {
    let broken = true;
    server.use(
      http.get('*/api/notification/gets', () =>
        broken
          ? HttpResponse.json(
              { success: false, code: 'internal_error', message: 'boom' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { user } = await renderSignedIn({ route: '/home' });
    const bell = await findBell(KA.title);
    await user.click(bell);
    expect(await screen.findByText('შეტყობინებები ვერ ჩაიტვირთა.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: KA.viewAll })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: KA.retry }));
    expect(await findBell(KA.bellWith(4))).toBeInTheDocument();
    expect(screen.queryByText('შეტყობინებები ვერ ჩაიტვირთა.')).not.toBeInTheDocument();
  });
});
