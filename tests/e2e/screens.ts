// The catalogue of what a person can see: every route, side panel and named state of the portal,
// and how to bring a fresh page to it. One list for the visual baselines (visual.spec.ts), which
// also check colour contrast in each state and language, and for the designers' gallery
// (`npm run gallery`, scripts/gallery.ts). A new screen or state is added here once: the public
// ones in screens/public.ts, a customer's in screens/customer.ts.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import type { Language } from '../../src/i18n/languages';
import { expect } from './fixtures';
import { t } from './helpers/i18n';
import { closeToasts } from './helpers/navigation';
import { signIn } from './helpers/session';
import { CUSTOMER } from './screens/customer';
import { PUBLIC } from './screens/public';

export interface Screen {
  /** unique, for file names: lower case, digits and hyphens */
  id: string;
  /** the gallery's group: the screen, in English */
  screen: string;
  /** the state shown: 'default' for a screen as it opens */
  state: string;
  /** the route the address bar shows */
  route: string;
  /** signed in as the demo's AX10001 (mocks/demo/seed.ts) first; a visitor otherwise */
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

/**
 * Waits until what the screen loads has arrived: no loading indicator, images and fonts in. A part
 * below the fold renders once scrolled towards (the dashboard's list and addresses): each loading
 * one is scrolled to, as a visitor reading down would, and the page then returns to where it was.
 */
export async function settled(page: Page) {
  const loading = page.locator(
    '.list-state-loading, .placeholder-glow, main[aria-busy="true"], main [aria-busy="true"]',
  );
  const [x, y] = await page.evaluate(() => [scrollX, scrollY]);
  await expect(async () => {
    for (const part of await loading.all()) await part.scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(loading).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.evaluate(([left, top]) => scrollTo(left!, top!), [x, y]);
  // Lazy images below the fold load now, as they would once scrolled to: the pictures show
  // the whole page.
  await page.waitForFunction(() => {
    for (const image of document.images) image.loading = 'eager';
    return document.fonts.status === 'loaded' && [...document.images].every((i) => i.complete);
  });
}

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
