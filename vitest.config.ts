import babel from '@rolldown/plugin-babel';
import { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias, notCompiled } from './vite.config.js';

/**
 * Test files that need a module graph of their own say so in their name, `*.isolated.test.ts(x)`:
 * those that replace a module with vi.mock (a module mock only works in a fresh graph), those
 * that run React's server renderer (it leaves its providers' state in the React module it shares
 * with the client renderer), and those that check what a lazy part loads the first time it is
 * shown. Every other file shares its worker's graph (isolate: false below).
 */
const ISOLATED = 'tests/**/*.isolated.test.{ts,tsx}';

// Not the app's vite.config.ts: its other build plugins (prerender, CSP, API docs) have no part in
// tests.
export default defineConfig({
  // The one build plugin they share: the components run as the React Compiler builds them.
  plugins: [babel({ presets: [reactCompilerPreset()], exclude: [notCompiled] })],
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
    // timer, a file), and a third one fills those gaps; a fourth only competes for the cores.
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
          exclude: [ISOLATED],
          // One module graph and one jsdom per worker instead of one per file (setting them up
          // again for every file was a large share of the CPU time). tests/setup.ts runs before
          // every file and resets what tests share: mock database, storage, request handlers and
          // listeners, language, rendered DOM and routers.
          isolate: false,
        },
      },
      { test: { name: 'isolated', include: [ISOLATED], isolate: true } },
    ],
  },
});
