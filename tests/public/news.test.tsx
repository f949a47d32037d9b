import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '../render';
import { failing, KA, makeNews, pending, quietPopup, serveNews } from './helpers';

const cards = () => screen.getAllByRole('article');

describe('news list', () => {
  beforeEach(() => quietPopup());

  it('loads 18 cards with photo and link, then 18 more while there are more', async () => {
    const calls = serveNews(makeNews(40));
    const { user } = renderApp({ route: '/news' });
    expect(await screen.findByRole('heading', { level: 1, name: 'სიახლეები' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(18));
    expect(calls).toEqual(['0/18']);

    const first = cards()[0]!;
    const photo = within(first).getByRole('img');
    expect(photo).toHaveAttribute('src', '/uploads/middle-news-01.svg');
    expect(photo).toHaveAttribute('alt', 'ილუსტრაცია: სიახლე ნომერი 1');
    expect(within(first).getByRole('link', { name: 'სიახლე ნომერი 1' })).toHaveAttribute(
      'href',
      '/news-detail/n1',
    );
    expect(within(first).getByText('ტექსტი 1')).toBeInTheDocument();
    expect(within(first).getByText('1 ოქტომბერი, 2026')).toHaveAttribute(
      'dateTime',
      '2026-10-01T11:00:00Z',
    );

    await user.click(screen.getByRole('button', { name: KA.showMore }));
    await waitFor(() => expect(cards()).toHaveLength(36));
    await user.click(screen.getByRole('button', { name: KA.showMore }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(calls).toEqual(['0/18', '18/18', '36/18']);
    expect(screen.queryByRole('button', { name: KA.showMore })).not.toBeInTheDocument();
  });

  it('opens the detail page from a card', async () => {
    serveNews(makeNews(3));
    const { user, router } = renderApp({ route: '/news' });
    await user.click(await screen.findByRole('link', { name: 'სიახლე ნომერი 2' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'სიახლე ნომერი 2' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/news-detail/n2');
  });

  it('shows the seeded news with their uploaded photos', async () => {
    renderApp({ route: '/news' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(cards().length).toBeLessThanOrEqual(18);
    for (const card of cards()) {
      expect(within(card).getByRole('img').getAttribute('src')).toMatch(/^\/uploads\/middle-.+/);
    }
  });

  it('shows loading, empty and error states', async () => {
    pending('*/api/news/gets/:skip/:limit');
    const loading = renderApp({ route: '/news' });
    expect(await screen.findByText(KA.loading)).toBeInTheDocument();
    loading.unmount();

    server.use(
      http.get('*/api/news/gets/:skip/:limit', () =>
        HttpResponse.json({ success: true, news: [], count: 0 }),
      ),
    );
    const empty = renderApp({ route: '/news' });
    expect(await screen.findByText('სიახლეები ჯერ არ არის.')).toBeInTheDocument();
    empty.unmount();

    failing('*/api/news/gets/:skip/:limit');
    renderApp({ route: '/news' });
    expect(await screen.findByText(KA.error)).toBeInTheDocument();
  });
});

describe('news on the dashboard', () => {
  beforeEach(() => quietPopup());

  it('shows the 4 latest and links to all news', async () => {
    const calls = serveNews(makeNews(10));
    renderApp({ route: '/home' });
    const block = (
      await screen.findByRole('heading', { level: 2, name: 'ბოლო სიახლეები' })
    ).closest('section') as HTMLElement;
    await waitFor(() => expect(within(block).getAllByRole('article')).toHaveLength(4));
    expect(calls).toEqual(['0/4']);
    expect(
      within(block)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['სიახლე ნომერი 1', 'სიახლე ნომერი 2', 'სიახლე ნომერი 3', 'სიახლე ნომერი 4']);
    expect(within(block).getByRole('link', { name: 'ყველა სიახლე' })).toHaveAttribute(
      'href',
      '/news',
    );
  });

  it('shows the error state in the block', async () => {
    failing('*/api/news/gets/:skip/:limit');
    renderApp({ route: '/home' });
    expect(await screen.findByText(KA.error)).toBeInTheDocument();
  });
});

describe('news detail', () => {
  beforeEach(() => quietPopup());

  it('shows the title, photo and sanitised text in the current language, and follows the switch', async () => {
    const [post] = makeNews(1);
    serveNews([
      {
        ...post!,
        newsTextKa:
          '<p>ძირითადი <strong>ტექსტი</strong></p><script>window.hacked = true</script><a href="javascript:alert(1)">ბმული</a>',
      },
    ]);
    const { user } = renderApp({ route: '/news-detail/n1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'სიახლე ნომერი 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ილუსტრაცია: სიახლე ნომერი 1' })).toHaveAttribute(
      'src',
      '/uploads/middle-news-01.svg',
    );
    const article = screen.getByRole('article');
    expect(within(article).getByText('ტექსტი', { selector: 'strong' })).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(within(article).getByText('ბმული').getAttribute('href') ?? '').not.toMatch(/javascript/);

    await user.click(screen.getByRole('button', { name: 'RUS Русский' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Новость номер 1' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Текст 1')).toBeInTheDocument();
    expect(screen.getByText('1 октября 2026 г.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'News item 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the news' })).toHaveAttribute('href', '/news');
  });

  it('shows a not-found message with a link back for an unknown id (mock backend 404)', async () => {
    const { user, router } = renderApp({ route: '/news-detail/no-such-news' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'სიახლე ვერ მოიძებნა' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'სიახლეებზე დაბრუნება' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'სიახლეები' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/news');
  });

  it('shows the seeded news item', async () => {
    const { user } = renderApp({ route: '/news' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const link = within(cards()[0]!).getByRole('link');
    const title = link.textContent!;
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('.rich-text')?.textContent).not.toBe('');
  });

  it('shows loading and error states', async () => {
    pending('*/api/news/get/:id');
    const loading = renderApp({ route: '/news-detail/n1' });
    expect(await screen.findByText('სიახლე იტვირთება…')).toBeInTheDocument();
    loading.unmount();

    failing('*/api/news/get/:id');
    renderApp({ route: '/news-detail/n1' });
    expect(await screen.findByText(KA.error)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'სიახლეებზე დაბრუნება' })).toBeInTheDocument();
  });
});
