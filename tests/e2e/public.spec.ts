// The public site: every public route in ka, ru and en, on a desktop and a phone width,
// each walk in one page moving through the site, with axe reporting no serious or critical
// violation (on the phone width in Georgian); the announcement popup; the schedule's cards on a
// phone; the calculators; the signed-in dashboard with its converter modal.
import type { Page } from '@playwright/test';
import { type Language, LANGUAGES } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import type { AxeOptions } from './helpers/a11y';
import { t } from './helpers/i18n';
import { navigateInApp } from './helpers/navigation';
import { signIn } from './helpers/session';
import { clipped, DESKTOP_WIDTHS } from './layout';

interface Route {
  path: string;
  /** what shows that the page has loaded */
  ready: string;
  /** the expected h1 (null: it comes from the API) */
  h1: ((lng: Language) => string) | null;
  /** what else to check on a phone */
  phone?: (page: Page) => Promise<void>;
}

/** The first story of the news list just before, opened by its link. */
const NEWS_DETAIL = 'NEWS_DETAIL';

const ROUTES: Route[] = [
  { path: '/home', ready: '.news-card img', h1: (lng) => t(lng, 'home:home.heroTitle') },
  { path: '/services', ready: '.rich-text', h1: (lng) => t(lng, 'pages:services.title') },
  { path: '/tarrifs', ready: '.tariff-table', h1: (lng) => t(lng, 'tariffs:tariffs.title') },
  {
    path: '/schedule',
    ready: '.flight-card',
    h1: (lng) => t(lng, 'schedule:schedule.title'),
    // A phone shows the flights as cards (at most 10 at first) instead of the table.
    phone: async (page) => {
      await expect(page.locator('.flight-table'), 'schedule: no table').toBeHidden();
      const cards = await page.locator('.flight-card').count();
      expect(cards, 'schedule: cards').toBeGreaterThan(0);
      expect(cards, 'schedule: cards').toBeLessThanOrEqual(10);
    },
  },
  { path: '/news', ready: '.news-card img', h1: (lng) => t(lng, 'news:news.title') },
  { path: NEWS_DETAIL, ready: '.news-detail .rich-text', h1: null },
  { path: '/contact', ready: '.tbilisi-map', h1: (lng) => t(lng, 'contact:contact.title') },
  { path: '/terms', ready: '.rich-text', h1: null },
  { path: '/appstore', ready: '.store-badges img', h1: (lng) => t(lng, 'appstore:appstore.title') },
  {
    path: '/payments/success',
    ready: '.payment-outcome',
    h1: (lng) => t(lng, 'payments:payment.successTitle'),
  },
  {
    path: '/payments/failed',
    ready: '.payment-outcome',
    h1: (lng) => t(lng, 'payments:payment.failedTitle'),
  },
  { path: '/pages-404', ready: '.not-found', h1: (lng) => t(lng, 'common:notFound.title') },
];

/** The announcement popup, shown once to a first-time visitor; resolves once it is closed. */
async function closePopup(page: Page) {
  const dialog = page.locator('.popup-announcement');
  await expect(dialog, 'the announcement popup shows to a first-time visitor').toBeVisible();
  // Its own button; the language switch beside it is a group of its own.
  await dialog.locator('.modal-footer > button').click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Every public route in one load, as a visitor moving through the site (a full load per route
 * would restart the app and the mock backend each time): the first route is the page just
 * loaded, a news story is opened by its link on the news list (the route before it), every
 * other route is reached through the router. On each: the language, one h1 (in the language
 * where the app has it), the popup staying closed, the phone's checks, axe (with `axe`), and
 * nothing clipped at the project's widths (tests/e2e/layout.ts), all routes' findings together.
 */
async function walkRoutes(
  page: Page,
  lng: Language,
  { phone, axe }: { phone: boolean; axe: ((options?: AxeOptions) => Promise<string[]>) | null },
) {
  const notFitting: string[] = [];
  for (const [index, route] of ROUTES.entries()) {
    let path = route.path;
    if (path === NEWS_DETAIL) {
      await page.locator('.news-card a').first().click();
      await expect(page).toHaveURL(/\/news-detail\/.+/);
      path = new URL(page.url()).pathname;
    } else if (index > 0) {
      await navigateInApp(page, path);
    }
    await expect(page.locator(route.ready).first()).toBeAttached();
    const h1 = page.locator('h1');
    // Two routes may share a ready mark (the payment outcomes): wait for this one's h1.
    if (route.h1) await expect(h1, `${path}: the h1 in ${lng}`).toHaveText([route.h1(lng)]);
    else await expect(h1, `${path}: one h1`).toHaveCount(1);
    await expect(page.locator('main [role="status"], main [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(h1, `${path}: one h1`).toHaveCount(1);
    await expect(page.locator('.popup-announcement'), `${path}: popup stays closed`).toHaveCount(0);
    if (phone && route.phone) await route.phone(page);
    if (axe) expect(await axe(), `${path} (${lng})`).toEqual([]);
    notFitting.push(...(await clipped(page, path, phone ? [390] : DESKTOP_WIDTHS)));
  }
  expect(notFitting, `nothing clipped in ${lng}`).toEqual([]);
}

test.describe('public site', () => {
  test.describe('a first-time visitor', () => {
    test.use({
      firstVisit: true,
      // The browser sometimes reports a failed background update check of the demo's mock
      // service worker when a navigation cuts it short: the demo's plumbing, not a page error.
      ignoredPageErrors: [/^Failed to update a ServiceWorker/],
    });

    test('the announcement popup has no serious axe violation, and once closed stays closed after a reload', async ({
      page,
      axe,
    }) => {
      await page.goto('/home');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await axe(), 'the announcement popup').toEqual([]);
      await dialog.getByRole('button', { name: 'დახურვა' }).click();
      await expect(dialog).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('pp.popup.show'))).toBe('false');
      expect(await page.evaluate(() => localStorage.getItem('pp.popup.id'))).toBeTruthy();
      // After a reload the announcement is asked for again, and stays closed once it is in, on
      // this page and the next.
      const announcement = page.waitForResponse((r) => r.url().endsWith('/api/popap/get'));
      await page.reload();
      expect((await announcement).ok()).toBe(true);
      await expect(page.locator('.news-card img').first()).toBeVisible();
      await expect(page.locator('.popup-announcement')).toHaveCount(0);
      await navigateInApp(page, '/news');
      await expect(
        page.getByRole('heading', { level: 1, name: t('ka', 'news:news.title') }),
      ).toBeVisible();
      await expect(page.locator('.popup-announcement')).toHaveCount(0);
    });

    for (const lng of LANGUAGES) {
      test.describe(() => {
        test.use({ lang: lng });

        test(`${lng}, desktop: every public route renders with one h1, no serious axe violation, nothing clipped at 1280, 1366 or 1920 px`, async ({
          page,
          axe,
        }) => {
          await page.goto('/home');
          await closePopup(page);
          await walkRoutes(page, lng, { phone: false, axe });
        });

        test(
          `${lng}, phone: every public route renders with one h1, no serious axe violation, nothing clipped; the schedule shows cards`,
          { tag: '@phone' },
          async ({ page, axe }) => {
            await page.goto('/home');
            await closePopup(page);
            await walkRoutes(page, lng, { phone: true, axe });
          },
        );
      });
    }

    test('the calculators work in the browser: the currency converter and the volumetric weight', async ({
      page,
    }) => {
      await page.goto('/home');
      await closePopup(page);
      // Georgian numbers have a decimal comma, also in this Chromium, which has no Georgian data.
      const converter = page.getByRole('form', { name: 'ვალუტის კონვერტორი' });
      await converter.getByLabel('თანხა', { exact: true }).pressSequentially('100');
      await converter.getByLabel('ვალუტა').selectOption('CNY');
      // Typed maybe before the app ran: the result shows once it runs, from what was typed.
      await expect(converter.getByLabel('თანხა ლარში (GEL)')).toHaveValue('37,52');
      const volume = page.getByRole('form', { name: 'მოცულობითი წონის კალკულატორი' });
      await volume.getByLabel('სიგრძე, სმ').fill('30');
      await volume.getByLabel('სიგანე, სმ').fill('40');
      await volume.getByLabel('სიმაღლე, სმ').fill('50');
      await expect(volume.getByLabel('მოცულობითი წონა')).toHaveValue('10');
    });
  });

  test('the signed-in dashboard is accessible, with its currency converter modal', async ({
    page,
    axe,
  }) => {
    await page.goto('/home');
    await signIn(page, 'AX10001');
    await expect(page.getByRole('heading', { level: 1, name: 'ჩემი კაბინეტი' })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: 'ვალუტის კონვერტორი' }).click();
    const modal = page.getByRole('dialog', { name: 'ვალუტის კონვერტორი' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('თანხა', { exact: true }).fill('10');
    await expect(modal.getByLabel('თანხა ლარში (GEL)')).toHaveValue('27,00');
    expect(await axe()).toEqual([]);
  });
});
