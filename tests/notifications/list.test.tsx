/**
 * /notification-all (docs/product.md#notifications): every notification newest first with
 * dates as the bell shows them (YYYY-MM-DD); opening it marks all read and the bell's count drops to 0 before the server
 * answers (back if the call fails); loading, empty and error states; signed-in customers only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { pending } from '../public/helpers';
import { renderApp } from '../render';
import { renderSignedIn } from '../helpers/session';
import { findBell, KA, storedNotifications } from './helpers';

const list = async () =>
  (await screen.findByRole('heading', { level: 1, name: KA.title })).parentElement!;

/** Holds the answer to markAllAsRead until `answer` is called with a status. */
function holdMarkAllRead() {
  let answer: (status: number) => void = () => {};
  const held = new Promise<number>((resolve) => (answer = resolve));
  let asked = 0;
  server.use(
    http.post('*/api/notification/markAllAsRead', async () => {
      asked += 1;
      const status = await held;
      if (status === 200) return undefined; // on to the mock backend's own handler
      return HttpResponse.json(
        { success: false, code: 'internal_error', message: 'boom' },
        { status },
      );
    }),
  );
  return { answer, asked: () => asked };
}

describe('the full list', () => {
  it('lists every notification newest first, dated as the bell dates them, with a heading and a page title, and marks all read', async () => {
    const stored = storedNotifications();
    await renderSignedIn({ route: '/notification-all' });
    const page = await list();

    const titles = await within(page).findAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(stored.map((n) => n.titleKa));
    const dates = [...page.querySelectorAll('time')].map((d) => d.textContent);
    // The product record's YYYY-MM-DD in the customer's time zone, as in the bell.
    const ymd = (iso: string) => {
      const d = new Date(iso);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    };
    expect(dates).toEqual(stored.map((n) => ymd(n.createdAt)));
    expect(within(titles[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/notification-detail/${stored[0]!._id}`,
    );
    await waitFor(() => expect(document.title).toBe(`${KA.title} · ${KA.pageTitle}`));

    // Opened: all read, on the server and on the screen; the bell has no count any more.
    await findBell(KA.title);
    await waitFor(() => expect(storedNotifications().every((n) => n.status === '0')).toBe(true));
    await waitFor(() => expect(within(page).queryByText(KA.new)).not.toBeInTheDocument());
    // Another customer's stay unread.
    expect(storedNotifications('company').some((n) => n.status === '1')).toBe(true);
  });

  it("drops the bell's count to 0 at once, before the server answers", async () => {
    const hold = holdMarkAllRead();
    const { user } = await renderSignedIn({ route: '/home' });
    await user.click(await findBell(KA.bellWith(4)));
    await user.click(await screen.findByRole('link', { name: KA.viewAll }));

    await list();
    await waitFor(() => expect(hold.asked()).toBe(1));
    expect(await findBell(KA.title)).toBeInTheDocument();
    expect(storedNotifications().filter((n) => n.status === '1')).toHaveLength(4); // not yet

    hold.answer(200);
    await waitFor(() => expect(storedNotifications().every((n) => n.status === '0')).toBe(true));
    expect(screen.getByRole('button', { name: KA.title })).toBeInTheDocument();
    expect(hold.asked()).toBe(1);
  });

  it('gives the count back when marking fails', async () => {
    const hold = holdMarkAllRead();
    const { user } = await renderSignedIn({ route: '/home' });
    await user.click(await findBell(KA.bellWith(4)));
    await user.click(await screen.findByRole('link', { name: KA.viewAll }));
    await list();
    expect(await findBell(KA.title)).toBeInTheDocument();
    hold.answer(500);
    expect(await findBell(KA.bellWith(4))).toBeInTheDocument();
  });

  it('shows the loading, the empty and the error state, and tries again', async () => {
    pending('*/api/notification/all');
    const loading = await renderSignedIn({ route: '/notification-all' });
    expect(await screen.findByText(KA.loading)).toBeInTheDocument();
    loading.unmount();
    server.resetHandlers();

    server.use(
      http.get('*/api/notification/all', () =>
        HttpResponse.json({ success: true, notifications: [], unread: 0 }),
      ),
    );
    const empty = await renderSignedIn({ route: '/notification-all' });
    expect(await screen.findByText(KA.empty)).toBeInTheDocument();
    empty.unmount();
    server.resetHandlers();

    let broken = true;
    server.use(
      http.get('*/api/notification/all', () =>
        broken
          ? HttpResponse.json(
              { success: false, code: 'internal_error', message: 'boom' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { user } = await renderSignedIn({ route: '/notification-all' });
    expect(await screen.findByText(KA.error)).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: KA.retry });
    broken = false;
    await user.click(retry);
    const page = await list();
    expect(await within(page).findAllByRole('heading', { level: 2 })).toHaveLength(
      storedNotifications().length,
    );
  });

  it('is for signed-in customers: a visitor is sent to sign in', async () => {
    const { router } = renderApp({ route: '/notification-all' });
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(await screen.findByLabelText('AX კოდი ან ელ. ფოსტა')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: KA.title })).not.toBeInTheDocument();
  });
});
