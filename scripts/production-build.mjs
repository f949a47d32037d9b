// The production build the tests check: the mock backend off, served under /portal/, talking to
// an API on another origin (`npm run mock:server` on MOCK_SERVER_PORT). scripts/check-mock-free-build.mjs
// builds it and reads every file; the browser tests serve it with nginx (tests/e2e/nginx-server.ts).
// The Pages build: the demo under /parcel-portal/, as .github/workflows/pages.yml builds it, which
// tests/e2e/pages-server.ts serves as GitHub Pages does.
// And the partial build (VITE_API_MOCKING=partial), for tests/e2e/partial.spec.ts: the mock
// answers all but the sign-in operations, which go to the backend behind the test's recording
// proxy (tests/e2e/partial-server.ts serves it, and builds it first unless E2E_SKIP_BUILD=1:
// `npm test` has built it beside vitest).
import { execFileSync } from 'node:child_process';
import { cpSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { argv } from 'node:process';
import { pathToFileURL } from 'node:url';

export const PRODUCTION_DIR = 'node_modules/.tmp/dist-production';
export const PRODUCTION_BASE = '/portal/';
/**
 * The next version of the production build, deployed over it (its files added to a copy of it,
 * as a deployment that keeps the old hashed files does): tests/e2e/pwa.spec.ts deploys it to see
 * the update notice. It differs by a setting (field data on), which changes the entry's code and
 * so the service worker's precache.
 */
export const PRODUCTION_NEXT_DIR = 'node_modules/.tmp/dist-production-next';
/** The link nginx serves /portal/ from. */
export const PRODUCTION_SERVED = 'node_modules/.tmp/dist-production-served';
/**
 * The link nginx serves /portal/ from on an origin of its own, where tests/e2e/pwa.spec.ts deploys
 * the next version (to PRODUCTION_DIR, or PRODUCTION_NEXT_DIR once deployed): a worker belongs to
 * its origin, so a deployment there changes nothing the other tests load.
 */
export const PRODUCTION_UPDATE_SERVED = 'node_modules/.tmp/dist-production-update-served';
/** Held (a folder) by the update test while it uses that origin; nginx-server.ts clears it. */
export const UPDATE_LOCK = 'node_modules/.tmp/pwa-update.lock';
export const MOCK_SERVER_PORT = Number(process.env.E2E_API_PORT ?? 4320);
/**
 * nginx in the browser tests, over TLS: the demo build at the root here, the production build on
 * the next port; its plain-HTTP redirect on NGINX_HTTP_PORT.
 */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4321);
export const NGINX_HTTP_PORT = Number(process.env.E2E_NGINX_HTTP_PORT ?? 4325);
/** nginx's second origin for the production build, the one the update test deploys to. */
export const NGINX_UPDATE_PORT = Number(process.env.E2E_NGINX_UPDATE_PORT ?? NGINX_HTTP_PORT + 2);
export const PARTIAL_DIR = 'node_modules/.tmp/dist-partial';
/** The partial build on this port, the recording proxy in front of the backend on the next. */
export const PARTIAL_PORT = Number(process.env.E2E_PARTIAL_PORT ?? 4323);
/** What the partial build leaves to the backend: signing in and the customer's profile. */
export const PARTIAL_MOCKED = '*, !signIn, !getUserInformation';
/** The demo as GitHub Pages serves it (.github/workflows/pages.yml), under a repository's path. */
export const PAGES_DIR = 'node_modules/.tmp/dist-pages';
export const PAGES_BASE = '/parcel-portal/';
/** tests/e2e/pages-server.ts serves it here: the port after nginx's plain HTTP. */
export const PAGES_PORT = Number(process.env.E2E_PAGES_PORT ?? NGINX_HTTP_PORT + 1);
/** Where the browser tests find the deployed builds and the API. */
export const DEPLOYED = {
  demo: `https://127.0.0.1:${NGINX_PORT}/`,
  production: `https://127.0.0.1:${NGINX_PORT + 1}${PRODUCTION_BASE}`,
  /** The same build on an origin of its own (PRODUCTION_UPDATE_SERVED). */
  productionUpdate: `https://127.0.0.1:${NGINX_UPDATE_PORT}${PRODUCTION_BASE}`,
  /** nginx's plain HTTP, which only redirects to HTTPS. */
  plain: `http://127.0.0.1:${NGINX_HTTP_PORT}/`,
  api: `http://127.0.0.1:${MOCK_SERVER_PORT}`,
  partial: `http://127.0.0.1:${PARTIAL_PORT}/`,
  /** The partial build's VITE_API_BASE: tests/e2e/partial.spec.ts's proxy to `api`. */
  partialApi: `http://127.0.0.1:${PARTIAL_PORT + 1}`,
  pages: `http://127.0.0.1:${PAGES_PORT}${PAGES_BASE}`,
};

function build(outDir, env) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'pipe',
      env: { ...process.env, ...env },
    },
  );
}

const PRODUCTION_ENV = {
  VITE_API_MOCKING: 'off',
  VITE_BASE: PRODUCTION_BASE,
  VITE_API_BASE: DEPLOYED.api,
};

/** Builds it into PRODUCTION_DIR (vite build only, no typecheck). */
export function buildProduction() {
  build(PRODUCTION_DIR, PRODUCTION_ENV);
}

/**
 * Builds PRODUCTION_NEXT_DIR: a copy of PRODUCTION_DIR with the next version built over it. Both
 * then hold every hashed file of both versions, as a server that keeps old files does.
 */
export function buildProductionNext() {
  const fresh = `${PRODUCTION_NEXT_DIR}-only`;
  build(fresh, { ...PRODUCTION_ENV, VITE_VITALS_URL: 'vitals' });
  rmSync(PRODUCTION_NEXT_DIR, { recursive: true, force: true });
  cpSync(PRODUCTION_DIR, PRODUCTION_NEXT_DIR, { recursive: true });
  cpSync(fresh, PRODUCTION_NEXT_DIR, { recursive: true });
  // And the other way: a page that loaded the next version while it was deployed finds its lazy
  // files after the test has deployed the first one again.
  cpSync(`${fresh}/assets`, `${PRODUCTION_DIR}/assets`, { recursive: true });
  rmSync(fresh, { recursive: true, force: true });
}

/**
 * Points `served` (PRODUCTION_SERVED or PRODUCTION_UPDATE_SERVED) at `dir` in one step: nginx
 * follows the link on every request.
 */
export function deployProduction(dir, served = PRODUCTION_SERVED) {
  const link = `${served}.${process.pid}`;
  rmSync(link, { force: true });
  symlinkSync(resolve(dir), link);
  renameSync(link, served);
}

/** Builds the partial build into PARTIAL_DIR. */
export function buildPartial() {
  build(PARTIAL_DIR, {
    VITE_API_MOCKING: 'partial',
    VITE_MOCKED_OPERATIONS: PARTIAL_MOCKED,
    VITE_API_BASE: DEPLOYED.partialApi,
  });
}

/** Builds the demo into PAGES_DIR as the Pages workflow does: mock backend on, under PAGES_BASE. */
export function buildPages() {
  build(PAGES_DIR, { VITE_BASE: PAGES_BASE });
}

// `node scripts/production-build.mjs partial|pages|next` (`npm run build:partial|build:pages|
// build:production-next`, in `npm test` beside vitest; `next` after check:mock-free's production
// build).
if (argv[1] && import.meta.url === pathToFileURL(argv[1]).href) {
  if (argv[2] === 'partial') buildPartial();
  if (argv[2] === 'pages') buildPages();
  if (argv[2] === 'next') buildProductionNext();
}
