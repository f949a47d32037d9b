// The e2e tests' fixtures: a fresh demo per test (Playwright's own context per test: own storage,
// own service worker and so its own mock database), as a returning visitor in a chosen language,
// signed in as a chosen demo customer if the test asks; an axe check; and no error in the page.
import { test as base, expect, type Page } from '@playwright/test';
import { POPUP } from '../../mocks/db/fixtures/content';
import { POPUP_FLAG_KEY, POPUP_ID_KEY, popupId } from '../../src/features/popup/popupRule';
import { LANGUAGE_STORAGE_KEY, type Language, LANGUAGES } from '../../src/i18n/languages';
import { demoAccount, type DEMO_ACCOUNTS, type DemoAccountKind } from '../data';
import { type AxeOptions, seriousViolations } from './helpers/a11y';
import { typeAsAKeyboardDoes } from './helpers/firefox';
import { t } from './helpers/i18n';
import { switchLanguage } from './helpers/navigation';
import { signIn } from './helpers/session';

export interface Options {
  /**
   * A first-time visitor, to whom the seeded announcement pops up (for the tests of the popup
   * and of a first visit). By default a returning visitor, who closed it on an earlier visit: it
   * does not pop up over a click when its request answers.
   */
  firstVisit: boolean;
  /** The interface language the visitor chose on an earlier visit. */
  lang: Language;
  /** The demo customer `signedIn` signs in as. */
  account: DemoAccountKind;
  /** Page errors that are not the app's (each test that expects one says why). */
  ignoredPageErrors: RegExp[];
  /**
   * The time the pages read (`Date`), frozen, for pictures that must not change by the day: the
   * demo's data is dated relative to today (mocks/demo/seed.ts). Timers still run. null: real time.
   */
  now: string | null;
}

export interface Fixtures {
  /**
   * The page's uncaught errors and what the Content-Security-Policy blocked; the test fails after
   * its body if there is one.
   */
  pageErrors: string[];
  /** Serious and critical axe violations on the page: `expect(await axe()).toEqual([])`. */
  axe: (options?: AxeOptions) => Promise<string[]>;
  /** The demo account of `account`. */
  demoAccount: (typeof DEMO_ACCOUNTS)[number];
  /** The page, on /home, `account` signed in through the sign-in form, the parcel tabs shown. */
  signedIn: Page;
  /** Switches the language with the header's buttons, as a person does. */
  switchLanguage: (lng: Language) => Promise<void>;
  /**
   * Runs `body` once per language: in the first (the test's), then in each other one, switched
   * in the header. One sign-in for a screen checked in ka, ru and en.
   */
  inEachLanguage: (body: (lng: Language) => Promise<void>) => Promise<void>;
}

export const test = base.extend<Options & Fixtures>({
  firstVisit: [false, { option: true }],
  lang: ['ka', { option: true }],
  account: ['individual', { option: true }],
  ignoredPageErrors: [[], { option: true }],
  now: [null, { option: true }],

  context: async ({ context, browserName, firstVisit, lang, now }, use) => {
    if (browserName === 'firefox') await typeAsAKeyboardDoes(context);
    if (now !== null) await context.clock.setFixedTime(now);
    // The scripts below run in every document, Firefox's first about:blank too, whose storage
    // refuses access (a SecurityError): only the portal's pages are prepared.
    if (!firstVisit) {
      await context.addInitScript(
        ([flagKey, idKey, id]) => {
          if (!location.protocol.startsWith('http')) return;
          localStorage.setItem(flagKey, 'false');
          localStorage.setItem(idKey, id);
        },
        [POPUP_FLAG_KEY, POPUP_ID_KEY, popupId(POPUP)] as const,
      );
    }
    if (lang !== 'ka') {
      // Only what the visitor chose before: a switch during the test survives a reload.
      await context.addInitScript(
        ([key, language]) => {
          if (!location.protocol.startsWith('http')) return;
          if (localStorage.getItem(key) === null) localStorage.setItem(key, language);
        },
        [LANGUAGE_STORAGE_KEY, lang] as const,
      );
    }
    await use(context);
  },

  pageErrors: [
    async ({ page, ignoredPageErrors }, use) => {
      const errors: string[] = [];
      // A page being left is not the app's error: from the moment a navigation away starts (a
      // reload, a goto) until the next page takes over, Firefox aborts the page's loads still on
      // their way, and the scripts it was importing fail in the page that is going ("error
      // loading dynamically imported module"); Chromium drops the page with them unseen. The
      // page says when it starts to go (beforeunload); the next page's errors count again.
      let leaving = false;
      await page.context().exposeBinding('pageIsLeaving', (source) => {
        if (source.page === page && source.frame === page.mainFrame()) leaving = true;
      });
      await page
        .context()
        .addInitScript(() =>
          addEventListener('beforeunload', () =>
            (window as unknown as { pageIsLeaving(): void }).pageIsLeaving(),
          ),
        );
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) leaving = false;
      });
      page.on('pageerror', (error) => {
        if (!leaving) errors.push(error.message);
      });
      // The pages are served with the build's Content-Security-Policy (scripts/vite-plugins.ts):
      // anything it blocks, in this page or a window it opens, is an error of the app.
      await page.context().exposeBinding('reportPolicyViolation', (_source, violation: string) => {
        errors.push(`Content-Security-Policy: ${violation}`);
      });
      await page
        .context()
        .addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            (window as unknown as { reportPolicyViolation(v: string): void }).reportPolicyViolation(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
            ),
          ),
        );
      await use(errors);
      expect(
        errors.filter((message) => !ignoredPageErrors.some((ignored) => ignored.test(message))),
        'errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],

  axe: async ({ page }, use) => {
    await use((options) => seriousViolations(page, options));
  },

  demoAccount: async ({ account }, use) => {
    await use(demoAccount(account));
  },

  signedIn: async ({ page, demoAccount, lang }, use) => {
    // Relative: under the base URL's path too (tests/e2e/nginx.spec.ts serves one at /portal/).
    await page.goto('home');
    await signIn(page, demoAccount.axid, { lang });
    await expect(page.getByRole('tablist', { name: t(lang, 'parcels:title') })).toBeVisible();
    await use(page);
  },

  switchLanguage: async ({ page }, use) => {
    await use((lng) => switchLanguage(page, lng));
  },

  inEachLanguage: async ({ page }, use) => {
    await use(async (body) => {
      for (const [index, lng] of LANGUAGES.entries()) {
        if (index > 0) await switchLanguage(page, lng);
        await body(lng);
      }
    });
  },
});

export { expect };
