// The deployment: the builds served by nginx with deploy/nginx.conf as shipped
// (tests/e2e/nginx-server.ts): its headers (the build's Content-Security-Policy, caching, gzip,
// the usual security headers); the demo at the root under that policy through sign-in, declaring
// and paying; the production build (mock off) under /portal/ against `npm run mock:server` on
// another origin, deep links and reloads included. Any policy violation fails a test (fixtures.ts).
import { createHash, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as getPlain, type IncomingHttpHeaders } from 'node:http';
import { get as getTls } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEPLOYED } from '../../scripts/production-build.mjs';
import { expect, test } from './fixtures';
import { declareParcel, parcelRow } from './helpers/parcels';
import { payOneFlight } from './helpers/payments';
import { signIn } from './helpers/session';

/** The policy sources ('sha256-…') of the inline scripts in a page's HTML. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/**
 * A response's status and headers as the server sent them (Playwright's requests unpack gzip and
 * follow redirects); over TLS, trusting the test's own certificate.
 */
function answerOf(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const get = url.startsWith('https:') ? getTls : getPlain;
  return new Promise((resolve, reject) =>
    get(url, { headers, rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    }).on('error', reject),
  );
}

test.describe('nginx with deploy/nginx.conf', () => {
  test('serves TLS only: plain HTTP redirects, HSTS, COOP, a strict Permissions-Policy, no version', async () => {
    const plain = await answerOf(`${DEPLOYED.plain}tarrifs?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://127.0.0.1/tarrifs?x=1');
    for (const root of [DEPLOYED.demo, DEPLOYED.production]) {
      const { status, headers } = await answerOf(`${root}home`);
      expect(status).toBe(200);
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('payment=()');
      expect(headers.server).toBe('nginx');
    }
    expect(plain.headers.server).toBe('nginx');
  });

  test('sends the build’s policy, caching, gzip and the security headers', async ({ request }) => {
    const page = await request.get(`${DEPLOYED.demo}tarrifs`);
    expect(page.status()).toBe(200);
    const headers = page.headers();
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    const policy = headers['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    // The one inline script, the boot script, allowed by its hash; no other.
    const hashes = inlineScriptHashes(await page.text());
    expect(hashes).toHaveLength(1);
    expect(scripts).toBe(`script-src 'self' ${hashes[0]}`);
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self'",
      "worker-src 'self'",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(policy.split('; ')).toContain(directive);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // Gzipped for a browser that accepts it.
    const gzipped = await answerOf(`${DEPLOYED.demo}home`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    // The entry, a hashed file: cached for a year.
    const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(
      await page.text(),
    )?.[1];
    expect(entry).toBeDefined();
    const script = await request.get(`${DEPLOYED.demo}${entry}`);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await request.get(`${DEPLOYED.demo}mockServiceWorker.js`);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // The production build's service worker and every build's manifest: checked on each visit.
    const sw = await request.get(`${DEPLOYED.production}sw.js`);
    expect(sw.headers()['content-type']).toBe('application/javascript; charset=utf-8');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    for (const root of [DEPLOYED.demo, DEPLOYED.production]) {
      const manifest = await request.get(`${root}manifest.webmanifest`);
      expect(manifest.headers()['content-type'], root).toBe(
        'application/manifest+json; charset=utf-8',
      );
      expect(manifest.headers()['cache-control'], root).toBe('no-cache');
      expect(manifest.headers()['content-security-policy'], root).toMatch(/^default-src 'self'; /);
    }
    // At the root and under /portal/: the API docs carry their own policy, not the app's, and the
    // policy file beside the build is the server's, not the public's.
    for (const root of [DEPLOYED.demo, DEPLOYED.production]) {
      const docs = await request.get(`${root}api-docs/`);
      expect(docs.status(), root).toBe(200);
      expect(await docs.text(), root).toContain('<title>');
      expect(docs.headers()['content-security-policy'], root).toBeUndefined();
      expect((await request.get(`${root}csp.nginx.conf`)).status(), root).toBe(404);
      // The contract beside the docs, for tools that import it by URL.
      const yaml = await request.get(`${root}openapi.yaml`);
      expect(yaml.headers()['content-type'], root).toBe('application/yaml; charset=utf-8');
      // A location of its own still sends the build's policy.
      expect(yaml.headers()['content-security-policy'], root).toMatch(/^default-src 'self'; /);
      expect(await yaml.text(), root).toMatch(/^openapi: 3\.1/);
      const json = await request.get(`${root}openapi.json`);
      expect(json.headers()['content-type'], root).toBe('application/json');
      expect((await json.json()) as { openapi: string }, root).toMatchObject({ openapi: '3.1.0' });
    }
  });

  test('installable: Chromium reads the manifest without an error and can install the app', async ({}, testInfo) => {
    // A profile of its own on disk: Chromium installs nothing from an incognito context, which
    // every test context is.
    const profile = mkdtempSync(join(tmpdir(), 'pp-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      ignoreHTTPSErrors: true,
    });
    try {
      // The production build, and the demo with its mock's worker only.
      for (const url of [DEPLOYED.production, DEPLOYED.demo]) {
        const page = await context.newPage();
        await page.goto(`${url}home`);
        await expect(page.getByRole('banner')).toBeVisible();
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.url, url).toBe(`${url}manifest.webmanifest`);
        expect(manifest.errors, url).toEqual([]);
        // The app opens at the build's base path and holds every page under it.
        expect(manifest.manifest, url).toMatchObject({ startUrl: url, scope: url });
        await expect
          .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
            message: url,
          })
          .toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test.describe('the demo at the root, under its policy', () => {
    test.use({ baseURL: DEPLOYED.demo });

    test('signs in, declares a parcel and pays a flight', async ({ signedIn: page }) => {
      await declareParcel(page, 'NGX1000001');
      await expect(parcelRow(page, 'NGX1000001')).toBeVisible();
      await payOneFlight(page);
    });
  });

  test.describe('the production build under /portal/, against the API on another origin', () => {
    test.use({ baseURL: DEPLOYED.production });

    test('opens a deep link and reloads it, signs in, sees the parcels, declares and pays', async ({
      page,
    }) => {
      await page.goto('tarrifs');
      await expect(page.getByRole('heading', { level: 1, name: 'ტარიფები' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'ტარიფები' })).toBeVisible();
      await expect(page).toHaveURL(`${DEPLOYED.production}tarrifs`);

      // The header's link leads home within /portal/.
      await page.getByRole('link', { name: 'მთავარი' }).first().click();
      await expect(page).toHaveURL(`${DEPLOYED.production}home`);
      await signIn(page, 'AX10001', { remember: false });
      // The seeded parcels, from the mock server over HTTP.
      await expect(parcelRow(page, 'YT2411220384512')).toBeVisible();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));

      // The server keeps its data for the whole run: a number no other run of this test used.
      const tracking = `NGX${randomInt(1e9, 1e10)}`;
      await declareParcel(page, tracking);
      await expect(parcelRow(page, tracking)).toBeVisible();
      expect(requests.some((url) => url.startsWith(`${DEPLOYED.api}/api/`))).toBe(true);
      await payOneFlight(page);

      // A reload keeps the session and the page, its tab named in the address.
      await page.reload();
      await expect(page.locator('.greeting-card').getByText('AX10001')).toBeVisible();
      await expect(page.getByRole('tab', { name: /^ჩამოსული/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });
});
