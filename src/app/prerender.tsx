/**
 * The first screen rendered to HTML at build time (scripts/prerender.ts): /home as a Georgian
 * visitor sees it before any data has arrived, so a first visit paints the page before its
 * JavaScript has run. main.tsx hydrates it when the visit is such a one, which the inline script
 * of `visitCheck` decides before the first paint.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { i18nReady, LANGUAGE_STORAGE_KEY } from '@/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { TOKEN_STORAGE_KEY } from '@/shared/session/tokenStorage';
import { makeStore } from '@/store/store';
import { AppProviders } from './App';
import { AppRoutes } from './routes';

/** The HTML of /home for a Georgian visitor, as the app's first render on the client makes it. */
export async function renderHome(): Promise<string> {
  await i18nReady;
  // prerender waits for the lazy parts (the announcement, which shows nothing without its data),
  // so the client finds each Suspense boundary complete and hydrates it when its code is in.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <StaticRouter location={paths.home}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never outline a large boundary into a later segment moved in place by an inline script:
      // the page is complete as it stands, and needs no script to show it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // A part that failed would be rendered again on the client, over a page that differs: fail
  // the build instead.
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

/**
 * The inline script that runs right after the prerendered #root: it keeps the page only when
 * this visit renders exactly it (at /home, or / which leads there; Georgian; no stored session)
 * and takes away the boot preloader; otherwise it empties #root, and the app renders from scratch
 * behind the preloader as before. Storage that cannot be read counts as not such a visit. A form
 * of the kept page is never submitted natively before the app is shown.
 *
 * It also starts the app: `entry` is the built entry module, which index.html only preloads. A
 * kept page is painted first and its JavaScript runs after that (two frames: the second begins
 * once the first is on screen), so a slow phone shows the page before the shell's few hundred
 * milliseconds of script evaluation instead of after them. Any other visit, and a hidden tab
 * (which paints no frame), starts the app at once.
 *
 * And it preloads what the visit needs next, which the app would otherwise find one lazy part
 * after another: a returning customer's /home, the dashboard's code and styles (`customerHome`);
 * any other visit, in demo mode, the mock backend's code (`mockLayer`, at low priority), whose
 * answers the first screen waits for. On a customer's /home the mock backend starts only once
 * the dashboard is shown (main.tsx), so its code is not fetched beside the dashboard's.
 */
export function visitCheck({
  entry,
  customerHome,
  mockLayer,
}: {
  entry: string;
  customerHome: string[];
  mockLayer: string[];
}) {
  const json = JSON.stringify;
  return `(function () {
  var root = document.getElementById('root');
  var keep = false;
  var customer = false;
  try {
    if (location.pathname === ${json(paths.root)}) history.replaceState(history.state, '', ${json(paths.home)} + location.search + location.hash);
    customer = !!(localStorage.getItem(${json(TOKEN_STORAGE_KEY)}) || sessionStorage.getItem(${json(TOKEN_STORAGE_KEY)}));
    keep = location.pathname === ${json(paths.home)} && !customer &&
      (localStorage.getItem(${json(LANGUAGE_STORAGE_KEY)}) || ${json(DEFAULT_LANGUAGE)}) === ${json(DEFAULT_LANGUAGE)};
  } catch (e) {}
  if (keep) {
    document.getElementById('preloader').remove();
    // The kept page can be typed into and submitted before the app runs: a native submission
    // would reload it with the password in the address. Until the app is shown, none is made
    // (the form keeps what was typed, and the app starts from it: SignInForm).
    document.addEventListener('submit', function (event) {
      if (document.documentElement.dataset.app !== 'shown') event.preventDefault();
    }, true);
  } else root.textContent = '';
  function preload(href, mockLayer) {
    var link = document.createElement('link');
    if (href.slice(-4) === '.css') {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    if (mockLayer) {
      link.fetchPriority = 'low';
      link.setAttribute('data-mock-layer', '');
    }
    link.href = href;
    document.head.appendChild(link);
  }
  if (customer && location.pathname === ${json(paths.home)}) {
    ${json(customerHome)}.forEach(function (href) { preload(href, false); });
  } else {
    ${json(mockLayer)}.forEach(function (href) { preload(href, true); });
  }
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = ${json(entry)};
    document.head.appendChild(script);
  }
  if (keep && document.visibilityState === 'visible') {
    requestAnimationFrame(function () { requestAnimationFrame(start); });
  } else start();
})();`;
}
