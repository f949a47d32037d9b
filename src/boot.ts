/**
 * The boot's one state, html[data-boot], owned here:
 *
 * - "prerendered": the page keeps the HTML the build rendered into index.html (/home as a
 *   Georgian visitor sees it, src/prerender.tsx), and src/main.tsx hydrates it;
 * - "app": index.html's styles hide that page behind a loading indicator, for 2.5 s at most, and
 *   main.tsx renders the app from scratch;
 * - "done": the app is on screen (src/app/routes.tsx).
 *
 * `startBoot` decides between the first two before the first paint: the build bundles it into an
 * inline script in index.html's head (scripts/vite-plugins.ts, inlineBootScript), allowed by the
 * page's policy by its hash. It reads the stored session and language, the base path and /home
 * from the modules the app reads them from. Until the app is on screen, no form on the page is
 * sent natively: that would reload the page and lose what was typed (the forms' method="post"
 * keeps their fields out of the address when scripts cannot run at all).
 */
import { basePath, paths } from '@/config/paths';
import { DEFAULT_LANGUAGE, storedLanguage } from '@/i18n/languages';
import { readStoredToken } from '@/shared/session/tokenStorage';

type BootState = 'prerendered' | 'app' | 'done';

const setBoot = (state: BootState) => void (document.documentElement.dataset.boot = state);

/** The page holds the prerendered page and keeps it (src/main.tsx hydrates it). */
export const keepsPrerenderedPage = () => document.documentElement.dataset.boot === 'prerendered';

/** The app is on screen: the loading indicator goes, and the page's forms are the app's to send. */
export const markBootDone = () => setBoot('done');

/** Runs in index.html's head, before the first paint. */
export function startBoot() {
  const { pathname } = location;
  const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : '';
  // A visit keeps the page when it would render exactly that page.
  const keep =
    (path === '' || path === paths.root || path === paths.home) &&
    !readStoredToken() &&
    storedLanguage() === DEFAULT_LANGUAGE;
  // The root leads to /home (src/app/routes.tsx): the page is /home's, so the address says so.
  if (keep && path !== paths.home)
    history.replaceState(
      history.state,
      '',
      `${basePath}${paths.home}${location.search}${location.hash}`,
    );
  setBoot(keep ? 'prerendered' : 'app');
  document.addEventListener(
    'submit',
    (event) => {
      if (document.documentElement.dataset.boot !== 'done') event.preventDefault();
    },
    true,
  );
}
