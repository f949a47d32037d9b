import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender as renderNothing } from 'react-dom/static.edge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { prerender } from '@/prerender';
import { makeStore, type AppStore } from '@/store/store';
import { bootScript } from '../../scripts/vite-plugins';
import { alias } from '../../vite.config';
import { setupUser } from '../render';

/**
 * The HTML the build puts into index.html's #root. React's server renderer leaves the context
 * values of its last task set when it finishes (on a server no client renderer shares them); here
 * the client renders next, in the same module graph, so an empty render of the same server renderer
 * (src/prerender.tsx's) puts them back.
 */
async function prerendered(): Promise<string> {
  const { html } = await prerender();
  await renderNothing(<></>);
  return html;
}

/**
 * A visit to the built page at `path`, with `storage` in localStorage: the head's script (built
 * from src/boot.ts for a build served under `base`) runs as the browser runs it, then the body
 * holds the prerendered page.
 */
async function loadBuiltPage(path: string, storage: Record<string, string> = {}, base = '/') {
  window.history.replaceState(null, '', path);
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const { code } = await bootScript({ root: process.cwd(), base, resolve: { alias } });
  new Function(code)();
  document.body.innerHTML = `<div id="root">${await prerendered()}</div>`;
  return { root: document.getElementById('root')!, boot: document.documentElement.dataset.boot };
}

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
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-boot');
  localStorage.clear();
  sessionStorage.clear();
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

  it('has the page before the sidebar, as a phone shows it: what the company offers first', () =>
    // From 992 px the grid's areas put the sidebar on the left whatever the order (main.css), so
    // a page painted while parsed never moves.
    loadBuiltPage('/home').then(({ root }) => {
      const form = within(root).getByRole('form', { name: 'ავტორიზაცია' });
      const hero = within(root).getByRole('heading', { level: 1 });
      expect(hero.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }));

  it('has forms that, sent natively before the app runs, keep their fields out of the URL', async () => {
    const { root } = await loadBuiltPage('/home');
    const forms = [...root.querySelectorAll('form')];
    expect(forms.map((form) => form.getAttribute('aria-label'))).toEqual([
      'ვალუტის კონვერტორი',
      'მოცულობითი წონის კალკულატორი',
      'ავტორიზაცია',
    ]);
    for (const form of forms) expect(form.method, form.getAttribute('aria-label')!).toBe('post');
  });

  it('is kept on a first visit to /home or /, which becomes /home', async () => {
    expect((await loadBuiltPage('/home')).boot).toBe('prerendered');
    expect((await loadBuiltPage('/?from=ad#top')).boot).toBe('prerendered');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/home?from=ad#top',
    );
  });

  it("is the app's to render for another page, another language or a stored session", async () => {
    expect((await loadBuiltPage('/tarrifs')).boot).toBe('app');
    localStorage.clear();
    expect((await loadBuiltPage('/home', { 'pp.lang': 'ru' })).boot).toBe('app');
    localStorage.clear();
    expect((await loadBuiltPage('/home', { 'pp.token': 'a-token' })).boot).toBe('app');
    localStorage.clear();
    // A language the app does not know is Georgian to it, as here.
    expect((await loadBuiltPage('/home', { 'pp.lang': 'xx' })).boot).toBe('prerendered');
  });

  it('is kept under the path the build is served at, and only there', async () => {
    expect((await loadBuiltPage('/portal/', {}, '/portal/')).boot).toBe('prerendered');
    expect(window.location.pathname).toBe('/portal/home');
    expect((await loadBuiltPage('/portal/tarrifs', {}, '/portal/')).boot).toBe('app');
  });

  it('sends no form natively until the app is on screen', async () => {
    const { root } = await loadBuiltPage('/home');
    const form = root.querySelector('form')!;
    const submit = () =>
      form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    expect(submit(), 'before the app').toBe(false);
    document.documentElement.dataset.boot = 'done';
    expect(submit(), 'once the app is on screen').toBe(true);
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
    await user.type(converter.getByLabelText('თანხა', { exact: true }), '100 ¥');
    await user.selectOptions(converter.getByLabelText('ვალუტა'), 'CNY');
    const volume = within(screen.getByRole('form', { name: 'მოცულობითი წონის კალკულატორი' }));
    await user.type(volume.getByLabelText('სიგრძე, სმ'), '30');
    await user.type(volume.getByLabelText('სიგანე, სმ'), '40');
    await user.type(volume.getByLabelText('სიმაღლე, სმ'), '50,0');
    const recoverable = vi.fn();
    const unmount = await hydrateApp(root, { onRecoverableError: recoverable });
    try {
      // The app keeps what was typed and reads it as it reads what is typed into it.
      await waitFor(() =>
        expect(converter.getByLabelText('თანხა ლარში (GEL)')).toHaveValue('37,52'),
      );
      expect(converter.getByLabelText('თანხა', { exact: true })).toHaveValue('100 ¥');
      expect(converter.getByLabelText('ვალუტა')).toHaveValue('CNY');
      expect(volume.getByLabelText('სიმაღლე, სმ')).toHaveValue('50,0');
      expect(volume.getByLabelText('მოცულობითი წონა')).toHaveValue('10');
      // Kept by the hydrated page, not by a page rendered again.
      expect(recoverable).not.toHaveBeenCalled();
    } finally {
      unmount();
    }
  });
});
