// Shared helpers for the end-to-end tests: the system Chromium (never a downloaded one),
// a fresh context per test, axe checks, and moving through the app the way a person does
// (signing in and out, switching language, in-app navigation) instead of reloading it: a full
// load restarts the app and its in-browser mock backend, the largest cost of these tests.
/* global window, document, PopStateEvent */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { MODERATE_OR_MINOR_RULES } from './axe-rules.mjs';

/** axe-core's browser build, injected into a page once per document. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The id of the announcement the demo is seeded with (a returning visitor has closed it). */
const SEEDED_POPUP_ID = readFileSync(
  new URL('../../mocks/db/fixtures/content.ts', import.meta.url),
  'utf8',
).match(/popapId: '([^']+)'/)[1];

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4317';

/** Chromium flags that work on this machine and in CI (also used by scripts/bench.mjs). */
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The e2e tests run in Chromium's headless shell (Debian's chromium-headless-shell, installed by
 * .ci/run), the browser without its desktop parts that Playwright itself runs headless tests in:
 * the same tests took about a quarter less time than in full Chromium's headless mode. It has
 * no PDF viewer, so a PDF opened in a window is downloaded. The benchmarks keep the full
 * browser (CHROMIUM below): they measure what a person's browser does.
 */
const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The full browser a person uses, for benchmarks (scripts/bench.mjs, scripts/bench-parcels.mjs). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * V8 without its optimising compilers (Maglev, TurboFan) for the e2e tests: each page lives a few
 * seconds, so compiling its hot functions again in optimised form mostly cost CPU on two busy
 * cores. The code runs the same, in the interpreter and the baseline compiler. The e2e stage took
 * 171 and 169 s with it, 191 and 186 s without (alternating runs, 2026-11-24). Not for benchmarks.
 */
const E2E_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

export async function launch({ executablePath = E2E_CHROMIUM, benchmark = false } = {}) {
  // run.mjs lists each file's tests first (none of them runs): no browser needed for that.
  if (process.env.E2E_LIST_ONLY) return { close: async () => {} };
  return chromium.launch({
    executablePath,
    args: benchmark ? FLAGS : [...FLAGS, E2E_JS_FLAGS],
    headless: true,
  });
}

/** This test process's Chromium, launched by the first newPage(). */
let browser;

/**
 * Waits until a form control shows `value`, as a person waits for a result to appear: on a first
 * visit the page can be typed into before the app runs, which then works the result out.
 */
export async function waitForValue(locator, value) {
  const control = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(([element, expected]) => element.value === expected, [control, value]);
}

/** Closes this process's Chromium: every e2e file's `after(closeBrowser)`. */
export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/** A new page in a clean context (own storage, own service worker). */
export async function newPage({ width = 1280, height = 900, showPopup = false } = {}) {
  browser ??= await launch();
  // Reduced motion: Bootstrap skips its fades, so axe never measures a half-faded colour.
  const context = await browser.newContext({
    viewport: { width, height },
    baseURL: BASE_URL,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  if (!showPopup) {
    // A returning visitor, who closed the seeded announcement (mocks/db/fixtures/content.ts)
    // on an earlier visit: it does not pop up over a click when its request answers. (Only
    // public.e2e.mjs and shell.e2e.mjs test the popup itself, as first-time visitors.)
    await context.addInitScript((id) => {
      localStorage.setItem('pp.popup.show', 'false');
      localStorage.setItem('pp.popup.id', id);
    }, SEEDED_POPUP_ID);
  }
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Serious and critical axe violations on the page (or inside `include`, a CSS selector), as
 * readable lines. axe runs in the page itself: injected once per document and reused after
 * client-side navigations, and asked for violations only (no list of passing nodes). This is
 * about twice as fast as @axe-core/playwright's analyze(), which re-injects axe and finishes
 * every run in a new blank page; the portal has no iframes for that to matter.
 *
 * `contrast: false` leaves out colour contrast, three quarters of axe's time: a screen checked in
 * the three languages has its colours checked in the first one only (see contrastIn), since the
 * colours come from the same stylesheet in every language; what a language changes (text,
 * names, labels, lang) is checked in each.
 */
export async function seriousViolations(page, { include, contrast = true } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const rules = Object.fromEntries(
    [...MODERATE_OR_MINOR_RULES, ...(contrast ? [] : ['color-contrast'])].map((id) => [
      id,
      { enabled: false },
    ]),
  );
  const violations = await page.evaluate(
    ({ context, rules }) =>
      window.axe
        .run(context ? { include: [context] } : document, {
          resultTypes: ['violations'],
          rules,
        })
        .then((results) =>
          results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            targets: v.nodes.map((node) => node.target.join(' ')),
          })),
        ),
    { context: include ?? null, rules },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

export const DEMO_ACCOUNTS = [
  { axid: 'AX10001', email: 'individual@demo.ge' },
  { axid: 'AX10002', email: 'company@demo.ge' },
  { axid: 'AX10003', email: 'entrepreneur@demo.ge' },
  { axid: 'AX10004', email: 'foreigner@demo.ge' },
];
export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the sidebar form (Georgian labels, the default language). */
export async function signIn(page, identifier, { remember = true, password = DEMO_PASSWORD } = {}) {
  await page.getByLabel('AX კოდი ან ელ. ფოსტა').fill(identifier);
  await page.getByLabel('პაროლი', { exact: true }).fill(password);
  if (remember) await page.getByLabel('დამიმახსოვრე').check();
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
}

/**
 * Closes the toasts that show, as a person does when one covers what they want to click: they
 * stack at the top right, over the header's language buttons, for 4 s or more. The close
 * buttons are clicked in the page, since a toast may hide by itself at any moment; a click
 * that waited for one gone would wait in vain.
 */
async function closeToasts(page) {
  const toasts = page.locator('.toast-stack .toast');
  await toasts.locator('.btn-close').evaluateAll((buttons) => buttons.forEach((b) => b.click()));
  await toasts.first().waitFor({ state: 'detached' });
}

/**
 * Signs out through the account menu (Georgian labels), closing first any toast over the menu;
 * resolves once the sign-in form shows.
 */
export async function signOut(page) {
  await closeToasts(page);
  await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
  await page.getByRole('button', { name: 'გასვლა' }).click();
  await page.getByRole('form', { name: 'ავტორიზაცია' }).waitFor();
}

/** Closes the open side panel with Escape, as a keyboard user does; resolves once it is gone. */
export async function closeSidePanel(page) {
  await page.keyboard.press('Escape');
  await page.locator('.side-panel').waitFor({ state: 'detached' });
}

/** The interface languages, each with the code its button in the header shows. */
export const LANGUAGES = [
  ['ka', 'GEO'],
  ['ru', 'RUS'],
  ['en', 'ENG'],
];

/** axe options for a screen checked in each language: colour contrast in the first one. */
export const contrastIn = (lng) => ({ contrast: lng === LANGUAGES[0][0] });

/**
 * Switches the interface to `lng` with its button in the header (on a page with the layout),
 * as a person does, closing first any toast over the buttons, and waits until the switch has
 * rendered: <html lang> is set once the language's texts are in, and the button shows as
 * pressed once React has re-rendered with it.
 */
export async function switchLanguage(page, lng) {
  const [, code] = LANGUAGES.find(([language]) => language === lng);
  await closeToasts(page);
  const button = page.getByRole('button', { name: new RegExp(`^${code}`) });
  await button.click();
  await page.waitForFunction((language) => document.documentElement.lang === language, lng);
  await page.locator('.language-switch button[aria-pressed="true"]', { hasText: code }).waitFor();
}

/**
 * Moves to `path` (with its query or hash) through the app's router, without a reload: a new
 * history entry and a popstate, as the browser's own back and forward do. For screens no link
 * leads to from where the test is; where a link does, the test clicks it.
 */
export async function navigateInApp(page, path) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.href === new URL(path, url).href);
}

/** The greeting card's figure ("ბალანსი", "დავალიანება") as a number. */
export async function greetingFigure(page, label) {
  const text = await page
    .locator('.greeting-figures div', { hasText: label })
    .locator('dd')
    .innerText();
  return Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));
}

/**
 * Waits until the greeting card's figure `label` equals `equals`, or (with `differsFrom`) until
 * it has changed; resolves with the figure then.
 */
export async function waitForGreetingFigure(page, label, { equals, differsFrom }) {
  await page.waitForFunction(
    ([name, expected, old]) => {
      const row = [...document.querySelectorAll('.greeting-figures div')].find((div) =>
        div.textContent.includes(name),
      );
      const text = row?.querySelector('dd')?.textContent ?? '';
      const value = Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));
      return expected === null ? value !== old : value === expected;
    },
    [label, equals ?? null, differsFrom ?? null],
  );
  return greetingFigure(page, label);
}

/** Signs `account` in on /home and waits for the customer's parcel tabs. */
export async function openDashboard(page, account = 'AX10001') {
  await page.goto('/home');
  await signIn(page, account);
  await page.getByRole('tablist', { name: 'ჩემი ამანათები' }).waitFor();
}
