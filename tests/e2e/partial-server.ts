/**
 * The partial build (scripts/production-build.mjs: VITE_API_MOCKING=partial) served by
 * `vite preview` on PARTIAL_PORT, for tests/e2e/partial.spec.ts (playwright.config.ts starts it
 * as a web server). Built first unless E2E_SKIP_BUILD=1 (`npm test` has built it beside vitest:
 * `npm run build:partial`), like the nginx server's production build.
 */
import { spawn } from 'node:child_process';
import { buildPartial, PARTIAL_DIR, PARTIAL_PORT } from '../../scripts/production-build.mjs';

if (process.env.E2E_SKIP_BUILD !== '1') buildPartial();
const preview = spawn(
  'npx',
  [
    'vite',
    'preview',
    '--outDir',
    PARTIAL_DIR,
    '--port',
    String(PARTIAL_PORT),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { stdio: 'inherit' },
);
preview.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => preview.kill(signal));
