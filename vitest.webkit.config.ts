// The main journeys in WebKit (tests/webkit/*.spec.ts, `npm run test:webkit`): WebdriverIO drives
// WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb, against the demo build (dist/).
// tests/webkit/global-setup.ts starts both servers. One worker: one browser at a time on the
// shared cores; each journey opens a session of its own (fresh storage, service worker, demo data).
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.js';

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    include: ['tests/webkit/**/*.spec.ts'],
    globalSetup: ['tests/webkit/global-setup.ts'],
    maxWorkers: 1,
    fileParallelism: false,
    // Deadlines for a journey that hangs, not speed limits: a journey is many steps, each waiting
    // for what a person sees, on two cores shared with other work.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
