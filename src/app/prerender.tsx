/**
 * The first screen rendered to HTML at build time (scripts/prerender.ts): /home as a Georgian
 * visitor sees it before any data has arrived, so a first visit paints the page before its
 * JavaScript has run. main.tsx hydrates it when the visit is such a one, which the inline scripts
 * of `visitStart` and `visitCheck` decide before the first paint.
 */
import DOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Popup } from '@/api';
import { paths } from '@/config/paths';
import {
  AnnouncementSnapshot,
  SNAPSHOT_ID,
  SNAPSHOT_POPUP_ID,
} from '@/features/popup/AnnouncementSnapshot';
import { POPUP_FLAG_KEY, POPUP_ID_KEY } from '@/features/popup/popupRule';
import { i18n, i18nReady, LANGUAGE_STORAGE_KEY } from '@/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { SAFE_HTML_CONFIG } from '@/shared/components/SafeHtml';
import { localized } from '@/shared/localized';
import { TOKEN_STORAGE_KEY } from '@/shared/session/tokenStorage';
import { makeStore } from '@/store/store';
import { AppProviders } from './App';
import { AppRoutes } from './routes';

export { announcementAtBuild } from './mockBackend';

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
 * The announcement popup as the build got it (`announcementAtBuild`), for a Georgian visitor:
 * hidden until the visit check shows it (AnnouncementSnapshot). Empty when there is none.
 */
export async function renderAnnouncement(popup: Popup | null): Promise<string> {
  if (!popup?.popap) return '';
  await i18nReady;
  await i18n.loadNamespaces('popup');
  // Node has no DOM for DOMPurify: it gets jsdom's, and the rules SafeHtml applies in the browser.
  const purify = DOMPurify(new JSDOM('').window as unknown as WindowLike);
  const description = purify.sanitize(
    localized(popup, 'description', DEFAULT_LANGUAGE),
    SAFE_HTML_CONFIG,
  );
  return renderToStaticMarkup(
    <AnnouncementSnapshot
      popup={popup}
      lng={DEFAULT_LANGUAGE}
      sanitizedDescription={description}
    />,
  );
}

/** The built files the visit checks load (scripts/prerender.ts lists them from the bundle). */
export interface VisitFiles {
  /** The entry module, which index.html no longer loads itself. */
  entry: string;
  /** What the entry imports (the shell). */
  entryImports: string[];
  /** A returning customer's dashboard: its code and styles. */
  customerHome: string[];
  /** The mock backend's code, in demo mode. */
  mockLayer: string[];
}

/** The kinds of visit: the prerendered page kept, a returning customer's /home, anything else. */
const VISIT = { prerendered: 'prerendered', dashboard: 'dashboard', app: 'app' } as const;

/**
 * Preloads one built file: a module, or a stylesheet (.css). The mock backend's code goes at low
 * priority and is marked (data-mock-layer): it is not the app's first load.
 */
const PRELOAD_FUNCTION = `function preload(href, mockLayer) {
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
  }`;

/**
 * The inline script at the top of the head, before the stylesheet (a script after it would wait
 * for it): it tells the kind of visit, as html[data-visit], and starts fetching what that visit
 * runs first, so it arrives beside the styles. The prerendered page is kept only for a visit that
 * renders exactly it (at /home, or / which leads there; Georgian; no stored session); storage
 * that cannot be read counts as not such a visit. For such a visit nothing is fetched yet (see
 * visitCheck). A returning customer's /home fetches the shell; on it the mock backend starts only
 * once the dashboard is shown (main.tsx), so its code is not fetched beside the dashboard's. Any
 * other visit fetches the shell and, in demo mode, the mock backend's code (at low priority),
 * whose answers the first screen waits for.
 */
export function visitStart({ entry, entryImports, mockLayer }: VisitFiles) {
  const json = JSON.stringify;
  return `(function () {
  var visit = ${json(VISIT.app)};
  try {
    if (location.pathname === ${json(paths.root)}) history.replaceState(history.state, '', ${json(paths.home)} + location.search + location.hash);
    var customer = !!(localStorage.getItem(${json(TOKEN_STORAGE_KEY)}) || sessionStorage.getItem(${json(TOKEN_STORAGE_KEY)}));
    if (location.pathname === ${json(paths.home)}) {
      if (customer) visit = ${json(VISIT.dashboard)};
      else if ((localStorage.getItem(${json(LANGUAGE_STORAGE_KEY)}) || ${json(DEFAULT_LANGUAGE)}) === ${json(DEFAULT_LANGUAGE)}) visit = ${json(VISIT.prerendered)};
    }
  } catch (e) {}
  document.documentElement.setAttribute('data-visit', visit);
  if (visit === ${json(VISIT.prerendered)}) return;
  ${PRELOAD_FUNCTION}
  ${json([entry, ...entryImports])}.forEach(function (href) { preload(href, false); });
  if (visit !== ${json(VISIT.dashboard)}) ${json(mockLayer)}.forEach(function (href) { preload(href, true); });
})();`;
}

/**
 * The inline script that runs right after the prerendered #root, on the kind of visit visitStart
 * told. It keeps the page for the visit that renders exactly it and takes away the boot
 * preloader; otherwise it empties #root, and the app renders from scratch behind the preloader.
 * A form of the kept page is never submitted natively before the app is shown. A returning
 * customer's /home gets the dashboard's code and styles preloaded, which the app would otherwise
 * find one lazy part after another (not from the head: there they took the network from the
 * shell, measured no faster).
 *
 * The build's announcement (renderAnnouncement) is shown on a kept page when the popup rule
 * (popupRule.ts: no flag stored, the flag "true", or another popup's id stored) would show it,
 * and removed otherwise. Until the app takes its place, its buttons, a click beside it and Escape
 * close it as the app's dialog does: it is removed and remembered as closed.
 *
 * It starts the app. Any other visit than the kept page, and a hidden tab (which paints no
 * frame), starts it at once. A kept page is painted first, and only then are the app's code and
 * the mock backend's fetched and run: the page's first paint shares the network with nothing but
 * its styles and fonts (on a phone's connection the shell and the mock backend, some 300 kB, held
 * it back), and a slow phone shows the page before the shell's few hundred milliseconds of script
 * evaluation instead of after them. "Painted" is the browser's first-contentful-paint entry (the
 * frame is on screen), or two frames where that is not reported, or 3 s at most.
 */
export function visitCheck({ entry, entryImports, customerHome, mockLayer }: VisitFiles) {
  const json = JSON.stringify;
  return `(function () {
  var root = document.getElementById('root');
  var keep = document.documentElement.getAttribute('data-visit') === ${json(VISIT.prerendered)};
  if (keep) {
    document.getElementById('preloader').remove();
    // The kept page can be typed into and submitted before the app runs: a native submission
    // would reload it with the password in the address. Until the app is shown, none is made
    // (the form keeps what was typed, and the app starts from it: SignInForm).
    document.addEventListener('submit', function (event) {
      if (document.documentElement.dataset.app !== 'shown') event.preventDefault();
    }, true);
  } else root.textContent = '';
  var popup = document.getElementById(${json(SNAPSHOT_ID)});
  if (popup) {
    var popupId = popup.getAttribute(${json(SNAPSHOT_POPUP_ID)});
    var showPopup = false;
    try {
      var flag = localStorage.getItem(${json(POPUP_FLAG_KEY)});
      showPopup = keep && (flag === null || flag === 'true' || localStorage.getItem(${json(POPUP_ID_KEY)}) !== popupId);
    } catch (e) {}
    if (showPopup) {
      popup.hidden = false;
      var closePopup = function () {
        if (!popup.isConnected) return;
        try {
          localStorage.setItem(${json(POPUP_FLAG_KEY)}, 'false');
          localStorage.setItem(${json(POPUP_ID_KEY)}, popupId);
        } catch (e) {}
        popup.remove();
      };
      popup.addEventListener('click', function (event) {
        if (event.target.closest('button') || event.target.classList.contains('modal')) closePopup();
      });
      document.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') closePopup();
      });
    } else popup.remove();
  }
  ${PRELOAD_FUNCTION}
  if (document.documentElement.getAttribute('data-visit') === ${json(VISIT.dashboard)}) {
    ${json(customerHome)}.forEach(function (href) { preload(href, false); });
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (keep) {
      ${json(entryImports)}.forEach(function (href) { preload(href, false); });
      ${json(mockLayer)}.forEach(function (href) { preload(href, true); });
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = ${json(entry)};
    document.head.appendChild(script);
  }
  if (!keep || document.visibilityState !== 'visible') return start();
  var entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (entryTypes && entryTypes.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(function () { requestAnimationFrame(start); });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
})();`;
}
