// Where a page opens: a link opens its page at the top with the heading in view, and back returns
// to where the visitor was (docs/product.md#layout), from the visitor's dashboard on a phone and
// on a 1366 px laptop; signing in, from wherever the form was, opens the page at the top too.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { signIn, signOut } from './helpers/session';

// As most visitors have it (the suite's default is reduced motion): no animation to wait out.
test.use({ reducedMotion: 'no-preference' });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The dashboard's links to other pages: what to click, and the heading of the page it opens. */
const LINKS: {
  name: string;
  link: (page: Page) => Locator;
  /** The opened page's heading (`title`: the link's own text), never one the page before has. */
  heading: (page: Page, title: string) => Locator;
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
    // The item's title: the page before has a heading of its own until the item's page is in.
    heading: (page, title) => page.getByRole('heading', { level: 1, name: title, exact: true }),
  },
];

async function openEachAndComeBack(page: Page) {
  await page.goto('/home');
  // The news cards are the dashboard's last part: once they are in, the page has its full height.
  await expect(page.locator('.news-card img').first()).toBeVisible();
  for (const { name, link, heading } of LINKS) {
    await test.step(name, async () => {
      const target = link(page);
      const title = (await target.textContent())?.trim() ?? '';
      // The link at the top of the window: the page is scrolled when it is clicked.
      await target.evaluate((link) => link.scrollIntoView({ block: 'start' }));
      expect(await scrollY(page), `${name}: the page is scrolled`).toBeGreaterThan(0);
      // Where the visitor was is where the page was at the click: Playwright may scroll the link
      // again before it clicks (it retries a click at another alignment).
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          () => (document.body.dataset.clickedAt = `${window.scrollY}`),
          { capture: true, once: true },
        ),
      );
      await target.click();
      await expect(heading(page, title)).toBeVisible();
      const before = Number(await page.evaluate(() => document.body.dataset.clickedAt));
      // Read once, not polled: the page is at its place as soon as it shows, with no glide.
      expect(await scrollY(page), `${name}: opens at the top`).toBe(0);
      // Wholly on screen, not under the header or above the top.
      await expect(heading(page, title)).toBeInViewport({ ratio: 1 });

      await page.goBack();
      await expect(target).toBeVisible();
      // Within a few pixels (near the page's end, its height may round differently), at once.
      expect(Math.abs((await scrollY(page)) - before), `${name}: back returns`).toBeLessThanOrEqual(
        4,
      );
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

/**
 * Pages a visitor signs in on, and the heading each shows once signed in; on a phone the sign-in
 * form is below the page, on a laptop it stays beside the page however far it is scrolled.
 */
const SIGN_IN_ON = [
  { path: paths.home, heading: 'home:home.customerTitle' },
  { path: paths.tariffs, heading: 'tariffs:tariffs.title' },
  { path: paths.news, heading: 'news:news.title' },
];

for (const width of [390, 1366]) {
  test(`signing in opens the page at the top with the focus on its heading, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const { path, heading } of SIGN_IN_ON) {
      await test.step(path, async () => {
        await page.goto(path.replace(/^\//, ''));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Scrolled to the page's end, where a phone's visitor finds the form.
        await expect(async () => {
          await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
          expect(await scrollY(page)).toBeGreaterThan(0);
        }).toPass();
        await signIn(page, 'AX10001', { remember: false });
        const title = page.getByRole('heading', { level: 1, name: t('ka', heading) });
        await expect(title).toBeFocused();
        expect(await scrollY(page), `${path}: opens at the top`).toBe(0);
        await expect(title).toBeInViewport({ ratio: 1 });
        await signOut(page);
      });
    }
  });
}
