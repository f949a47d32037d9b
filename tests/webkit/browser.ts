// WebKit as a person uses it, through WebdriverIO: a fresh browser session per journey, elements
// found the way a person finds them (by role and accessible name, by label, by text: Testing
// Library's queries, run in the page), actions through WebDriver's real input (clicks, keys, file
// uploads), and waits for what the page shows, never fixed sleeps.
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// eslint-disable-next-line testing-library/no-dom-import -- its queries run in WebKit's page, not in React
import type * as TestingLibraryDom from '@testing-library/dom';
import { inject } from 'vitest';
import { remote } from 'webdriverio';
import { POPUP } from '../../mocks/db/fixtures/content';
import { POPUP_FLAG_KEY, POPUP_ID_KEY, popupId } from '../../src/features/popup/popupRule';
import { LANGUAGE_STORAGE_KEY, type Language } from '../../src/i18n/languages';

type Browser = WebdriverIO.Browser;
type Ref = Record<string, string>;

/** How long a step waits for what it looks for (a busy two-core machine). */
const TIMEOUT = 15_000;
const INTERVAL = 100;

const TESTING_LIBRARY = readFileSync(
  resolve('node_modules/@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

type Text = string | RegExp;
type Wire = string | { source: string; flags: string };
const wire = (text: Text): Wire =>
  typeof text === 'string' ? text : { source: text.source, flags: text.flags };

/** One step of a locator: a query inside the element the steps before it found. */
type Step =
  | { by: 'role'; role: string; name?: Wire; exact?: boolean; level?: number }
  | { by: 'testid'; id: string }
  | { by: 'label' | 'text'; text: Wire; exact?: boolean }
  | { by: 'css'; selector: string; hasText?: Wire };

/**
 * Runs in the page: every element the steps find (the first match of each step but the last),
 * only those a person sees with `visible`; null until Testing Library is in the page.
 */
function findInPage(steps: Step[], visible: boolean): Element[] | null {
  const tl = (window as unknown as { TestingLibraryDom?: typeof TestingLibraryDom })
    .TestingLibraryDom;
  if (!tl) return null;
  const text = (w: Wire | undefined) =>
    w === undefined || typeof w === 'string' ? w : new RegExp(w.source, w.flags);
  let scope: Element[] = [document as unknown as Element];
  for (const step of steps) {
    const root = scope[0];
    if (!root) return [];
    const container = root as HTMLElement;
    switch (step.by) {
      case 'role': {
        const name = text(step.name);
        scope = tl.queryAllByRole(container, step.role as never, {
          ...(step.level === undefined ? {} : { level: step.level }),
          ...(name === undefined
            ? {}
            : {
                name:
                  typeof name === 'string' && !step.exact
                    ? (accessible: string) => accessible.toLowerCase().includes(name.toLowerCase())
                    : name,
              }),
        });
        break;
      }
      case 'testid':
        scope = tl.queryAllByTestId(container, step.id);
        break;
      case 'label':
        scope = tl.queryAllByLabelText(container, text(step.text)!, { exact: step.exact ?? false });
        break;
      case 'text':
        scope = tl.queryAllByText(container, text(step.text)!, {
          exact: step.exact ?? false,
          ignore: 'script, style, template',
        });
        break;
      case 'css': {
        const has = text(step.hasText);
        scope = [...container.querySelectorAll(step.selector)].filter((element) => {
          if (has === undefined) return true;
          const content = (element as HTMLElement).innerText ?? element.textContent ?? '';
          return typeof has === 'string' ? content.includes(has) : has.test(content);
        });
        break;
      }
    }
  }
  if (!visible) return scope;
  return scope.filter((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    );
  });
}

/** Runs in the page: a point of the element, in view, where a click reaches it (or null). */
function pointTakingClicks(element: Element) {
  const box = element.getBoundingClientRect();
  for (let y = box.top + 2; y < box.bottom; y += 4) {
    for (let x = box.left + box.width / 2; x < box.right; x += box.width) {
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === element || element.contains(hit))) {
        return { x: Math.round(x), y: Math.round(y) };
      }
    }
  }
  return null;
}

/** Polls `probe` until it gives a value that is not undefined; fails with `what` after the deadline. */
export async function until<T>(
  what: () => string,
  probe: () => Promise<T | undefined>,
  timeout = TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what()} (waited ${timeout / 1000} s)${last ? `: ${String(last)}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, INTERVAL));
  }
}

export class Locator {
  constructor(
    readonly page: Page,
    readonly steps: Step[],
    readonly description: string,
  ) {}

  private child(step: Step, description: string) {
    return new Locator(this.page, [...this.steps, step], `${this.description} › ${description}`);
  }
  getByRole(
    role: string,
    { name, exact, level }: { name?: Text; exact?: boolean; level?: number } = {},
  ) {
    return this.child(
      { by: 'role', role, ...(name === undefined ? {} : { name: wire(name) }), exact, level },
      `${role}${name === undefined ? '' : ` "${String(name)}"`}`,
    );
  }
  getByTestId(id: string) {
    return this.child({ by: 'testid', id }, `test id "${id}"`);
  }
  getByLabel(text: Text, { exact }: { exact?: boolean } = {}) {
    return this.child({ by: 'label', text: wire(text), exact }, `label "${String(text)}"`);
  }
  getByText(text: Text, { exact }: { exact?: boolean } = {}) {
    return this.child({ by: 'text', text: wire(text), exact }, `text "${String(text)}"`);
  }
  /** For parts no role names (a row, a card), as the Playwright tests do. */
  locator(selector: string, { hasText }: { hasText?: Text } = {}) {
    return this.child(
      { by: 'css', selector, ...(hasText === undefined ? {} : { hasText: wire(hasText) }) },
      `${selector}${hasText === undefined ? '' : ` with "${String(hasText)}"`}`,
    );
  }

  /** The elements found now (references for WebDriver), or only those a person sees. */
  async all({ visible = false } = {}): Promise<Ref[]> {
    const find = () => this.page.browser.execute(findInPage, this.steps, visible);
    let found = await find();
    if (found === null) {
      await this.page.inject();
      found = await find();
    }
    return (found ?? []) as unknown as Ref[];
  }
  private async visible(): Promise<Ref | undefined> {
    return (await this.all({ visible: true }))[0];
  }
  /** The first visible element, once there is one. */
  async element() {
    const ref = await until(
      () => `Not visible: ${this.description}`,
      () => this.visible(),
    );
    return this.page.browser.$(ref as never);
  }

  async click() {
    // WebDriver refuses a click on an element that another covers (a fading toast, a panel
    // sliding in): tried again until the element takes it, as Playwright's actionability does.
    await until(
      () => `Could not click ${this.description}`,
      async () => {
        const ref = await this.visible();
        if (!ref || !(await this.page.still(ref))) return undefined;
        await this.page.clickRef(ref);
        return true;
      },
    );
  }
  /**
   * Replaces the field's value by typing, as a person does (select all, then type), and again if
   * the field did not keep it (typed while the page was rendering it anew).
   */
  async fill(value: string) {
    await until(
      () => `Could not type "${value}" into ${this.description}`,
      async () => {
        const ref = await this.visible();
        if (!ref) return undefined;
        await this.page.clickRef(ref);
        const element = await this.page.browser.$(ref as never);
        await this.page.browser.execute((el) => (el as HTMLInputElement).select(), ref as never);
        await this.page.browser.keys(['Backspace']);
        if (value) await element.addValue(value);
        const typed = await this.page.browser.execute(
          (el) => (el as HTMLInputElement).value,
          ref as never,
        );
        return typed === value ? true : undefined;
      },
    );
  }
  /** Types into the field without clearing it first, key by key. */
  async type(value: string) {
    const element = await this.element();
    await element.click();
    await element.addValue(value);
  }
  async selectOption(value: string) {
    const element = await this.element();
    await element.selectByAttribute('value', value);
  }
  async check() {
    const element = await this.element();
    if (!(await element.isSelected())) await element.click();
    await until(
      () => `Not checked: ${this.description}`,
      async () => ((await element.isSelected()) ? true : undefined),
    );
  }
  /** Chooses a file in a file input (WebDriver's upload of a local file). */
  async setInputFile(path: string) {
    const [ref] = await until(
      () => `No file input: ${this.description}`,
      async () => {
        const refs = await this.all();
        return refs.length > 0 ? refs : undefined;
      },
    );
    await this.page.browser.$(ref as never).addValue(path);
  }
  async innerText() {
    const element = await this.element();
    return this.page.browser.execute((el) => (el as HTMLElement).innerText, element as never);
  }
  async attribute(name: string) {
    const element = await this.element();
    return element.getAttribute(name);
  }

  async expectVisible(message = '') {
    await this.element().catch((error: Error) => {
      throw new Error(`${message ? `${message}: ` : ''}${error.message}`);
    });
  }
  async expectCount(count: number) {
    let seen = -1;
    await until(
      () => `Expected ${count} of ${this.description}, saw ${seen}`,
      async () => ((seen = (await this.all()).length) === count ? true : undefined),
    );
  }
  async expectValue(value: string | RegExp) {
    let seen = '';
    await until(
      () => `Expected the value ${String(value)} in ${this.description}, saw "${seen}"`,
      async () => {
        const ref = await this.visible();
        if (!ref) return undefined;
        seen = await this.page.browser.execute(
          (el) => (el as HTMLInputElement).value,
          ref as never,
        );
        return (typeof value === 'string' ? seen === value : value.test(seen)) ? true : undefined;
      },
    );
  }
  async expectText(text: string | RegExp) {
    let seen = '';
    await until(
      () => `Expected the text ${String(text)} in ${this.description}, saw "${seen}"`,
      async () => {
        const ref = await this.visible();
        if (!ref) return undefined;
        seen = (
          await this.page.browser.execute((el) => (el as HTMLElement).innerText, ref as never)
        ).trim();
        return (typeof text === 'string' ? seen.includes(text) : text.test(seen))
          ? true
          : undefined;
      },
    );
  }
  async expectAttribute(name: string, value: string | RegExp) {
    let seen: string | null = null;
    await until(
      () => `Expected ${name}=${String(value)} on ${this.description}, saw ${seen}`,
      async () => {
        const refs = await this.all();
        if (!refs[0]) return undefined;
        seen = await this.page.browser.$(refs[0] as never).getAttribute(name);
        if (seen === null) return undefined;
        return (typeof value === 'string' ? seen === value : value.test(seen)) ? true : undefined;
      },
    );
  }
}

export interface SessionOptions {
  /** The interface language chosen on an earlier visit (default: none, so Georgian). */
  lang?: Language;
  /** A first-time visitor, to whom the announcement pops up. Default: a returning one. */
  firstVisit?: boolean;
  /** The window's inner size (default 1366×900). */
  width?: number;
  height?: number;
}

/** The page of one WebKit session: a fresh browser, so fresh storage and demo data. */
export class Page extends Locator {
  readonly baseUrl = inject('baseUrl');
  private constructor(readonly browser: Browser) {
    super(undefined as unknown as Page, [], 'page');
    (this as { page: Page }).page = this;
  }

  static async open(options: SessionOptions = {}) {
    const browser = await remote({
      hostname: '127.0.0.1',
      port: inject('webDriverPort'),
      path: '/',
      logLevel: 'silent',
      // A command that has no answer within 50 s (now and then a new session on a machine
      // loaded far past its cores) is sent once more, then fails within the journey's deadline.
      connectionRetryCount: 1,
      connectionRetryTimeout: 50_000,
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks WebDriver Classic only: without this it refuses the session.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: inject('minibrowser'), args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    const page = new Page(browser);
    // A session that fails to set up is ended here: the driver runs one session at a time.
    try {
      await page.resize(options.width ?? 1366, options.height ?? 900);
      // What an earlier visit left, written on a file of the origin before the app first loads.
      await browser.url(`${page.baseUrl}/favicon.svg`);
      const stored: [string, string][] = [];
      if (!options.firstVisit) {
        stored.push([POPUP_FLAG_KEY, 'false'], [POPUP_ID_KEY, popupId(POPUP)]);
      }
      if (options.lang) stored.push([LANGUAGE_STORAGE_KEY, options.lang]);
      const before = await browser.execute((json: string) => {
        const count = localStorage.length;
        for (const [key, value] of JSON.parse(json) as [string, string][]) {
          localStorage.setItem(key, value);
        }
        return count;
      }, JSON.stringify(stored));
      if (before !== 0) throw new Error('A new WebKit session started with stored data');
    } catch (error) {
      await browser.deleteSession().catch(() => undefined);
      throw error;
    }
    return page;
  }

  async close() {
    await this.browser.deleteSession();
  }

  /**
   * Sets the viewport (the window's inner size) to width × height CSS pixels. MiniBrowser's window
   * is never narrower than its toolbar (about 450 px): a phone's width is `phone()`'s.
   */
  async resize(width: number, height: number) {
    const inner = async () => {
      const [w = 0, h = 0] = await this.browser.execute(() => [
        window.innerWidth,
        window.innerHeight,
      ]);
      return { w, h };
    };
    let size = { w: 0, h: 0 };
    // The window manager applies a new size a moment later: wait for the inner size it gives.
    const fits = () =>
      this.browser
        .waitUntil(
          async () => {
            size = await inner();
            return size.w === width && size.h === height;
          },
          { timeout: 3_000, interval: 100 },
        )
        .then(
          () => true,
          () => false,
        );
    await this.browser.setWindowSize(width, height);
    // The toolbar takes its height from the window's: ask for the window that leaves this inside.
    if (!(await fits())) await this.browser.setWindowSize(width * 2 - size.w, height * 2 - size.h);
    if (!(await fits())) {
      throw new Error(`The window's inner size is ${size.w}×${size.h}, not ${width}×${height}`);
    }
  }

  /**
   * A phone's width: the narrowest window MiniBrowser has (its toolbar keeps it about 450 px wide,
   * never 390), which is below the portal's narrowest breakpoint (576 px) as a phone is, so it
   * shows the phone's layout. Resolves with the width.
   */
  async phone() {
    await this.browser.setWindowSize(390, 844);
    const width = await this.browser.execute(() => window.innerWidth);
    if (width >= 576) throw new Error(`The narrowest window is ${width} px wide, not a phone's`);
    return width;
  }

  /** Loads `path` and waits for the app's first render. */
  async goto(path: string) {
    await this.browser.url(new URL(path, this.baseUrl).href);
    await this.locator('html').expectAttribute('data-boot', 'done');
  }

  /** Testing Library into the page (once per document). */
  async inject() {
    await this.browser.execute(`${TESTING_LIBRARY};return true;`);
  }

  /** The lines of the page shown in Georgian capitals (Mtavruli), which Georgian text never is. */
  mtavruli() {
    return this.browser.execute(() =>
      document.body.innerText.split('\n').filter((line) => /[\u1C90-\u1CBF]/u.test(line)),
    );
  }

  async press(...keys: string[]) {
    await this.browser.keys(keys);
  }

  /** The address of the page (of the phone's frame, in one). */
  url() {
    return this.browser.execute(() => window.location.href);
  }
  async expectUrl(pattern: RegExp) {
    let seen = '';
    await until(
      () => `Expected the address ${String(pattern)}, saw ${seen}`,
      async () => (pattern.test((seen = await this.url())) ? true : undefined),
    );
  }

  /** Moves to `path` through the app's router, as tests/e2e/helpers/navigation.ts does. */
  async navigateInApp(path: string) {
    await this.browser.execute((target: string) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** How far the page scrolls sideways (0: it fits). */
  sideways() {
    return this.browser.execute(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }

  /** Clicks the element as a person does: where it takes the click, in view. */
  async clickRef(ref: Ref) {
    try {
      await this.browser.elementClick(Object.values(ref)[0]!);
    } catch (error) {
      // Where the element's middle is covered (WebKitGTK's overlay scrollbar over the lower half
      // of a row that scrolls sideways, the sticky header over a field), a person brings it into
      // view and clicks a part of it that takes the click.
      await this.browser.execute(
        (el) => (el as Element).scrollIntoView({ block: 'center', inline: 'nearest' }),
        ref as never,
      );
      const point = await this.browser.execute(pointTakingClicks, ref as never);
      if (!point) throw error;
      await this.browser
        .action('pointer')
        .move({ x: point.x, y: point.y, origin: 'viewport' })
        .down()
        .up()
        .perform();
    }
  }

  /** Waits until nothing scrolls sideways (a page re-laid out after a resize settles first). */
  async expectNoSideways(where: string) {
    let seen = 0;
    await until(
      () => `${where} scrolls sideways by ${seen} px`,
      async () => ((seen = await this.sideways()) === 0 ? true : undefined),
    );
  }

  /**
   * Whether the element stays where it is for a moment (not sliding in with its panel): a click
   * lands where the element was when WebDriver measured it.
   */
  async still(ref: Ref) {
    const box = () =>
      this.browser.execute(
        (el) => JSON.stringify((el as Element).getBoundingClientRect()),
        ref as never,
      );
    const before = await box();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return before === (await box());
  }

  async screenshot(name: string) {
    mkdirSync(resolve('test-results/webkit'), { recursive: true });
    await this.browser.saveScreenshot(resolve('test-results/webkit', `${name}.png`));
  }
}
