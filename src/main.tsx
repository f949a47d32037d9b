// Fonts for Georgian, Latin and Cyrillic text and the lari sign, each subset fetched only when used.
import './styles/fonts.css';
import './styles/bootstrap.scss';
import './styles/main.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setBackendReady } from '@/api/backendReady';
import { App } from '@/app/App';
import { takeClickBeforeApp } from '@/app/clickBeforeApp';
import { preloadCustomerHome } from '@/app/home/HomePage';
import { startMockBackend } from '@/app/mockBackend';
import { paths } from '@/config/paths';
import { i18nReady } from '@/i18n';
import { readStoredToken } from '@/shared/session/tokenStorage';
import { loadDataLayer } from '@/store/store';

// RTK Query and the endpoints are not in the shell's chunk: fetch them now, beside the shell.
void loadDataLayer();

// A returning customer's dashboard is in the app's first render: its code, which index.html's
// visit check preloads beside the shell, and the data layer are awaited before it. Rendered lazily
// it would show a loading state first, and React holds a reveal back until 300 ms after that.
const customerHome =
  readStoredToken() !== null && window.location.pathname === paths.home
    ? Promise.all([loadDataLayer(), preloadCustomerHome()]).catch(() => {})
    : null;

// Requests wait for the mock backend; the shell does not. A visitor's first screen needs it at
// once (the announcement, the news). A customer's dashboard shows first: the mock's start (its
// code, the worker, the demo database restored: a good deal of main-thread work) would otherwise
// run between the dashboard's code and its first render, and the dashboard's data waits for it
// anyway.
let appShown = () => {};
setBackendReady(
  customerHome
    ? new Promise<void>((resolve) => (appShown = resolve)).then(startMockBackend)
    : startMockBackend(),
);

// The first screen's words are in memory before the first paint (Georgian is bundled).
void Promise.all([i18nReady, customerHome]).then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App onShown={appShown} />
    </StrictMode>
  );
  // #root holds HTML only when the build prerendered this visit's page (scripts/prerender.ts: a
  // visitor's or a returning customer's /home, in Georgian): hydrate it. Otherwise (another page,
  // another language) the preloader covers the screen until the first render commits. Either way
  // the first render runs in a transition, so React yields to the browser (input, paint) every few
  // milliseconds instead of holding the main thread in one long task, which a phone's signed-in
  // dashboard showed measurably sooner for (docs/performance.md#the-first-paint).
  if (container.hasChildNodes()) {
    // Unmarked before hydrating: React compares the page's attributes with its own.
    const clicked = takeClickBeforeApp();
    document.documentElement.dataset.app = 'starting';
    startTransition(() => void hydrateRoot(container, app));
    clicked?.click();
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
});
