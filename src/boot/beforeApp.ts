/**
 * The one script that runs before the app: index.html's head has it inline (vite.config.ts puts
 * it there, bundled; the CSP carries its hash), so it decides before the first paint.
 *
 * index.html holds one prerendered page, /home as a Georgian visitor sees it (src/prerender.tsx).
 * This visit keeps it when it would render exactly that page: / or /home, no stored session, the
 * interface in Georgian. Then html[data-boot] is "prerendered" and main.tsx hydrates the page;
 * otherwise it is "app": index.html's styles hide the page behind the loading indicator, and
 * main.tsx renders the app from scratch. Without this script (scripts disabled) the page shows.
 *
 * Until the app runs, a form on the page may be typed into and submitted: a native submission
 * would reload the page and lose what was typed, so none is made (the forms' method="post" keeps
 * their fields out of the address even when this script cannot run).
 *
 * A language button clicked before the app has taken the page (main.tsx marks html[data-app]
 * "started" then) is not lost: the choice is stored, so the app starts in it, and the visit no
 * longer keeps the Georgian page ("app": the loading indicator shows over it until then).
 */
import { basePath, paths } from '@/config/paths';
import { DEFAULT_LANGUAGE, isLanguage, storedLanguage, storeLanguage } from '@/i18n/languages';
import { readStoredToken } from '@/shared/session/tokenStorage';

const html = document.documentElement;
// The app's own path, without the base path the build is served under.
const path = location.pathname.startsWith(basePath) ? location.pathname.slice(basePath.length) : '';

const keep =
  (path === paths.root || path === '' || path === paths.home) &&
  readStoredToken() === null &&
  storedLanguage() === DEFAULT_LANGUAGE;
// The root leads to /home (src/app/routes.tsx): the page is /home's, so the address says so.
if (keep && path !== paths.home)
  history.replaceState(
    history.state,
    '',
    `${basePath}${paths.home}${location.search}${location.hash}`,
  );
html.dataset.boot = keep ? 'prerendered' : 'app';

document.addEventListener(
  'submit',
  (event) => {
    if (html.dataset.app !== 'shown') event.preventDefault();
  },
  true,
);

document.addEventListener(
  'click',
  (event) => {
    if (html.dataset.app || !(event.target instanceof Element)) return;
    const language = event.target.closest('[data-language]')?.getAttribute('data-language');
    if (!isLanguage(language) || language === storedLanguage()) return;
    storeLanguage(language);
    // Storage disabled: the app could not know the choice, so the page stays as it is.
    if (storedLanguage() === language) html.dataset.boot = 'app';
  },
  true,
);
