// Moving through the app the way a person does (signing in and out, switching language, in-app
// navigation) instead of reloading it: a full load restarts the app and its in-browser mock
// backend, the largest cost of these tests. Labels come from the app's own locale files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  LANGUAGE_CODE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from '../../src/i18n/languages';
import { DEMO_PASSWORD, SEEDED_CUSTOMER } from '../data';
import { EXTRA_RULES, MODERATE_OR_MINOR_RULES } from './axe-rules';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../data';
export { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language };

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
}

/**
 * Serious and critical axe violations on the page (or inside `include`), as readable lines. axe
 * runs in the page itself: injected once per document and reused after client-side navigations,
 * and asked for violations only (no list of passing nodes). This is about twice as fast as
 * @axe-core/playwright's analyze(), which re-injects axe and finishes every run in a new blank
 * page; the portal has no iframes for that to matter.
 * Colour contrast is checked in every language: a longer word can wrap onto another background.
 */
export async function seriousViolations(page: Page, { include }: AxeOptions = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const rules = Object.fromEntries([
    ...MODERATE_OR_MINOR_RULES.map((id) => [id, { enabled: false }]),
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

/**
 * The one way the browser tests sign in (the `signedIn` fixture uses it too): through the sidebar
 * form, as a person does, with its labels in `lang` (the page's language). Tests of the form
 * itself (by keyboard, before the app runs, without JavaScript) fill it their own way.
 */
export async function signIn(
  page: Page,
  identifier: string = SEEDED_CUSTOMER.axid,
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
  // Once the app's first render is on screen (App.tsx marks <html data-app>). A switch while the
  // prerendered page still hydrates is its own test (shell.spec.ts).
  await expect(page.locator('html')).toHaveAttribute('data-app', 'shown');
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
 * Holds back the app's entry (the `shell` chunk), so the page is the prerendered HTML alone; the
 * returned function lets it through.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

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

/** How the keyboard focus shows (see focusShown). */
export interface FocusShown {
  /** The focused element, as a person would point at it: tag, role, name; "<body>" when none. */
  element: string;
  /** The ring that shows it ("outline 2px rgb(…)", "box-shadow 4px rgba(…)"), or null. */
  ring: string | null;
  /** The ring's width in CSS pixels. */
  width: number;
  /** The colour behind the ring, as painted (backgrounds and their opacity composited). */
  background: string | null;
  /** The ring's contrast ratio against that colour, at its weakest side (0 without a ring). */
  contrast: number;
  /** What hides the ring on every side in the window (a toast), if something does. */
  hiddenUnder?: string;
}

/**
 * How the focused element shows that it has the focus: its outline or its focus ring (a box-shadow
 * with a spread and no offset, as Bootstrap draws one), whichever contrasts most with what is
 * painted behind it. The colour behind is read where the ring is drawn (the middle of each side's
 * part in the window, just outside the element, or inside for an inset outline), compositing the
 * backgrounds stacked there from the page up, each with its opacity; the weakest side counts. A
 * side that something stacked higher hides (a toast over the header) does not count: a ring hidden
 * on every side is no ring. A control drawn by something else (the file picker's transparent
 * input, a toggle button's clipped radio) shows its focus on its label or a wrapper. Background
 * images (gradients) are not read: the journey's screens have none under a ring.
 */
export function focusShown(page: Page): Promise<FocusShown> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const match = /rgba?\(([^)]+)\)/.exec(css);
      if (!match) throw new Error(`a colour the focus check cannot read: ${css}`);
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, bottom: Rgba, alpha = top[3]): Rgba => [
      top[0] * alpha + bottom[0] * (1 - alpha),
      top[1] * alpha + bottom[1] * (1 - alpha),
      top[2] * alpha + bottom[2] * (1 - alpha),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (x: Rgba, y: Rgba) => {
      const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const css = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map(Math.round).join(', ')})`;
    /** The element's opacity as painted: its own and its ancestors'. */
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement)
        opacity *= Number(getComputedStyle(e).opacity);
      return opacity;
    };
    /** The z-index `e` is painted at among the descendants of `root`, its ancestor. */
    const level = (e: Element, root: Element) => {
      let z = 0;
      for (let x: Element | null = e; x && x !== root; x = x.parentElement) {
        const style = getComputedStyle(x);
        if (style.position !== 'static' && style.zIndex !== 'auto') z = Number(style.zIndex);
      }
      return z;
    };
    /** Whether `e` is painted over `drawer` (a toast over the header): stacked higher. */
    const stackedOver = (e: Element, drawer: Element) => {
      let common = e.parentElement;
      while (common && !common.contains(drawer)) common = common.parentElement;
      return common !== null && level(e, common) > level(drawer, common);
    };
    /**
     * The colour painted at a point of the viewport under a ring that `drawer` draws: outside it,
     * what is behind the drawer; inside it (an inset outline), the drawer too. Null where the
     * point is off the window or something stacked over the drawer (a toast) hides the ring.
     */
    let hiddenUnder: string | undefined;
    const paintedAt = (x: number, y: number, drawer: Element, inside: boolean): Rgba | null => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
      const stack = document
        .elementsFromPoint(x, y)
        .filter((e) => (inside ? e === drawer || !drawer.contains(e) : !drawer.contains(e)));
      const hiding = stack.find(
        (e) => stackedOver(e, drawer) && parse(getComputedStyle(e).backgroundColor)[3] > 0,
      );
      if (hiding) {
        hiddenUnder = `${hiding.tagName.toLowerCase()}.${[...hiding.classList].join('.')}`;
        return null;
      }
      let colour: Rgba = [255, 255, 255, 1]; // the canvas
      for (const e of stack.reverse()) {
        const background = parse(getComputedStyle(e).backgroundColor);
        colour = over(background, colour, background[3] * Number(getComputedStyle(e).opacity));
      }
      return colour;
    };

    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement)
      return { element: '<body>', ring: null, width: 0, background: null, contrast: 0 };
    const name =
      focused.getAttribute('aria-label') ||
      (focused.id &&
        document.querySelector(`label[for="${CSS.escape(focused.id)}"]`)?.textContent) ||
      focused.textContent ||
      '';
    const role = focused.getAttribute('role');
    const element = `<${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}${
      role ? ` role=${role}` : ''
    }> "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;

    // A control drawn by something else (a transparent file input, a clipped toggle's radio)
    // shows its focus on what is seen: its label or one of its wrappers.
    const box = focused.getBoundingClientRect();
    const hidden =
      opacityOf(focused) === 0 ||
      getComputedStyle(focused).clip === 'rect(0px, 0px, 0px, 0px)' ||
      box.width <= 1 ||
      box.height <= 1;
    const drawers: Element[] = hidden
      ? [...((focused as HTMLInputElement).labels ?? [])]
      : [focused];
    if (hidden) {
      for (let e = focused.parentElement, n = 0; e && n < 3; e = e.parentElement, n++)
        drawers.push(e);
    }

    let best: FocusShown = { element, ring: null, width: 0, background: null, contrast: 0 };
    for (const drawer of drawers) {
      const style = getComputedStyle(drawer);
      const rings: { what: string; colour: Rgba; width: number; distance: number }[] = [];
      const outlineWidth = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && outlineWidth > 0) {
        rings.push({
          what: `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
          colour: parse(style.outlineColor),
          width: outlineWidth,
          distance: parseFloat(style.outlineOffset) + outlineWidth / 2,
        });
      }
      const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
      for (const shadow of shadows) {
        const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0];
        if (!colour || shadow.includes('inset')) continue;
        const lengths = shadow.replace(colour, '').match(/-?[\d.]+/g) ?? [];
        const [x = 0, y = 0, , spread = 0] = lengths.map(Number);
        if (x !== 0 || y !== 0 || spread <= 0) continue;
        rings.push({
          what: `box-shadow ${spread}px ${colour}`,
          colour: parse(colour),
          width: spread,
          distance: spread / 2,
        });
      }
      const edge = drawer.getBoundingClientRect();
      const opacity = opacityOf(drawer);
      for (const ring of rings) {
        // The middle of each side's part in view (the content, focused from the skip link, is
        // taller than the window).
        const d = ring.distance;
        const middleX = (Math.max(edge.left, 0) + Math.min(edge.right, innerWidth)) / 2;
        const middleY = (Math.max(edge.top, 0) + Math.min(edge.bottom, innerHeight)) / 2;
        const sides = [
          [middleX, edge.top - d],
          [edge.right + d, middleY],
          [middleX, edge.bottom + d],
          [edge.left - d, middleY],
        ] as const;
        let weakest: { contrast: number; background: Rgba } | null = null;
        for (const [x, y] of sides) {
          const behind = paintedAt(x, y, drawer, d < 0);
          if (!behind) continue;
          const ratio = contrast(over(ring.colour, behind, ring.colour[3] * opacity), behind);
          if (!weakest || ratio < weakest.contrast)
            weakest = { contrast: ratio, background: behind };
        }
        if (weakest && weakest.contrast > best.contrast)
          best = {
            element,
            ring: `${ring.what}${drawer === focused ? '' : ` (on ${drawer.tagName.toLowerCase()}.${[...drawer.classList].join('.')})`}`,
            width: ring.width,
            background: css(weakest.background),
            contrast: Math.round(weakest.contrast * 100) / 100,
          };
      }
    }
    if (!best.ring && hiddenUnder) best.hiddenUnder = hiddenUnder;
    return best;
  });
}

/**
 * Expects the keyboard focus on something (never fallen to <body>) that shows it: a ring at least
 * 2 px wide with a contrast of at least 3:1 against what is behind it (WCAG 2.4.7 and 1.4.11);
 * and, given `on`, on that element. `step` names the moment in the failure message. Retried for
 * `timeout` ms, until the page settles: a panel or dialog moves the focus once it has opened.
 */
export async function expectFocusShown(
  page: Page,
  step: string,
  { on, timeout = 10_000 }: { on?: Locator; timeout?: number } = {},
) {
  await expect(async () => {
    const shown = await focusShown(page);
    const ring =
      shown.ring ?? (shown.hiddenUnder ? `a ring under ${shown.hiddenUnder}` : 'no ring');
    const seen = `${step}: the focus is on ${shown.element}, shown by ${ring}${
      shown.background ? ` on ${shown.background}` : ''
    }`;
    expect(shown.element, seen).not.toBe('<body>');
    expect(shown.width, seen).toBeGreaterThanOrEqual(2);
    expect(shown.contrast, `${seen}: contrast`).toBeGreaterThanOrEqual(3);
  }).toPass({ timeout, intervals: [50, 100, 250] });
  if (on) await expect(on, `${step}: the focus belongs on ${on.toString()}`).toBeFocused();
}

/**
 * Presses `key` (Tab by default; Shift+Tab backwards; an arrow in a menu or a select) until
 * `target` has the focus, at most `max` times, checking after each press that the focus shows
 * (expectFocusShown). Fails with the elements the focus passed through.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 40 }: { key?: string; max?: number } = {},
) {
  const passed: string[] = [];
  const path = () => `${target.toString()}; the focus went through:\n  ${passed.join('\n  ')}`;
  for (let press = 1; press <= max; press++) {
    await page.keyboard.press(key);
    const shown = await focusShown(page);
    passed.push(shown.element);
    if (shown.element === '<body>')
      throw new Error(`${key} ×${press} left the page towards ${path()}`);
    // The focus moves with the key itself: it shows at once, not after a while (once a toast
    // that hid it has gone).
    await expectFocusShown(page, `${key} ×${press} towards ${target.toString()}`, {
      timeout: 2_000,
    });
    if (await target.evaluateAll((elements) => elements.some((e) => e === document.activeElement)))
      return;
  }
  throw new Error(`${max} × ${key} did not reach ${path()}`);
}

/**
 * Chooses `label` in the focused <select> with the arrow keys, as a keyboard user does without
 * opening its list: Down until it is chosen (Home first, so the order of the options does not
 * matter).
 */
export async function chooseWithArrows(page: Page, select: Locator, label: string) {
  await expect(select).toBeFocused();
  await page.keyboard.press('Home');
  const labels = await select.locator('option').allInnerTexts();
  for (let press = 0; press < labels.length; press++) {
    const chosen = await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
    if (chosen?.trim() === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option "${label}" in ${select.toString()}: ${labels.join(', ')}`);
}
