// The end-to-end tests (tests/e2e/*.spec.ts) in the system Chromium, never a downloaded one,
// against the demo build (dist/, mock backend on) served by `vite preview`; the deployment's
// (tests/e2e/nginx.spec.ts) against nginx with deploy/nginx.conf, serving the demo build at its
// root and the production build under /portal/, talking to `npm run mock:server`; the partial
// mocking's (tests/e2e/partial.spec.ts) against a build with VITE_API_MOCKING=partial whose
// backend is `npm run mock:server` too (tests/e2e/partial-server.ts builds and serves it); the
// Pages demo's (tests/e2e/pages.spec.ts) against the demo built under /parcel-portal/ and served as
// GitHub Pages serves it (tests/e2e/pages-server.ts).
//   npx playwright test                     builds first, then tests
//   E2E_SKIP_BUILD=1 npx playwright test     tests the dist/ there is (npm test has just built it)
// Every test opens its own browser context (own storage, own service worker and so its own demo
// data): no test sees another's changes, and the order does not matter.
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { FLAGS } from './scripts/chromium.mjs';
import { DEPLOYED, MOCK_SERVER_PORT, NGINX_PORT } from './scripts/production-build.mjs';

// E2E_PORT: another port, for a second run beside one that holds the default.
const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), the browser without its desktop
 * parts that Playwright itself runs headless tests in: lighter to start and to run than the full
 * browser's headless mode. It has no PDF viewer, so a PDF opened in a window is downloaded. The
 * benchmarks keep the full browser (scripts/chromium.mjs): they measure what a person's browser
 * does.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * V8 without its optimising compilers (Maglev, TurboFan), for the e2e tests only: each page lives
 * a few seconds, so compiling its hot functions again in optimised form mostly costs CPU on two
 * busy cores. The code runs the same, in the interpreter and the baseline compiler. Never for
 * benchmarks, which measure the browser as a person has it.
 */
const E2E_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

/**
 * The browser's fonts and their rendering, the same on every machine (tests/e2e/fonts.conf): the
 * portal's own web fonts, and one system font that .ci/run installs by its package name. Fonts a
 * machine has besides never change a picture.
 */
const FONTCONFIG_FILE = resolve('tests/e2e/fonts.conf');

const PREVIEW = `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`;

/**
 * Debian's nginx (.ci/run installs it) serves the nginx project's pages (tests/e2e/nginx-server.ts,
 * which says so clearly when there is none): a run starts it unless its --project list leaves
 * that project out. A whole run needs it: no test is left out for want of it.
 */
const PROJECTS = process.argv.flatMap((arg, index, args) =>
  arg === '--project' ? [args[index + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const RUNS_NGINX =
  PROJECTS.length === 0 || PROJECTS.some((name) => /^(nginx|nginx-firefox|\*)$/.test(name!));

/**
 * The tests of the phone layout carry this tag: they run in the phone project only, and all the
 * others in the desktop project only, so that no test runs twice.
 */
const PHONE = /@phone/;

/**
 * Firefox: Debian's firefox-esr (.ci/run installs it), driven over WebDriver BiDi (Playwright's
 * `moz-firefox` channel, which on Linux looks for a snap, hence the path). Playwright is held at
 * the newest version that can start this Firefox (docs/testing.md). The same journeys as in
 * Chromium, with the same fonts, at the desktop and phone widths; never the visual baselines,
 * which are Chromium's pictures. Firefox has no `isMobile` (no mobile viewport or user agent),
 * and Playwright's taps reach no Firefox page: the phone project has the phone's width, and
 * clicks. WebDriver BiDi has no media emulation
 * here: reduced motion is Firefox's own preference, and the print view is printed for real
 * (tests/e2e/print.spec.ts).
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/lib/firefox-esr/firefox-esr';
const FIREFOX_USE = {
  browserName: 'firefox',
  channel: 'moz-firefox',
  launchOptions: {
    executablePath: FIREFOX,
    env: { ...process.env, FONTCONFIG_FILE },
    firefoxUserPrefs: { 'ui.prefersReducedMotion': 1 },
  },
} as const;
/**
 * The specs of the servers, not of the engine (nginx's configuration, the partial build's proxying,
 * GitHub Pages' files): they stay Chromium's, each once.
 */
const SERVER_SPECS = ['nginx.spec.ts', 'pwa.spec.ts', 'partial.spec.ts', 'pages.spec.ts'];
/** The deployment's specs, against nginx (tests/e2e/nginx-server.ts). */
const NGINX_SPECS = ['nginx.spec.ts', 'pwa.spec.ts'];
const VISUAL = /@visual/;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // Three on two cores: a test often waits (a navigation, a service worker, the network going
  // idle), and a third browser fills those gaps; every test waits for what it sees, so a busier
  // machine makes it slower, never wrong (failOnFlakyTests below holds that).
  workers: 3,
  // A failed test runs once more, only to record its trace (below), and the run fails either way:
  // a test that passes on the retry is flaky, which fails the run too (failOnFlakyTests). A test
  // that fails only under load waits for something other than what a person sees: a bug to fix,
  // never a retry that lets it pass.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The visual baselines (tests/e2e/visual.spec.ts): a pixel may differ a little in colour
    // (anti-aliasing: `threshold`, Playwright's default), and a few pixels may differ at all;
    // a layout that moves by one pixel changes thousands.
    toHaveScreenshot: { maxDiffPixels: 100, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // One picture per screen, language and project, the same on every Linux machine with Debian's
  // Chromium and the fonts of tests/e2e/fonts.conf (CI's): no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...FLAGS, E2E_JS_FLAGS],
      env: { ...process.env, FONTCONFIG_FILE },
    },
    // Reduced motion: Bootstrap skips its fades, so axe never measures a half-faded colour.
    reducedMotion: 'reduce',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // A failed test's retry records the trace: every action with the DOM before and after it, the
    // network, the console. Recorded for every test (retain-on-failure), the DOM snapshots took
    // about a sixth of the suite's time on two cores. Without the trace's screencast: it encodes
    // a frame for every paint; each attempt's screenshot at its failure shows the page as it was.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 900 } },
      grepInvert: PHONE,
      testIgnore: NGINX_SPECS,
    },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: PHONE,
      testIgnore: NGINX_SPECS,
    },
    {
      name: 'nginx',
      use: {
        viewport: { width: 1280, height: 900 },
        // nginx serves TLS with a certificate of the test's own (tests/e2e/nginx-server.ts); the
        // browser's flag lets the demo's service worker register under it too.
        ignoreHTTPSErrors: true,
        launchOptions: {
          executablePath: CHROMIUM,
          args: [...FLAGS, E2E_JS_FLAGS, '--ignore-certificate-errors'],
          env: { ...process.env, FONTCONFIG_FILE },
        },
      },
      testMatch: NGINX_SPECS,
    },
    // The production build's service worker (tests/e2e/pwa.spec.ts) in Firefox too, against the
    // same nginx. Firefox registers a worker over the test's own certificate only with its
    // testing preference.
    {
      name: 'nginx-firefox',
      use: {
        ...FIREFOX_USE,
        viewport: { width: 1280, height: 900 },
        ignoreHTTPSErrors: true,
        launchOptions: {
          ...FIREFOX_USE.launchOptions,
          firefoxUserPrefs: {
            ...FIREFOX_USE.launchOptions.firefoxUserPrefs,
            'devtools.serviceWorkers.testing.enabled': true,
          },
        },
      },
      testMatch: 'pwa.spec.ts',
    },
    {
      name: 'firefox',
      use: { ...FIREFOX_USE, viewport: { width: 1280, height: 900 } },
      grepInvert: [PHONE, VISUAL],
      testIgnore: SERVER_SPECS,
    },
    {
      name: 'firefox-phone',
      use: { ...FIREFOX_USE, viewport: { width: 390, height: 844 } },
      grep: PHONE,
      grepInvert: VISUAL,
      testIgnore: SERVER_SPECS,
    },
  ],
  webServer: [
    {
      // Built first unless told otherwise, so that a test never runs against a stale dist/.
      command: process.env.E2E_SKIP_BUILD === '1' ? PREVIEW : `npm run build:only && ${PREVIEW}`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // `npm run mock:server`: the API of the production build under nginx, and the real backend
    // behind the partial build.
    {
      command: 'npx tsx mocks/http-server.ts',
      env: {
        PORT: String(MOCK_SERVER_PORT),
        // The pages that call it: the production build under nginx (on its two origins) and the
        // partial build.
        MOCK_CORS_ORIGINS: [DEPLOYED.production, DEPLOYED.productionUpdate, DEPLOYED.partial]
          .map((url) => new URL(url).origin)
          .join(','),
      },
      port: MOCK_SERVER_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx tests/e2e/partial-server.ts',
      url: DEPLOYED.partial,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The demo as GitHub Pages serves it (static files, 404.html for any other path).
    {
      command: 'npx tsx tests/e2e/pages-server.ts',
      url: DEPLOYED.pages,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(RUNS_NGINX
      ? [
          {
            command: 'npx tsx tests/e2e/nginx-server.ts',
            env: { E2E_NGINX_PORT: String(NGINX_PORT) },
            url: DEPLOYED.production,
            ignoreHTTPSErrors: true,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
