// The gallery's run (scripts/gallery.ts starts it): the browser tests' settings and server, with
// the desktop and phone projects taking every test, and no retries or report. GALLERY_BASE (the
// script's --base) points it at a deployment instead of the local build, which it then neither
// builds nor serves.
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { GALLERY_DIR, GALLERY_WIDTHS } from './shots';

const ROOT = resolve(import.meta.dirname, '../..');

const deployment = process.env.GALLERY_BASE;
const servers = Array.isArray(base.webServer) ? base.webServer : [];

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'gallery.spec.ts',
  outputDir: `${GALLERY_DIR}/test-results`,
  retries: 0,
  failOnFlakyTests: false,
  reporter: [['list']],
  use: { ...base.use, ...(deployment ? { baseURL: deployment } : {}) },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: GALLERY_WIDTHS.desktop, height: 900 } },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: GALLERY_WIDTHS.phone, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // The demo build served by `vite preview`, as for the browser tests: their first server, run
  // from the project's root (a server's commands run in its config's folder by default).
  webServer: deployment ? [] : servers.slice(0, 1).map((server) => ({ ...server, cwd: ROOT })),
});
