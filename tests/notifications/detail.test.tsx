/**
 * /notification-detail/{id} (docs/product.md#notifications): the title and the text in
 * the current language, server HTML sanitised, the not-found page for another customer's or an
 * unknown id (the mock backend answers 404), and a retry when loading fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderSignedIn } from '../helpers/session';
import { addNotification, findBell, KA, storedNotifications } from './helpers';

declare global {
  interface Window {
    pwned?: number;
  }
}

afterEach(() => {
  delete window.pwned;
});

describe('a notification', () => {
  it('shows its title and text in the current language, follows the switch and links back', async () => {
    const [newest] = storedNotifications();
    const { user } = await renderSignedIn({ route: `/notification-detail/${newest!._id}` });
    const heading = await screen.findByRole('heading', { level: 1, name: newest!.titleKa });
    const article = heading.closest('article')!;
    expect(article).toHaveTextContent(
      /[A-Z]{2}-\d{4}-\d{2} რეისის ამანათები კურიერმა მითითებულ მისამართზე მოგიტანათ/,
    );
    expect(within(article).getByText(/\d{4}/, { selector: 'time' })).toHaveAttribute(
      'dateTime',
      newest!.createdAt,
    );
    await waitFor(() => expect(document.title).toBe(`${newest!.titleKa} · ${KA.pageTitle}`));

    await user.click(screen.getByRole('button', { name: 'RUS Русский' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: newest!.titleRu }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(/Курьер доставил посылки рейса/);
    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: newest!.titleEn }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All notifications' })).toHaveAttribute(
      'href',
      '/notification-all',
    );
  });

  it('renders server HTML without scripts or event handlers', async () => {
    const hostile = await addNotification({
      titleKa: 'ფილიალის ახალი მისამართი',
      descriptionKa:
        '<p>ფილიალი <strong>გადავიდა</strong> ახალ მისამართზე.</p>' +
        '<script>window.pwned = 1</script>' +
        '<img src="x" alt="რუკა" onerror="window.pwned = 2">' +
        '<a href="javascript:window.pwned = 3" onclick="window.pwned = 4">დეტალები</a>' +
        '<iframe src="https://example.com"></iframe>',
    });
    const { user } = await renderSignedIn({ route: `/notification-detail/${hostile._id}` });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'ფილიალის ახალი მისამართი',
    });
    const article = heading.closest('article')!;
    expect(within(article).getByText('გადავიდა', { selector: 'strong' })).toBeInTheDocument();
    expect(article.querySelector('script, iframe')).toBeNull();
    const image = within(article).getByRole('img', { name: 'რუკა' });
    expect(image).not.toHaveAttribute('onerror');
    const link = within(article).getByText('დეტალები');
    expect(link).not.toHaveAttribute('onclick');
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    await user.click(link);
    expect(window.pwned).toBeUndefined();

    // The bell's preview is plain text: no markup and no script text.
    await user.click(await findBell(KA.bellWith(5)));
    const entry = await screen.findByRole('link', {
      name: (name) => name.startsWith('ფილიალის ახალი მისამართი'),
    });
    expect(entry).toHaveTextContent('ფილიალი გადავიდა ახალ მისამართზე. დეტალები');
    expect(entry).not.toHaveTextContent('pwned');
    expect(entry.querySelector('img, script, strong')).toBeNull();
    expect(window.pwned).toBeUndefined();
  });

  it("shows the not-found page for another customer's notification", async () => {
    const [theirs] = storedNotifications('company');
    const { user, router } = await renderSignedIn({
      route: `/notification-detail/${theirs!._id}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: KA.notFound })).toBeInTheDocument();
    expect(screen.queryByText(theirs!.titleKa)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'მთავარ გვერდზე' }));
    expect(router.location.pathname).toBe('/home');
  });

  it('shows the not-found page for an unknown id', async () => {
    await renderSignedIn({ route: '/notification-detail/no-such-notification' });
    expect(await screen.findByRole('heading', { level: 1, name: KA.notFound })).toBeInTheDocument();
  });

  it('offers to try again when loading fails', async () => {
    const [newest] = storedNotifications();
    let broken = true;
    server.use(
      http.get('*/api/notification/get/:id', () =>
        broken
          ? HttpResponse.json(
              { success: false, code: 'internal_error', message: 'boom' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { user } = await renderSignedIn({ route: `/notification-detail/${newest!._id}` });
    expect(await screen.findByText(KA.error)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: KA.title })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: KA.retry }));
    expect(
      await screen.findByRole('heading', { level: 1, name: newest!.titleKa }),
    ).toBeInTheDocument();
  });
});
