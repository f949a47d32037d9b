// The catalogue of what a person can see: every route, side panel and named state of the portal,
// and how to bring a fresh page to it. One list for the visual baselines (visual.spec.ts), which
// also check colour contrast in each state and language, and for the designers' gallery
// (`npm run gallery`, scripts/gallery.ts). A new screen or state is added here once.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import type { Language } from '../../src/i18n/languages';
import { expect } from './fixtures';
import { t } from './helpers/i18n';
import { closeToasts, navigateInApp } from './helpers/navigation';
import { signIn } from './helpers/session';

export interface Screen {
  /** unique, for file names: lower case, digits and hyphens */
  id: string;
  /** the gallery's group: the screen, in English */
  screen: string;
  /** the state shown: 'default' for a screen as it opens */
  state: string;
  /** the route the address bar shows */
  route: string;
  /** signed in as the demo's AX10001 (mocks/db/seed.ts) first; a visitor otherwise */
  customer: boolean;
  /**
   * The languages its visual baselines are kept in: the screens the designers review in each
   * language (the dashboard, the panels, the invoice, the console) in all three, the others in
   * Georgian, the default and the longest. The gallery shows every screen in all three.
   */
  baselines: 'ka' | 'all';
  /**
   * A panel, menu or dialog over the page: pictured as the window shows it, not the whole page
   * behind it.
   */
  overlay?: boolean;
  /** reads slowly (10,000 parcels): a longer deadline */
  slow?: boolean;
  /**
   * The address a fresh page opens first (before signing in, for a customer's screen); by
   * default the home page.
   */
  start?: string;
  /** From that page (signed in for a customer's screen), brings it to the state shown. */
  open: (page: Page, lng: Language) => Promise<void>;
}

/** A parcel of AX10001's waiting ones (mocks/db/seed.ts), for the update panel. */
const WAITING_PARCEL = 'YT2411220384512';

/** Waits until what the screen loads has arrived: no loading indicator, images and fonts in. */
export async function settled(page: Page) {
  await expect(
    page.locator('.list-state-loading, .placeholder-glow, main [aria-busy="true"]'),
  ).toHaveCount(0);
  // Lazy images below the fold load now, as they would once scrolled to: the pictures show
  // the whole page.
  await page.waitForFunction(() => {
    for (const image of document.images) image.loading = 'eager';
    return document.fonts.status === 'loaded' && [...document.images].every((i) => i.complete);
  });
}

/** Opens a side panel with the button named `name`; resolves once its form shows. */
async function panel(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await expect(
    page.locator('.side-panel form, .side-panel .side-panel-body').first(),
  ).toBeVisible();
}

/** Goes to a route through the app's router, as its links do. */
const route = (path: string) => async (page: Page) => navigateInApp(page, path);

/** Opens the demo console, as a designer does (Alt+Shift+D), on its tab named `tab`. */
async function demoConsole(page: Page, lng: Language, tab: string) {
  await closeToasts(page);
  await page.keyboard.press('Alt+Shift+D');
  const dialog = page.getByRole('dialog', { name: t(lng, 'demo:title') });
  await dialog.getByRole('tab', { name: t(lng, `demo:tabs.${tab}`) }).click();
  return dialog;
}

/** The console's result line shows that its action is done; the console is closed after. */
async function doneInConsole(page: Page, lng: Language) {
  const dialog = page.getByRole('dialog', { name: t(lng, 'demo:title') });
  await expect(dialog.getByRole('status', { name: t(lng, 'demo:result.label') })).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

const PUBLIC: Omit<Screen, 'customer' | 'baselines'>[] = [
  {
    id: 'home',
    screen: 'Home',
    state: 'default',
    route: paths.home,
    open: route(paths.home),
  },
  {
    id: 'services',
    screen: 'Services',
    state: 'default',
    route: paths.services,
    open: route(paths.services),
  },
  {
    id: 'tariffs',
    screen: 'Tariffs',
    state: 'default',
    route: paths.tariffs,
    open: route(paths.tariffs),
  },
  {
    id: 'schedule',
    screen: 'Flight schedule',
    state: 'default',
    route: paths.schedule,
    open: route(paths.schedule),
  },
  { id: 'news', screen: 'News', state: 'default', route: paths.news, open: route(paths.news) },
  {
    id: 'news-detail',
    screen: 'News',
    state: 'a story',
    route: paths.newsDetail(':id'),
    open: async (page) => {
      await navigateInApp(page, paths.news);
      await page.locator('.news-card a').first().click();
      await expect(page).toHaveURL(/\/news-detail\/.+/);
    },
  },
  {
    id: 'contact',
    screen: 'Contact',
    state: 'default',
    route: paths.contact,
    open: route(paths.contact),
  },
  { id: 'terms', screen: 'Terms', state: 'default', route: paths.terms, open: route(paths.terms) },
  {
    id: 'appstore',
    screen: 'Mobile apps',
    state: 'default',
    route: paths.appstore,
    open: route(paths.appstore),
  },
  {
    id: 'payment-success',
    screen: 'Card payment',
    state: 'succeeded',
    route: paths.paymentSuccess,
    open: route(paths.paymentSuccess),
  },
  {
    id: 'payment-failed',
    screen: 'Card payment',
    state: 'failed',
    route: paths.paymentFailed,
    open: route(paths.paymentFailed),
  },
  {
    id: 'not-found',
    screen: 'Page not found',
    state: 'default',
    route: paths.notFound,
    open: route(paths.notFound),
  },
  {
    id: 'sign-up',
    overlay: true,
    screen: 'Sign-up panel',
    state: 'default',
    route: paths.home,
    open: (page, lng) => panel(page, t(lng, 'accounts:signIn.signUp')),
  },
  {
    id: 'forgot-password',
    overlay: true,
    screen: 'Forgotten password panel',
    state: 'default',
    route: paths.home,
    open: (page, lng) => panel(page, t(lng, 'accounts:signIn.forgot')),
  },
];

const CUSTOMER: Omit<Screen, 'customer'>[] = [
  {
    id: 'dashboard',
    screen: 'Dashboard',
    state: 'default: debts, customs',
    route: paths.home,
    baselines: 'all',
    open: async () => {},
  },
  ...(['stock', 'sent', 'arrived', 'obtained'] as const).map((tab) => ({
    id: `dashboard-${tab}`,
    screen: 'Dashboard',
    state: `tab: ${tab}`,
    route: `${paths.home}#${tab}`,
    baselines: 'ka' as const,
    open: async (page: Page, lng: Language) => {
      await page
        .getByRole('tab', { name: new RegExp(`^${t(lng, `parcels:tabs.${tab}`)}`) })
        .click();
    },
  })),
  {
    id: 'dashboard-hover',
    screen: 'Dashboard',
    state: 'hover and focus',
    route: paths.home,
    baselines: 'ka',
    open: async (page, lng) => {
      const add = page.getByRole('button', { name: t(lng, 'home:home.actions.addParcel') }).first();
      await add.focus();
      await add.hover();
    },
  },
  {
    id: 'notifications-menu',
    overlay: true,
    screen: 'Dashboard',
    state: 'notifications menu',
    route: paths.home,
    baselines: 'ka',
    open: async (page) => {
      await page.locator('.notification-bell .dropdown-toggle').click();
      await expect(page.locator('.bell-menu.show .bell-item').first()).toBeVisible();
    },
  },
  {
    id: 'dashboard-empty',
    screen: 'Dashboard',
    state: 'empty: a new account',
    route: paths.home,
    baselines: 'ka',
    open: async (page, lng) => {
      const dialog = await demoConsole(page, lng, 'scenarios');
      await dialog.getByRole('button', { name: t(lng, 'demo:scenarios.createEmpty') }).click();
      await doneInConsole(page, lng);
      await expect(page.locator('.greeting-card')).toBeVisible();
    },
  },
  {
    id: 'dashboard-error',
    screen: 'Dashboard',
    state: 'error: the parcels do not load',
    route: paths.home,
    baselines: 'ka',
    open: async (page, lng) => {
      const dialog = await demoConsole(page, lng, 'faults');
      await dialog
        .getByLabel(t(lng, 'demo:faults.operation'), { exact: true })
        .selectOption('getProducts');
      await dialog.getByLabel(t(lng, 'demo:faults.times'), { exact: true }).selectOption('every');
      await dialog.getByRole('button', { name: t(lng, 'demo:faults.add') }).click();
      await dialog.getByRole('button', { name: t(lng, 'demo:faults.refresh') }).click();
      await doneInConsole(page, lng);
      await expect(page.getByText(t(lng, 'parcels:list.error'))).toBeVisible();
    },
  },
  {
    id: 'dashboard-10000',
    screen: 'Dashboard',
    state: '10,000 parcels',
    route: `${paths.home}?demo-parcels=10000`,
    baselines: 'ka',
    slow: true,
    start: `${paths.home}?demo-parcels=10000`,
    open: async (page, lng) => {
      const waiting = page.getByRole('tab', {
        name: new RegExp(`^${t(lng, 'parcels:tabs.waiting')}`),
      });
      await expect
        .poll(async () => Number((await waiting.innerText()).replace(/\D/g, '')))
        .toBeGreaterThan(10_000);
    },
  },
  {
    id: 'add-parcel',
    overlay: true,
    screen: 'Add parcel panel',
    state: 'default',
    route: paths.home,
    baselines: 'all',
    open: (page, lng) => panel(page, t(lng, 'home:home.actions.addParcel')),
  },
  {
    id: 'add-parcel-errors',
    overlay: true,
    screen: 'Add parcel panel',
    state: 'errors',
    route: paths.home,
    baselines: 'all',
    open: async (page, lng) => {
      await panel(page, t(lng, 'home:home.actions.addParcel'));
      await page.locator('.side-panel button[type="submit"]').click();
      await expect(page.locator('.side-panel .invalid-feedback').first()).toBeVisible();
    },
  },
  {
    id: 'update-parcel',
    overlay: true,
    screen: 'Update parcel panel',
    state: 'default',
    route: paths.home,
    baselines: 'all',
    open: async (page, lng) => {
      await page
        .getByRole('button', {
          name: t(lng, 'parcels:actions.editFor', { tracking: WAITING_PARCEL }),
        })
        .first()
        .click();
      await expect(page.locator('.side-panel form')).toBeVisible();
    },
  },
  {
    id: 'courier',
    overlay: true,
    screen: 'Courier panel',
    state: 'default',
    route: paths.home,
    baselines: 'all',
    open: (page, lng) => panel(page, t(lng, 'home:home.actions.courier')),
  },
  {
    id: 'top-up',
    overlay: true,
    screen: 'Top-up panel',
    state: 'default',
    route: paths.home,
    baselines: 'all',
    open: (page, lng) => panel(page, t(lng, 'accounts:greeting.addBalance')),
  },
  {
    id: 'invoice',
    screen: 'Invoice',
    state: 'default',
    route: paths.invoice(':flight'),
    baselines: 'all',
    open: async (page, lng) => {
      await page
        .getByRole('tab', { name: new RegExp(`^${t(lng, 'parcels:tabs.arrived')}`) })
        .click();
      await page.locator('a[href*="/invoice/"]').first().click();
      await expect(page.locator('.invoice-document table').first()).toBeVisible();
    },
  },
  {
    id: 'profile',
    screen: 'Profile',
    state: 'default',
    route: paths.profile,
    baselines: 'ka',
    open: route(paths.profile),
  },
  {
    id: 'change-password',
    screen: 'Change password',
    state: 'default',
    route: paths.changePassword,
    baselines: 'ka',
    open: route(paths.changePassword),
  },
  {
    id: 'branches',
    screen: 'Branches',
    state: 'default',
    route: paths.addBranches,
    baselines: 'ka',
    open: route(paths.addBranches),
  },
  {
    id: 'notifications',
    screen: 'Notifications',
    state: 'default',
    route: paths.notificationAll,
    baselines: 'ka',
    open: route(paths.notificationAll),
  },
  {
    id: 'notification-detail',
    screen: 'Notifications',
    state: 'a notification',
    route: paths.notificationDetail(':id'),
    baselines: 'ka',
    open: async (page) => {
      await navigateInApp(page, paths.notificationAll);
      await page.locator('main a[href*="/notification-detail/"]').first().click();
      await expect(page).toHaveURL(/notification-detail/);
    },
  },
  ...(['personas', 'staff', 'messages', 'scenarios', 'data', 'faults'] as const).map((tab) => ({
    id: `console-${tab}`,
    overlay: true,
    screen: 'Demo console',
    state: `tab: ${tab}`,
    route: paths.home,
    baselines: tab === 'personas' ? ('all' as const) : ('ka' as const),
    open: async (page: Page, lng: Language) => {
      const dialog = await demoConsole(page, lng, tab);
      await expect(dialog.getByRole('tabpanel')).toBeVisible();
    },
  })),
];

export const SCREENS: Screen[] = [
  ...PUBLIC.map((screen) => ({ ...screen, customer: false, baselines: 'ka' as const })),
  ...CUSTOMER.map((screen) => ({ ...screen, customer: true })),
];

/**
 * The day the pictures show (the fixtures' `now`): the demo dates its flights and parcels
 * relative to today, so a picture taken on another day would differ.
 */
export const FROZEN_NOW = '2026-11-20T10:00:00+04:00';

/**
 * Brings a fresh page (its context's `now` frozen) to the screen's state: opens its start,
 * signs in as AX10001 for a customer's screen, then the screen's own steps; resolves once what
 * it loads has arrived and no toast covers it.
 */
export async function show(page: Page, screen: Screen, lng: Language) {
  // Relative: under the base URL's path too (the gallery photographs any deployment).
  await page.goto((screen.start ?? paths.home).replace(/^\//, ''));
  if (screen.customer) {
    await signIn(page, 'AX10001', { lang: lng });
    await expect(page.getByRole('tablist', { name: t(lng, 'parcels:title') })).toBeVisible({
      timeout: screen.slow ? 60_000 : undefined,
    });
  }
  await settled(page);
  await closeToasts(page);
  await screen.open(page, lng);
  await settled(page);
}
