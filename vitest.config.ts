import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.js';

/**
 * Test files that replace a module with vi.mock. Test files share one module graph per worker
 * (isolate: false below); a module mock only works in a fresh one, so these files get their own.
 */
function testFilesWithModuleMocks(): string[] {
  const dir = fileURLToPath(new URL('./tests/', import.meta.url));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${dir}${file}`, 'utf8')))
    .map((file) => `tests/${file}`);
}
/**
 * Test files that run React's server renderer: it keeps its providers' state in the React module
 * it shares with the client renderer, and the client renderers of the files after it in the
 * worker would warn of two renderers rendering one provider. They get their own graph too.
 */
const SERVER_RENDERING = ['tests/prerender.test.tsx'];
/** Test files that check what a lazy part loads the first time it is shown: nothing before them. */
const FIRST_LOADS = ['tests/routes-and-panels.test.tsx'];
const MODULE_MOCKS = [...testFilesWithModuleMocks(), ...SERVER_RENDERING, ...FIRST_LOADS];

// Not the app's vite.config.ts: its other build plugins (prerender, CSP, API docs) have no part in
// tests.
export default defineConfig({
  // The one build plugin they share: the components run as the React Compiler builds them.
  plugins: [babel({ presets: [reactCompilerPreset()] })],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    globals: true,
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    // The setup unmounts after each test itself, once a failed test's page is printed.
    env: { RTL_SKIP_AUTO_CLEANUP: 'true' },
    css: false,
    // A deadline for a test that hangs, not a speed limit: the slowest tests (sign-up of a
    // company) take seconds of CPU, and several times that on two cores shared with other work.
    testTimeout: 60000,
    pool: 'threads',
    // Vitest's default is one worker less than the cores, a single worker on a 2-core machine.
    // Half as many again as the cores: a worker often waits (a child process starting, a real
    // timer, a file), and a third one fills those gaps; a fourth only competes for the cores
    // (docs/testing.md#time).
    maxWorkers: '150%',
    // A spy a test forgot to restore would otherwise stay for the following files of the worker.
    restoreMocks: true,
    projects: [
      // Inline projects inherit this config (Vitest 5's default `extends: true`); arrays such as
      // `exclude` add to the root's.
      {
        test: {
          name: 'shared',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: MODULE_MOCKS,
          // One module graph and one jsdom per worker instead of one per file (setting them up
          // again for every file was a large share of the CPU time). tests/setup.ts runs before
          // every file and resets what tests share: mock database, storage, request handlers and
          // listeners, language, rendered DOM and routers.
          isolate: false,
        },
      },
      { test: { name: 'isolated', include: MODULE_MOCKS, isolate: true } },
    ],
  },
});
