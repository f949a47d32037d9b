import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import type { Popup } from '@/api';
import { App } from '@/app/App';
import {
  announcementAtBuild,
  CUSTOMER_ROOT_ID,
  renderAnnouncement,
  renderHome,
  visitCheck,
  visitStart,
  type VisitFiles,
} from '@/app/prerender';
import { POPUP_FLAG_KEY, POPUP_ID_KEY } from '@/features/popup/popupRule';
import { makeStore, type AppStore } from '@/store/store';
import { apiSignIn } from './helpers/session';
import { failing, makePopup, servePopup } from './public/helpers';
import { setupUser } from './render';

/**
 * The HTML of renderHome. React's server renderer leaves the context values of its last task
 * set when it finishes (on a server no client renderer shares them); here the client renders
 * next, in the same module graph, so an empty server render puts them back to their defaults.
 */
async function prerendered(options?: { customer?: boolean }): Promise<string> {
  const html = await renderHome(options);
  await prerender(<></>);
  return html;
}

/** The built files the visit checks are given: the entry and the shell, the dashboard's, the mock's. */
const FILES: VisitFiles = {
  entry: '/assets/entry.js',
  entryImports: ['/assets/shell.js'],
  customerHome: ['/assets/home.js', '/assets/home.css'],
  mockLayer: ['/assets/browser.js'],
};

/**
 * The page as the built index.html has it: the head's visit start, then the preloader, the
 * prerendered #root (a visitor's /home), the customer's /home after it, the build's
 * announcement (`popup`, none by default) and the visit check.
 */
async function loadBuiltPage(path: string, { popup = null }: { popup?: Popup | null } = {}) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  // A new page: what the last one's scripts told of their visit goes with it.
  document.documentElement.removeAttribute('data-visit');
  document.documentElement.removeAttribute('data-prerendered');
  new Function(visitStart(FILES))();
  const announcement = await renderAnnouncement(popup);
  const customerHome = `<div id="${CUSTOMER_ROOT_ID}" data-page="customer">${await prerendered({ customer: true })}</div>`;
  document.body.innerHTML = `<div id="preloader"></div><div id="root" data-page="visitor">${await prerendered()}</div>${customerHome}${announcement}`;
  new Function(visitCheck(FILES))();
  return {
    root: document.getElementById('root')!,
    /** Both pages' containers, as "id data-page": only #root stays, unmarked. */
    containers: () =>
      [...document.querySelectorAll('[data-page], #root, #customer-root')].map((element) =>
        [element.id, element.getAttribute('data-page')].filter(Boolean).join(' '),
      ),
    preloader: () => document.getElementById('preloader'),
    /** Whether the entry module has been added to the page, which starts the app. */
    started: () => document.head.querySelector(`script[type="module"][src="${FILES.entry}"]`),
    /** The head's preload links, as "rel href", with the mock layer's priority and mark. */
    preloads: () =>
      [...document.head.querySelectorAll('link')].map((link) =>
        [
          link.rel,
          link.rel === 'preload' && `as ${link.as}`,
          link.getAttribute('href'),
          link.getAttribute('blocking') === 'render' && 'blocking the paint',
          link.hasAttribute('data-mock-layer') && `low: ${link.fetchPriority === 'low'}`,
        ]
          .filter(Boolean)
          .join(' '),
      ),
  };
}

/** What the head's visit start preloads for a visit that does not keep the prerendered page. */
const SHELL_AND_MOCK_FROM_THE_HEAD = [
  'modulepreload /assets/entry.js',
  'modulepreload /assets/shell.js',
  'modulepreload /assets/browser.js low: true',
];

/**
 * The app, hydrated over the kept page, with `store` (a fresh one by default); returns a function
 * that unmounts it. `onRecoverableError` hears of a mismatch, after which React renders anew.
 */
async function hydrateApp(
  root: HTMLElement,
  {
    store = makeStore(),
    onRecoverableError,
  }: { store?: AppStore; onRecoverableError?: (error: unknown) => void } = {},
) {
  const app = await act(async () =>
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} />
      </StrictMode>,
      { onRecoverableError },
    ),
  );
  return () => act(() => app.unmount());
}

/** Resolves after the browser's next frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Resolves once the page is on screen where paints are not reported: two frames. */
const painted = () => nextFrame().then(nextFrame);

// The server renderer marks each provider it renders as its own and never unmarks it; the client
// renderer after it, in the same realm (never so in the app), warns once per provider that two
// renderers share it. That warning alone is dropped; every other error still shows.
beforeEach(() => {
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
    error(...args);
  });
});

afterEach(() => {
  document.documentElement.removeAttribute('data-visit');
  document.documentElement.removeAttribute('data-prerendered');
  document.documentElement.removeAttribute('data-app');
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the prerendered first screen', () => {
  it('is /home for a Georgian visitor: navigation, sign-in form and the hero, before any data', async () => {
    const { root } = await loadBuiltPage('/home');
    const page = within(root);
    expect(page.getByRole('navigation', { name: 'მთავარი ნავიგაცია' })).toBeInTheDocument();
    expect(page.getByRole('form', { name: 'ავტორიზაცია' })).toBeInTheDocument();
    expect(
      page.getByRole('heading', {
        level: 1,
        name: 'ამანათები ჩინეთიდან, აშშ-დან და თურქეთიდან საქართველოში',
      }),
    ).toBeInTheDocument();
    // Where data goes, the loading state: nothing was fetched at build time.
    expect(page.getAllByText('იტვირთება…').length).toBeGreaterThan(0);
  });

  it('has the sidebar before the page, as it shows: a page painted while parsed never moves down', () =>
    loadBuiltPage('/home').then(({ root }) => {
      const form = within(root).getByRole('form', { name: 'ავტორიზაცია' });
      const hero = within(root).getByRole('heading', { level: 1 });
      expect(form.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }));

  it('is kept, without the preloader, on a first visit to /home or /, which becomes /home', async () => {
    for (const path of ['/home', '/']) {
      const page = await loadBuiltPage(path);
      expect(page.root.childElementCount).toBeGreaterThan(0);
      expect(page.preloader()).toBeNull();
      expect(window.location.pathname).toBe('/home');
      // The customer's page, never laid out on this visit, is gone; #root is unmarked.
      expect(page.containers()).toEqual(['root']);
    }
  });

  it.each([
    ['another page', '/tarrifs', () => {}],
    ['another language', '/home', () => localStorage.setItem('pp.lang', 'ru')],
    [
      "another language, a customer's",
      '/home',
      () => {
        localStorage.setItem('pp.lang', 'en');
        localStorage.setItem('pp.token', 'token');
      },
    ],
  ])('is taken away for %s, behind the preloader', async (_case, path, given) => {
    given();
    const page = await loadBuiltPage(path);
    expect(page.root.childElementCount).toBe(0);
    expect(page.preloader()).not.toBeNull();
    expect(document.getElementById(CUSTOMER_ROOT_ID)).toBeNull();
  });

  it.each([
    ['a remembered session', () => localStorage.setItem('pp.token', 'token')],
    ['a session of this tab', () => sessionStorage.setItem('pp.token', 'token')],
  ])("is the customer's page for %s: the dashboard, its figures loading", async (_case, given) => {
    given();
    const page = await loadBuiltPage('/');
    expect(page.preloader()).toBeNull();
    // The customer's page is #root now, where the app hydrates it; the visitor's is gone.
    expect(page.containers()).toEqual(['root']);
    expect(document.getElementById(CUSTOMER_ROOT_ID)).toBeNull();
    const dashboard = within(page.root);
    expect(dashboard.getByRole('heading', { level: 1, name: 'ჩემი კაბინეტი' })).toBeInTheDocument();
    expect(dashboard.getByRole('button', { name: 'ამანათის დამატება' })).toBeInTheDocument();
    expect(dashboard.getByText(/შეკვეთისთანავე დაამატეთ ყოველი ამანათი/)).toBeInTheDocument();
    expect(dashboard.queryByRole('form', { name: 'ავტორიზაცია' })).not.toBeInTheDocument();
    // The dashboard's stylesheets hold the first paint back (without them it shifted when they
    // came); its code and the shell come after the paint.
    expect(page.preloads()).toEqual(['stylesheet /assets/home.css blocking the paint']);
  });

  it('is what the app renders first for a returning customer: it hydrates without a mismatch', async () => {
    localStorage.setItem('pp.token', await apiSignIn('AX10001'));
    const { root } = await loadBuiltPage('/home');
    const recoverable = vi.fn();
    const unmount = await hydrateApp(root, { onRecoverableError: recoverable });
    try {
      // The stored session is confirmed: the greeting and the parcels arrive in the page.
      // The customer's data comes through the whole mock backend in jsdom: with vitest beside the
      // browser tests on two cores that can take longer than the default wait.
      await screen.findByText('გამარჯობა, გიორგი!', {}, { timeout: 45_000 });
      await screen.findByText('YT2411220384512');
      expect(screen.getByRole('heading', { level: 1, name: 'ჩემი კაბინეტი' })).toBeInTheDocument();
      expect(recoverable.mock.calls.map(([error]) => String(error).slice(0, 1500))).toEqual([]);
    } finally {
      unmount();
    }
  });

  it("becomes the visitor's page when the stored session is refused", async () => {
    localStorage.setItem('pp.token', 'a-token-the-server-refuses');
    const { root } = await loadBuiltPage('/home');
    const unmount = await hydrateApp(root);
    try {
      await screen.findByRole('form', { name: 'ავტორიზაცია' });
      expect(screen.queryByRole('heading', { name: 'ჩემი კაბინეტი' })).not.toBeInTheDocument();
    } finally {
      unmount();
    }
  });

  it("is the app's to render for a customer's /home with a parcel tab in its address", async () => {
    localStorage.setItem('pp.token', 'token');
    const page = await loadBuiltPage('/home#arrived');
    expect(page.root.childElementCount).toBe(0);
    expect(page.preloader()).not.toBeNull();
  });

  it('marks the last button clicked before the app listens, for main.tsx to click again', async () => {
    localStorage.removeItem(POPUP_FLAG_KEY);
    await loadBuiltPage('/home', { popup: POPUP });
    const user = setupUser();
    const marked = () => [...document.querySelectorAll('[data-clicked-before-app]')];
    await user.click(screen.getByRole('button', { name: 'დახურვა' })); // the announcement's copy
    expect(marked()).toEqual([]);
    const signUp = screen.getByRole('button', { name: 'უფასო რეგისტრაცია' });
    const signIn = screen.getByRole('button', { name: /^შესვლა$/ });
    await user.click(signUp);
    await user.click(signIn);
    expect(marked()).toEqual([signIn]);
    document.documentElement.dataset.app = 'starting';
    await user.click(signUp);
    expect(marked()).toEqual([signIn]);
  });

  it("lays out only the page of this kind of visit while the HTML is parsed (index.html's styles)", () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(readFileSync('index.html', 'utf8'))![1]!;
    document.head.innerHTML = `<style>${style}</style>`;
    document.body.innerHTML = '<div data-page="visitor"></div><div data-page="customer"></div>';
    const shown = () =>
      [...document.querySelectorAll('[data-page]')]
        .filter((page) => getComputedStyle(page).display !== 'none')
        .map((page) => page.getAttribute('data-page'));
    for (const [visit, page] of [
      ['visitor', 'visitor'],
      ['other', 'visitor'],
      ['customer', 'customer'],
    ]) {
      document.documentElement.setAttribute('data-visit', visit!);
      expect(shown()).toEqual([page]);
    }
  });

  it('is painted before the app fetches anything: the entry and the mock come two frames later', async () => {
    const page = await loadBuiltPage('/home');
    expect(page.started()).toBeNull();
    expect(page.preloads()).toEqual([]);
    await painted();
    expect(page.started()).not.toBeNull();
    // The mock backend answers the first screen's calls: its code comes beside the shell.
    expect(page.preloads()).toEqual([
      'modulepreload /assets/shell.js',
      'modulepreload /assets/browser.js low: true',
    ]);
  });

  it("waits for the browser's first contentful paint where the browser reports paints", async () => {
    const observers: ((entries: { name: string }[]) => void)[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(
        private callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
      ) {}
      observe() {
        observers.push((entries) =>
          this.callback({ getEntriesByName: (name) => entries.filter((e) => e.name === name) }),
        );
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      const page = await loadBuiltPage('/home');
      await painted();
      observers.forEach((deliver) => deliver([{ name: 'first-paint' }]));
      expect(page.started()).toBeNull();
      observers.forEach((deliver) => deliver([{ name: 'first-contentful-paint' }]));
      expect(page.started()).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts the app at once behind the preloader, in a hidden tab too, its code fetched from the head', async () => {
    localStorage.setItem('pp.lang', 'en');
    const page = await loadBuiltPage('/home');
    expect(page.started()).not.toBeNull();
    expect(page.preloads()).toEqual(SHELL_AND_MOCK_FROM_THE_HEAD);
    localStorage.clear();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect((await loadBuiltPage('/home')).started()).not.toBeNull();
    hidden.mockRestore();
  });

  it("preloads the dashboard's code and styles, not the mock's, for a returning customer's /home", async () => {
    sessionStorage.setItem('pp.token', 'token');
    expect((await loadBuiltPage('/tarrifs')).preloads()).toEqual(SHELL_AND_MOCK_FROM_THE_HEAD);
    // Kept, the customer's page starts the app once it is painted.
    const kept = await loadBuiltPage('/');
    expect(kept.started()).toBeNull();
    await painted();
    expect(kept.started()).not.toBeNull();
    expect(kept.preloads()).toEqual([
      'stylesheet /assets/home.css blocking the paint',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/home.js',
      'preload as style /assets/home.css',
    ]);
    // In another language, at once, the shell from the head.
    localStorage.setItem('pp.lang', 'ru');
    const page = await loadBuiltPage('/');
    expect(page.started()).not.toBeNull();
    expect(page.preloads()).toEqual([
      'modulepreload /assets/entry.js',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/home.js',
      'preload as style /assets/home.css',
    ]);
  });

  it('is what the app renders first: it hydrates without a mismatch and then works', async () => {
    const { root } = await loadBuiltPage('/home');
    const store = makeStore();
    const recoverable = vi.fn();
    const unmount = await hydrateApp(root, { store, onRecoverableError: recoverable });
    try {
      // The data arrives from the mock backend into the hydrated page, which answers clicks.
      const news = screen.getByRole('region', { name: 'ბოლო სიახლეები' });
      await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(4));
      await setupUser().click(screen.getByRole('button', { name: 'უფასო რეგისტრაცია' }));
      expect(store.getState().panels.open).toBe('signUp');
      expect(recoverable.mock.calls.map(([error]) => String(error).slice(0, 1500))).toEqual([]);
    } finally {
      unmount();
    }
  });
  it('keeps what was typed into the calculators before the app ran', async () => {
    const { root } = await loadBuiltPage('/home');
    const user = setupUser();
    const converter = within(screen.getByRole('form', { name: 'ვალუტის კონვერტორი' }));
    await user.type(converter.getByLabelText('თანხა', { exact: true }), '1a00');
    await user.selectOptions(converter.getByLabelText('ვალუტა'), 'CNY');
    const volume = within(screen.getByRole('form', { name: 'მოცულობითი წონის კალკულატორი' }));
    await user.type(volume.getByLabelText('სიგრძე, სმ'), '30');
    await user.type(volume.getByLabelText('სიგანე, სმ'), '40');
    await user.type(volume.getByLabelText('სიმაღლე, სმ'), '5x0');
    const recoverable = vi.fn();
    const unmount = await hydrateApp(root, { onRecoverableError: recoverable });
    try {
      // The app cleans what it keeps as it cleans what is typed into it: digits and a point.
      await waitFor(() =>
        expect(converter.getByLabelText('თანხა ლარში (GEL)')).toHaveValue('37,52'),
      );
      expect(converter.getByLabelText('თანხა', { exact: true })).toHaveValue('100');
      expect(converter.getByLabelText('ვალუტა')).toHaveValue('CNY');
      expect(volume.getByLabelText('სიმაღლე, სმ')).toHaveValue('50');
      expect(volume.getByLabelText('მოცულობითი წონა')).toHaveValue('10,0');
      // Kept by the hydrated page, not by a page rendered again.
      expect(recoverable).not.toHaveBeenCalled();
    } finally {
      unmount();
    }
  });
});

/** An element as a person sees it built: tag, attributes, inline style and content, no comments. */
function shape(element: Element): unknown {
  const children: unknown[] = [];
  for (const node of element.childNodes) {
    if (node instanceof Element) children.push(shape(node));
    else if (node.nodeType === Node.TEXT_NODE) {
      const last = children.length - 1;
      if (typeof children[last] === 'string') children[last] += node.textContent ?? '';
      else children.push(node.textContent ?? '');
    }
  }
  return {
    tag: element.tagName,
    attributes: [...element.attributes]
      .filter((attribute) => attribute.name !== 'style')
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort(),
    style: element instanceof HTMLElement ? element.style.cssText : '',
    children,
  };
}

const POPUP = makePopup();
const TITLE = 'ახალი წლის განრიგი';
const snapshot = () => document.getElementById('popup-snapshot');

describe("the build's announcement in the prerendered page", () => {
  // tests/setup.ts makes every test a returning visitor who closed the seed popup: start fresh.
  beforeEach(() => {
    localStorage.removeItem(POPUP_FLAG_KEY);
    localStorage.removeItem(POPUP_ID_KEY);
  });

  it("is the mock backend's announcement, sanitised at build time, and nothing when none is on", async () => {
    const seed = await announcementAtBuild();
    expect(seed?.popapId).toBe('popup-2026-11');
    expect(await renderAnnouncement(seed)).toContain(seed!.titleKa);

    const html = await renderAnnouncement(
      makePopup({
        descriptionKa:
          '<p>ტექსტი</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
      }),
    );
    expect(html).toContain('<p>ტექსტი</p>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(await renderAnnouncement(null)).toBe('');
    expect(await renderAnnouncement(makePopup({ popap: false }))).toBe('');
  });

  it('shows on a first visit with the page, before the app has run', async () => {
    const page = await loadBuiltPage('/home', { popup: POPUP });
    expect(page.started()).toBeNull();
    const dialog = screen.getByRole('dialog', { name: TITLE });
    expect(within(dialog).getByText('რეისები 31 დეკემბერს არ გაფრინდება.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'გასაგებია' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'დახურვა' })).toBeVisible();
  });

  it.each([
    ['shows when the flag is "true"', true, { [POPUP_FLAG_KEY]: 'true' }],
    [
      'shows when another announcement was closed',
      true,
      { [POPUP_FLAG_KEY]: 'false', [POPUP_ID_KEY]: 'popup-2026-10' },
    ],
    [
      'is removed when this announcement was closed',
      false,
      { [POPUP_FLAG_KEY]: 'false', [POPUP_ID_KEY]: 'popup-2026-11' },
    ],
    ["shows on a returning customer's page too", true, { 'pp.token': 't' }],
    ['is removed when the page is not kept (Russian)', false, { 'pp.lang': 'ru' }],
  ])('%s', async (_case, shown, stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    await loadBuiltPage('/home', { popup: POPUP });
    if (shown) expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
    else expect(snapshot()).toBeNull();
  });

  it('closes before the app runs as the app does: its buttons, a click beside it, Escape', async () => {
    const user = setupUser();
    const closers: [string, () => Promise<void>][] = [
      ['OK', () => user.click(screen.getByRole('button', { name: 'გასაგებია' }))],
      ['×', () => user.click(screen.getByRole('button', { name: 'დახურვა' }))],
      ['beside', () => user.click(document.querySelector('#popup-snapshot .modal')!)],
      ['Escape', () => user.keyboard('{Escape}')],
    ];
    for (const [, close] of closers) {
      localStorage.clear();
      await loadBuiltPage('/home', { popup: POPUP });
      // A click on the dialog's own text does not close it.
      await user.click(screen.getByText('რეისები 31 დეკემბერს არ გაფრინდება.'));
      expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
      await close();
      expect(snapshot()).toBeNull();
      expect(localStorage.getItem(POPUP_FLAG_KEY)).toBe('false');
      expect(localStorage.getItem(POPUP_ID_KEY)).toBe('popup-2026-11');
    }
  });

  it("is replaced by the app's dialog, built the same, without a moment of none or two", async () => {
    servePopup(POPUP);
    const { root } = await loadBuiltPage('/home', { popup: POPUP });
    const built = snapshot()!;
    const before = shape(built.querySelector('.popup-announcement')!);
    const backdrop = shape(built.querySelector('.modal-backdrop')!);
    // Counted after each batch of DOM changes, that is after each of React's commits.
    const counts: number[] = [];
    const observer = new MutationObserver(() =>
      counts.push(document.querySelectorAll('.popup-announcement').length),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    const unmount = await hydrateApp(root);
    try {
      await waitFor(() => expect(snapshot()).toBeNull());
      const dialog = screen.getByRole('dialog', { name: TITLE });
      expect(shape(dialog)).toEqual(before);
      expect(document.querySelectorAll('.modal-backdrop')).toHaveLength(1);
      expect(shape(document.querySelector('.modal-backdrop')!)).toEqual(backdrop);
      expect(counts.length).toBeGreaterThan(0);
      expect(counts.every((count) => count === 1)).toBe(true);
      // It is the app's dialog now: closing it works and is remembered.
      await setupUser().click(within(dialog).getByRole('button', { name: 'გასაგებია' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(localStorage.getItem(POPUP_ID_KEY)).toBe('popup-2026-11');
    } finally {
      observer.disconnect();
      unmount();
    }
  });

  it("goes when the server's answer has no announcement to show", async () => {
    servePopup(null);
    const { root } = await loadBuiltPage('/home', { popup: POPUP });
    const unmount = await hydrateApp(root);
    try {
      await waitFor(() => expect(snapshot()).toBeNull());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      unmount();
    }
  });

  it('stays, closable, when the server cannot answer', async () => {
    failing('*/api/popap/get');
    const { root } = await loadBuiltPage('/home', { popup: POPUP });
    const unmount = await hydrateApp(root);
    try {
      // The other first-screen data has arrived meanwhile.
      const news = screen.getByRole('region', { name: 'ბოლო სიახლეები' });
      await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(4));
      expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
      await setupUser().click(screen.getByRole('button', { name: 'გასაგებია' }));
      expect(snapshot()).toBeNull();
    } finally {
      unmount();
    }
  });

  it('stays closed when closed while the app waits for the answer', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/popap/get', async () => {
        await answered;
        await delay(10);
        return HttpResponse.json({ success: true, popap: POPUP });
      }),
    );
    const { root } = await loadBuiltPage('/home', { popup: POPUP });
    const unmount = await hydrateApp(root);
    try {
      const news = screen.getByRole('region', { name: 'ბოლო სიახლეები' });
      await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(4));
      await setupUser().click(screen.getByRole('button', { name: 'გასაგებია' }));
      await act(async () => {
        answer();
        await delay(50);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      unmount();
    }
  });
});
