// The production build the tests check: the mock backend off, served under /portal/, talking to
// an API on another origin (`npm run mock:server` on MOCK_SERVER_PORT). scripts/check-mock-free-build.mjs
// builds it and reads every file; the browser tests serve it with nginx (tests/e2e/nginx-server.ts).
import { execFileSync } from 'node:child_process';

export const PRODUCTION_DIR = 'node_modules/.tmp/dist-production';
export const PRODUCTION_BASE = '/portal/';
export const MOCK_SERVER_PORT = Number(process.env.E2E_API_PORT ?? 4320);
/** nginx in the browser tests: the demo build at the root here, the production build on the next port. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4321);
/** Where the browser tests find the deployed builds and the API. */
export const DEPLOYED = {
  demo: `http://127.0.0.1:${NGINX_PORT}/`,
  production: `http://127.0.0.1:${NGINX_PORT + 1}${PRODUCTION_BASE}`,
  api: `http://127.0.0.1:${MOCK_SERVER_PORT}`,
};

/** Builds it into PRODUCTION_DIR (vite build only, no typecheck). */
export function buildProduction() {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', PRODUCTION_DIR, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'pipe',
      env: {
        ...process.env,
        VITE_API_MOCKING: 'off',
        VITE_BASE: PRODUCTION_BASE,
        VITE_API_BASE: `http://127.0.0.1:${MOCK_SERVER_PORT}`,
      },
    },
  );
}
