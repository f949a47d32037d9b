// Where a page opens: a link opens its page at the top with the heading in view, and back returns
// to where the visitor was (docs/product.md#layout), from the visitor's dashboard on a phone and
// on a 1366 px laptop.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The dashboard's links to other pages: what to click, and the heading of the page it opens. */
const LINKS: {
  name: string;
  link: (page: Page) => Locator;
  heading: (page: Page) => Locator;
  /** false: back is not checked to return to the same position (below). */
  back?: false;
}[] = [
  {
    name: 'see tariffs',
    link: (page) => page.getByRole('link', { name: t('ka', 'home:home.seeTariffs') }),
    heading: (page) =>
      page.getByRole('heading', { level: 1, name: t('ka', 'tariffs:tariffs.title') }),
  },
  {
    name: 'all services',
    link: (page) => page.getByRole('link', { name: t('ka', 'home:home.allServices') }),
    heading: (page) =>
      page.getByRole('heading', { level: 1, name: t('ka', 'pages:services.title') }),
  },
  {
    name: 'all news',
    link: (page) => page.getByRole('link', { name: t('ka', 'news:news.all') }),
    heading: (page) => page.getByRole('heading', { level: 1, name: t('ka', 'news:news.title') }),
  },
  {
    name: 'a news card',
    link: (page) => page.locator('.news-card').first().getByRole('link'),
    heading: (page) => page.getByRole('heading', { level: 1 }),
    // Back from a story lands short of the card now and then on a phone (the dashboard is not yet
    // at its full height when the position is restored): known, not solved yet.
    back: false,
  },
];

async function openEachAndComeBack(page: Page) {
  await page.goto('/home');
  // The news cards are the dashboard's last part: once they are in, the page has its full height.
  await expect(page.locator('.news-card img').first()).toBeVisible();
  for (const { name, link, heading, back } of LINKS) {
    await test.step(name, async () => {
      const target = link(page);
      // The link at the top of the window: the page is scrolled when it is clicked.
      await target.evaluate((link) => link.scrollIntoView({ block: 'start' }));
      const before = await scrollY(page);
      expect(before, `${name}: the page is scrolled`).toBeGreaterThan(0);
      await target.click();
      await expect(heading(page)).toBeVisible();
      await expect.poll(() => scrollY(page), `${name}: opens at the top`).toBe(0);
      // Wholly on screen, not under the header or above the top.
      await expect(heading(page)).toBeInViewport({ ratio: 1 });

      await page.goBack();
      await expect(target).toBeVisible();
      if (back === false) return;
      // Within a few pixels: near the page's end, its height may round differently.
      await expect
        .poll(async () => Math.abs((await scrollY(page)) - before), `${name}: back returns`)
        .toBeLessThanOrEqual(4);
    });
  }
}

test('a link opens its page at the top, back returns to where the visitor was @phone', async ({
  page,
}) => {
  await openEachAndComeBack(page);
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('on a 1366 px laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a link opens its page at the top with its heading whole, back returns', async ({
    page,
  }) => {
    await openEachAndComeBack(page);
    await expect(page).toHaveURL(/\/home$/);
  });
});
