// End-to-end tests: serve the production build (dist/, mock backend on) with `vite preview`,
// then run every tests/e2e/*.e2e.mjs with node's test runner against the system Chromium.
// Usage: npm run build && npm run e2e [-- name-filter ...]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_URL = `http://127.0.0.1:${PORT}`;

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const preview = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  },
);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(BASE_URL);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`preview server did not start on ${BASE_URL}`);
}

let code = 1;
try {
  await waitForServer();
  const files = readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.e2e.mjs'))
    // `node tests/e2e/run.mjs shell accounts` runs only the files whose names contain those words.
    .filter(
      (f) => process.argv.length <= 2 || process.argv.slice(2).some((word) => f.includes(word)),
    )
    .map((f) => `tests/e2e/${f}`);
  const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: BASE_URL },
  });
  code = await new Promise((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
} finally {
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
process.exit(code);
