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
import { CLICKED_BEFORE_APP } from './clickBeforeApp';
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

/**
 * The HTML of /home for a Georgian visitor, as the app's first render on the client makes it; with
 * `customer`, for a returning customer whose stored session is still being checked.
 */
export async function renderHome({
  customer = false,
}: { customer?: boolean } = {}): Promise<string> {
  await i18nReady;
  // prerender waits for the lazy parts (the announcement, which shows nothing without its data),
  // so the client finds each Suspense boundary complete and hydrates it when its code is in.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders
        store={makeStore(
          customer ? { session: { token: 'prerendered', remember: true, status: 'unknown' } } : {},
        )}
      >
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

/**
 * The kinds of visit, as html[data-visit]: at /home a visitor or a returning customer, anything
 * else. html[data-prerendered] marks a visit that keeps a prerendered page: /home in Georgian.
 */
const VISIT = { visitor: 'visitor', customer: 'customer', other: 'other' } as const;
/**
 * The element holding the customer's prerendered /home, after #root (the visitor's); each is
 * marked with data-page, which index.html's styles show only on its kind of visit.
 */
export const CUSTOMER_ROOT_ID = 'customer-root';

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
 * for it): it tells the kind of visit, as html[data-visit] and html[data-prerendered], and starts
 * fetching what that visit runs first, so it arrives beside the styles. A prerendered page is kept
 * for a visit that renders exactly it: /home, or / which leads there, in Georgian; the visitor's
 * page, or with a stored session the customer's (with its first parcel tab: not with a hash, which
 * names a tab). Storage that cannot be read counts as not such a visit. For such a visit nothing is fetched yet (see visitCheck). Any other visit fetches the
 * shell and, in demo mode, the mock backend's code (at low priority), whose answers the first
 * screen waits for; but a returning customer's /home, on which the mock backend starts only once
 * the dashboard is shown (main.tsx), so that its code is not fetched beside the dashboard's.
 */
export function visitStart({ entry, entryImports, customerHome, mockLayer }: VisitFiles) {
  const json = JSON.stringify;
  return `(function () {
  var visit = ${json(VISIT.other)};
  var prerendered = false;
  try {
    if (location.pathname === ${json(paths.root)}) history.replaceState(history.state, '', ${json(paths.home)} + location.search + location.hash);
    if (location.pathname === ${json(paths.home)}) {
      visit = localStorage.getItem(${json(TOKEN_STORAGE_KEY)}) || sessionStorage.getItem(${json(TOKEN_STORAGE_KEY)}) ? ${json(VISIT.customer)} : ${json(VISIT.visitor)};
      // The customer's page shows the first parcel tab: another one named in the address
      // (#arrived) is the app's to render.
      prerendered = (localStorage.getItem(${json(LANGUAGE_STORAGE_KEY)}) || ${json(DEFAULT_LANGUAGE)}) === ${json(DEFAULT_LANGUAGE)} &&
        !(visit === ${json(VISIT.customer)} && location.hash);
    }
  } catch (e) {}
  document.documentElement.setAttribute('data-visit', visit);
  if (prerendered && visit === ${json(VISIT.customer)}) {
    // The customer's page is styled by the dashboard's stylesheets too: the first paint waits
    // for them, as for the page's own (a page painted without them shifted once they came).
    ${json(customerHome.filter((file) => file.endsWith('.css')))}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = 'anonymous';
      link.setAttribute('blocking', 'render');
      link.href = href;
      document.head.appendChild(link);
    });
  }
  if (prerendered) return document.documentElement.setAttribute('data-prerendered', '');
  ${PRELOAD_FUNCTION}
  ${json([entry, ...entryImports])}.forEach(function (href) { preload(href, false); });
  if (visit !== ${json(VISIT.customer)}) ${json(mockLayer)}.forEach(function (href) { preload(href, true); });
})();`;
}

/**
 * The inline script that runs right after the prerendered #root, on the kind of visit visitStart
 * told. #root holds the visitor's /home; the customer's follows it (CUSTOMER_ROOT_ID), and only the
 * one of this kind of visit has been laid out. It keeps the page the visit renders, and takes away the boot preloader; otherwise it
 * empties #root, and the app renders from scratch behind the preloader. A form of a kept page is
 * never submitted natively before the app is shown. A returning customer's /home gets the
 * dashboard's code and styles preloaded, which the app would otherwise find one lazy part after
 * another (not from the head: there they would take the network from the shell, for no gain).
 *
 * The build's announcement (renderAnnouncement) is shown on a kept page when the popup rule
 * (popupRule.ts: no flag stored, the flag "true", or another popup's id stored) would show it,
 * and removed otherwise. Until the app takes its place, its buttons, a click beside it and Escape
 * close it as the app's dialog does: it is removed and remembered as closed.
 *
 * It starts the app. Any other visit than a kept page, and a hidden tab (which paints no frame),
 * starts it at once. A kept page is painted first, and only then are the app's code and the mock
 * backend's (or the dashboard's) fetched and run: the page's first paint shares the network with
 * nothing but its styles and fonts (on a phone's connection the shell and the mock backend held
 * it back), and a slow phone shows the page before the shell's script evaluation instead of after
 * it. "Painted" is the browser's
 * first-contentful-paint entry (the frame is on screen), or two frames where that is not
 * reported, or 3 s at most.
 */
export function visitCheck({ entry, entryImports, customerHome, mockLayer }: VisitFiles) {
  const json = JSON.stringify;
  return `(function () {
  var root = document.getElementById('root');
  var html = document.documentElement;
  var keep = html.hasAttribute('data-prerendered');
  var dashboard = html.getAttribute('data-visit') === ${json(VISIT.customer)};
  var customerRoot = document.getElementById(${json(CUSTOMER_ROOT_ID)});
  if (keep && dashboard && customerRoot) {
    // The customer's page becomes #root, where the app hydrates it; it was laid out in its place.
    root.remove();
    root = customerRoot;
    root.id = 'root';
  } else if (customerRoot) customerRoot.remove();
  root.removeAttribute('data-page');
  if (keep) {
    document.getElementById('preloader').remove();
    // A kept page can be typed into and submitted before the app runs: a native submission
    // would reload it with the password in the address. Until the app is shown, none is made
    // (its forms keep what was typed, and the app starts from it: useTypedBeforeApp).
    document.addEventListener('submit', function (event) {
      if (html.dataset.app !== 'shown') event.preventDefault();
    }, true);
    // A button clicked before the app listens is marked, the last one only: main.tsx clicks it
    // again then. (The announcement's copy closes itself.)
    document.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('button');
      if (html.dataset.app || !button || button.closest('#' + ${json(SNAPSHOT_ID)})) return;
      var marked = document.querySelector('[' + ${json(CLICKED_BEFORE_APP)} + ']');
      if (marked) marked.removeAttribute(${json(CLICKED_BEFORE_APP)});
      button.setAttribute(${json(CLICKED_BEFORE_APP)}, '');
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
  function preloadDashboard() {
    ${json(customerHome)}.forEach(function (href) { preload(href, false); });
  }
  if (dashboard && !keep) preloadDashboard();
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (keep) {
      ${json(entryImports)}.forEach(function (href) { preload(href, false); });
      if (dashboard) preloadDashboard();
      else ${json(mockLayer)}.forEach(function (href) { preload(href, true); });
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
