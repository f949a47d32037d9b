// @ts-check
/**
 * The one script that runs before the app. The build writes it into index.html's head
 * (scripts/vite-plugins.ts, inlineBootScript): it decides before the first paint, and a file there
 * would cost the page a request before it could paint. The page's policy allows it by the hash of
 * this file's text.
 *
 * index.html holds one prerendered page: /home as a Georgian visitor sees it (src/prerender.tsx).
 * A visit keeps it when it would render exactly that page: / or /home, no stored session, the
 * interface in Georgian. Then html[data-boot] is "prerendered" and src/main.tsx hydrates it;
 * otherwise it is "app": index.html's styles hide the page behind a loading indicator, for 2.5 s
 * at most, and main.tsx renders the app from scratch. Once the app is on screen it sets "done".
 *
 * Until then a form on the page may be typed into and sent: a native submission would reload the
 * page and lose what was typed, so none is made (the forms' method="post" keeps their fields out of
 * the address when scripts cannot run at all).
 *
 * The storage keys and paths are the app's (src/shared/session/tokenStorage.ts,
 * src/i18n/languages.ts, src/config/paths.ts); tests/prerender.test.tsx runs this file against them.
 */
(() => {
  const html = document.documentElement;
  /** @param {'localStorage' | 'sessionStorage'} kind @param {string} key */
  const read = (kind, key) => {
    try {
      return window[kind].getItem(key);
    } catch {
      return null; // storage disabled
    }
  };
  // The path the build is served under (Vite's base), which the build writes on this script.
  const base = (document.currentScript?.dataset.base ?? '/').replace(/\/$/, '');
  const path = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
  const language = read('localStorage', 'pp.lang');
  const keep =
    (path === '/' || path === '' || path === '/home') &&
    !read('localStorage', 'pp.token') &&
    !read('sessionStorage', 'pp.token') &&
    language !== 'ru' &&
    language !== 'en';
  // The root leads to /home (src/app/routes.tsx): the page is /home's, so the address says so.
  if (keep && path !== '/home')
    history.replaceState(history.state, '', `${base}/home${location.search}${location.hash}`);
  html.dataset.boot = keep ? 'prerendered' : 'app';

  document.addEventListener(
    'submit',
    (event) => {
      if (html.dataset.boot !== 'done') event.preventDefault();
    },
    true,
  );
})();
