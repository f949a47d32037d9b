// Moving through the app the way a person does (signing in and out, switching language, in-app
// navigation) instead of reloading it: a full load restarts the app and its in-browser mock
// backend, the largest cost of these tests. Labels come from the app's own locale files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/config/demo';
import { LANGUAGE_CODE, LANGUAGES, type Language } from '../../src/i18n/languages';
import { EXTRA_RULES, MODERATE_OR_MINOR_RULES } from './axe-rules';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config/demo';
export { LANGUAGES, type Language };

/**
 * Where the app keeps the chosen interface language: src/i18n/index.ts's LANGUAGE_STORAGE_KEY
 * (not imported, since that module starts i18next).
 */
export const LANGUAGE_STORAGE_KEY = 'pp.lang';

type Texts = { [key: string]: string | Texts };
const namespaces = new Map<string, Texts>();

/**
 * The interface text `key` ("namespace:path.to.key") in `lng`, from src/locales, with
 * {{name}} placeholders filled from `values`.
 */
export function t(lng: Language, key: string, values: Record<string, string | number> = {}) {
  const [ns, path] = key.split(':') as [string, string];
  const file = `src/locales/${lng}/${ns}.json`;
  let texts = namespaces.get(file);
  if (!texts) {
    texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    namespaces.set(file, texts);
  }
  const text = path
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      texts,
    );
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${lng}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** axe-core's browser build, injected into a page once per document. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeOptions {
  /** a CSS selector: check only inside it */
  include?: string;
  /** false: leave out colour contrast (see contrastIn) */
  contrast?: boolean;
}

/**
 * Serious and critical axe violations on the page (or inside `include`), as readable lines. axe
 * runs in the page itself: injected once per document and reused after client-side navigations,
 * and asked for violations only (no list of passing nodes). This is about twice as fast as
 * @axe-core/playwright's analyze(), which re-injects axe and finishes every run in a new blank
 * page; the portal has no iframes for that to matter.
 *
 * `contrast: false` leaves out colour contrast, three quarters of axe's time: a screen checked in
 * the three languages has its colours checked in the first one only (see contrastIn), since the
 * colours come from the same stylesheet in every language; what a language changes (text,
 * names, labels, lang) is checked in each.
 */
export async function seriousViolations(page: Page, { include, contrast = true }: AxeOptions = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const rules = Object.fromEntries([
    ...[...MODERATE_OR_MINOR_RULES, ...(contrast ? [] : ['color-contrast'])].map((id) => [
      id,
      { enabled: false },
    ]),
    ...EXTRA_RULES.map((id) => [id, { enabled: true }]),
  ]);
  const violations = await page.evaluate(
    async ({ context, rules }) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      const results = await axe.run(context ? { include: [context] } : document, {
        resultTypes: ['violations'],
        rules,
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { context: include ?? null, rules },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** What the tests use of axe-core's API in the page. */
interface AxeInPage {
  run(
    context: unknown,
    options: unknown,
  ): Promise<{
    violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[];
  }>;
}

/** axe options for a screen checked in each language: colour contrast in the first one only. */
export const contrastIn = (lng: Language): AxeOptions => ({ contrast: lng === LANGUAGES[0] });

/** Signs in through the sidebar form, with its labels in `lang` (the page's language). */
export async function signIn(
  page: Page,
  identifier: string,
  {
    remember = true,
    password = DEMO_PASSWORD,
    lang = 'ka',
  }: { remember?: boolean; password?: string; lang?: Language } = {},
) {
  await page.getByLabel(t(lang, 'accounts:signIn.identifier')).fill(identifier);
  await page.getByLabel(t(lang, 'accounts:signIn.password'), { exact: true }).fill(password);
  if (remember) await page.getByLabel(t(lang, 'accounts:signIn.remember')).check();
  await page.getByRole('button', { name: t(lang, 'accounts:signIn.submit'), exact: true }).click();
}

/**
 * Closes the toasts that show, as a person does when one covers what they want to click: they
 * stack at the top right, over the header's language buttons, for 4 s or more. The close
 * buttons are clicked in the page, since a toast may hide by itself at any moment; a click
 * that waited for one gone would wait in vain.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator('.toast-stack .toast');
  await toasts
    .locator('.btn-close')
    .evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
  await expect(toasts).toHaveCount(0);
}

/**
 * Signs out through the account menu (labels in `lang`), closing first any toast over the menu;
 * resolves once the sign-in form shows.
 */
export async function signOut(page: Page, lang: Language = 'ka') {
  await closeToasts(page);
  await page.getByRole('button', { name: new RegExp(t(lang, 'common:userMenu.label')) }).click();
  await page.getByRole('button', { name: t(lang, 'common:userMenu.signOut') }).click();
  await expect(page.getByRole('form', { name: t(lang, 'accounts:signIn.title') })).toBeVisible();
}

/** Closes the open side panel with Escape, as a keyboard user does; resolves once it is gone. */
export async function closeSidePanel(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.side-panel')).toHaveCount(0);
}

/**
 * Switches the interface to `lng` with its button in the header (on a page with the layout),
 * as a person does, closing first any toast over the buttons, and waits until the switch has
 * rendered: <html lang> is set once the language's texts are in, and the button shows as
 * pressed once React has re-rendered with it.
 */
export async function switchLanguage(page: Page, lng: Language) {
  const button = page.getByRole('button', { name: new RegExp(`^${LANGUAGE_CODE[lng]}`) });
  // Not while React is still hydrating a prerendered page (App.tsx marks <html data-app> once its
  // first render is on screen): a switch then gives the rest of the page the new language's text
  // to hydrate against the old one's HTML, which React reports as error #418: a bug of the app's
  // language switch, which this wait keeps out of the tests of other things.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'shown');
  // On the prerendered page the lazy parts (news, prices, the converter) hydrate once their chunks
  // are in, after that first render: a switch before then hits the same error, so wait for the
  // network to settle.
  if ((await page.locator('html[data-boot="prerendered"]').count()) > 0)
    await page.waitForLoadState('networkidle');
  await closeToasts(page);
  await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Moves to `path` (with its query or hash) through the app's router, without a reload: a new
 * history entry and a popstate, as the browser's own back and forward do. For screens no link
 * leads to from where the test is; where a link does, the test clicks it.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.href === new URL(path, url).href);
}

/** A figure as shown ("1 234,56 ₾", "125.50") as a number. */
export const amount = (text: string) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));

/** The greeting card's figure `label` ("ბალანსი", "დავალიანება") as a number. */
export async function greetingFigure(page: Page, label: string) {
  const figure = page.locator('.greeting-figures div', { hasText: label }).locator('dd');
  return amount(await figure.innerText());
}

/**
 * How often expect.poll reads a figure that is on its way: every quarter second, as a glance
 * would, rather than its default of every second once it has waited a little.
 */
export const POLL = { intervals: [100, 250] };

/**
 * Pays the fee of one unpaid flight from China from the balance, in the arrived parcels' tab, and
 * waits for the success notice; gives the debt before and the fee.
 */
export async function payOneFlight(page: Page) {
  await page.getByRole('tab', { name: /^ჩამოსული/ }).click();
  const debtBefore = await greetingFigure(page, 'დავალიანება');
  const group = page.locator('.parcel-group-header', { hasText: 'CN-' }).filter({
    has: page.getByText('გადაუხდელი'),
  });
  const fee = amount(await group.locator('.parcel-group-fee .fw-semibold').innerText());
  await group.getByRole('button', { name: /გადახდა/ }).click();
  const dialog = page.getByRole('dialog', { name: /რეისის .* გადახდა/ });
  await dialog.getByRole('button', { name: /^გადახდა:/ }).click();
  await expect(page.getByText('გადახდა წარმატებით განხორციელდა').first()).toBeVisible();
  return { debtBefore, fee };
}

/** Waits until the greeting card's figure `label` equals `value`. */
export async function expectGreetingFigure(page: Page, label: string, value: number) {
  await expect.poll(() => greetingFigure(page, label), POLL).toBe(value);
}

/** How far `element` (or the page) scrolls sideways: 0 when it fits. */
export function sideways(target: Page | Locator) {
  return 'goto' in target
    ? target.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
    : target.evaluate((el) => el.scrollWidth - el.clientWidth);
}

/** Opens the add-a-parcel panel from the dashboard (in Georgian). */
export async function openAddPanel(page: Page) {
  await page.getByRole('button', { name: 'ამანათის დამატება' }).first().click();
  const panel = page.getByRole('dialog', { name: 'ამანათის დამატება' });
  await expect(panel.getByLabel('თრექინგ ნომერი')).toBeVisible();
  return panel;
}

/** Fills a parcel from Amazon (USA) worth `amount` USD. */
export async function fillParcel(
  panel: Locator,
  { tracking, amount }: { tracking: string; amount: string },
) {
  await panel.getByLabel('თრექინგ ნომერი').fill(tracking);
  await panel.getByLabel('რაოდენობა').fill('1');
  await panel.getByLabel('კატეგორია').selectOption('COMPUTERS_AND_LAPTOPS');
  await panel.getByLabel('ქვეყანა').selectOption('2');
  await panel.getByLabel('ონლაინ მაღაზია').selectOption('amazon');
  await panel.getByLabel('თანხა').fill(amount);
  await panel.getByLabel('ვალუტა').selectOption('USD');
}

/** Declares a parcel under 300 GEL through the panel and waits for the confirmation. */
export async function declareParcel(page: Page, tracking: string) {
  const panel = await openAddPanel(page);
  await fillParcel(panel, { tracking, amount: '20' });
  await panel.getByRole('button', { name: 'დეკლარირება' }).click();
  await expect(page.getByText(`ამანათი ${tracking} დადეკლარირებულია`)).toBeVisible();
}

/** The row (wide screens) or card (phones) of a parcel in the open tab. */
export const parcelRow = (page: Page, tracking: string) =>
  page.getByRole('tabpanel').locator('tr, article', { hasText: tracking }).first();
