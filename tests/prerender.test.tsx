import { screen, waitFor, within } from '@testing-library/react';
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { renderHome, visitCheck } from '@/app/prerender';
import { makeStore } from '@/store/store';
import { setupUser } from './render';

/**
 * The HTML of renderHome. React's server renderer leaves the context values of its last task
 * set when it finishes (on a server no client renderer shares them); here the client renders
 * next, in the same module graph, so an empty server render puts them back to their defaults.
 */
async function prerendered(): Promise<string> {
  const html = await renderHome();
  await prerender(<></>);
  return html;
}

/** The built files the visit check is given: the entry, the dashboard's code and styles, the mock's. */
const FILES = {
  entry: '/assets/entry.js',
  customerHome: ['/assets/home.js', '/assets/home.css'],
  mockLayer: ['/assets/browser.js'],
};

/** The page as the built index.html has it: the preloader, the prerendered #root, the check. */
async function loadBuiltPage(path: string) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="preloader"></div><div id="root">${await prerendered()}</div>`;
  new Function(visitCheck(FILES))();
  return {
    root: document.getElementById('root')!,
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
          link.hasAttribute('data-mock-layer') && `low: ${link.fetchPriority === 'low'}`,
        ]
          .filter(Boolean)
          .join(' '),
      ),
  };
}

/** Resolves after the browser's next frame. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

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
    }
  });

  it.each([
    ['another page', '/tarrifs', () => {}],
    ['another language', '/home', () => localStorage.setItem('pp.lang', 'ru')],
    ['a remembered session', '/home', () => localStorage.setItem('pp.token', 'token')],
    ['a session of this tab', '/home', () => sessionStorage.setItem('pp.token', 'token')],
  ])('is taken away for %s, behind the preloader', async (_case, path, given) => {
    given();
    const page = await loadBuiltPage(path);
    expect(page.root.childElementCount).toBe(0);
    expect(page.preloader()).not.toBeNull();
  });

  it('is painted before the app starts: the entry is added two frames later', async () => {
    const page = await loadBuiltPage('/home');
    expect(page.started()).toBeNull();
    await nextFrame();
    await nextFrame();
    expect(page.started()).not.toBeNull();
    // The mock backend answers the first screen's calls: its code comes beside the shell.
    expect(page.preloads()).toEqual(['modulepreload /assets/browser.js low: true']);
  });

  it('starts the app at once behind the preloader, in a hidden tab too', async () => {
    localStorage.setItem('pp.lang', 'en');
    expect((await loadBuiltPage('/home')).started()).not.toBeNull();
    localStorage.clear();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect((await loadBuiltPage('/home')).started()).not.toBeNull();
    hidden.mockRestore();
  });

  it("preloads the dashboard's code and styles, not the mock's, for a returning customer's /home", async () => {
    sessionStorage.setItem('pp.token', 'token');
    expect((await loadBuiltPage('/tarrifs')).preloads()).toEqual([
      'modulepreload /assets/browser.js low: true',
    ]);
    const page = await loadBuiltPage('/');
    expect(page.started()).not.toBeNull();
    expect(page.preloads()).toEqual([
      'modulepreload /assets/home.js',
      'preload as style /assets/home.css',
    ]);
  });

  it('is what the app renders first: it hydrates without a mismatch and then works', async () => {
    const { root } = await loadBuiltPage('/home');
    const store = makeStore();
    const recoverable = vi.fn();
    const app = await act(async () =>
      hydrateRoot(
        root,
        <StrictMode>
          <App store={store} />
        </StrictMode>,
        { onRecoverableError: recoverable },
      ),
    );
    try {
      // The data arrives from the mock backend into the hydrated page, which answers clicks.
      const news = screen.getByRole('region', { name: 'ბოლო სიახლეები' });
      await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(4));
      await setupUser().click(screen.getByRole('button', { name: 'უფასო რეგისტრაცია' }));
      expect(store.getState().panels.open).toBe('signUp');
      expect(recoverable.mock.calls.map(([error]) => String(error).slice(0, 1500))).toEqual([]);
    } finally {
      act(() => app.unmount());
    }
  });
});
