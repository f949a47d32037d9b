/**
 * The API docs plumbing (scripts/api-docs.ts): the Vite plugin emits api-docs/index.html in a
 * client build and serves it at /api-docs/ without touching any other URL, and the page it emits
 * is the whole contract, offline. One real render (Redocly CLI in a child process, the slow
 * part) is shared by the build and the dev-server checks; nothing else is rendered.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import { apiDocs, externalLoads, offlinePage } from '../../scripts/api-docs';

type Handler = (...args: unknown[]) => unknown;
type Middleware = (req: unknown, res: unknown, next: (error?: unknown) => void) => void;

const ROOT = resolve(__dirname, '../..');

/** A hook of the plugin as a plain function (Vite allows `{ handler }` objects too). */
function hook(plugin: Plugin, name: keyof Plugin): Handler {
  const value = plugin[name] as Handler | { handler: Handler } | undefined;
  if (!value) throw new Error(`the plugin has no ${String(name)} hook`);
  return typeof value === 'function' ? value : value.handler;
}

function configure(plugin: Plugin, { base = '/', command = 'build', outDir = 'dist' } = {}) {
  hook(plugin, 'configResolved').call(null, {
    root: ROOT,
    base,
    command,
    build: { outDir, ssr: false },
  });
}

/** The middlewares a dev (or preview) server gets from the plugin, chained as Connect runs them. */
function middlewareOf(plugin: Plugin, kind: 'configureServer' | 'configurePreviewServer') {
  const used: Middleware[] = [];
  hook(plugin, kind).call(null, {
    middlewares: { use: (fn: Middleware) => used.push(fn) },
    watcher: { add: () => {}, on: () => {} },
  });
  expect(used.length).toBeGreaterThan(0);
  const chain: Middleware = (req, res, next) => {
    const run = (index: number) =>
      index === used.length
        ? next()
        : used[index]!(req, res, (error) => (error ? next(error) : run(index + 1)));
    run(0);
  };
  return chain;
}

interface Answer {
  next: boolean;
  status?: number;
  headers: Record<string, string>;
  body?: string;
}

/** One request through a middleware: what it answered, or that it passed the request on. */
function request(middleware: Middleware, url: string, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end(body?: string) {
        done({ next: false, status: this.statusCode, headers, body });
      },
    };
    middleware({ url, method }, res, (error) =>
      error ? fail(error) : done({ next: true, headers }),
    );
  });
}

describe('API docs (npm run docs, /api-docs/)', () => {
  const plugin = apiDocs();
  const emitted: { type: string; fileName: string; source: string }[] = [];

  beforeAll(async () => {
    configure(plugin);
    hook(plugin, 'buildStart').call({});
    await hook(plugin, 'generateBundle').call({
      emitFile: (file: (typeof emitted)[number]) => emitted.push(file),
    });
  });

  it('a client build emits api-docs/index.html: the whole contract, offline', () => {
    expect(emitted.map(({ type, fileName }) => [type, fileName])).toEqual([
      ['asset', 'api-docs/index.html'],
      ['asset', 'openapi.yaml'],
      ['asset', 'openapi.json'],
    ]);
    const html = emitted[0]!.source;
    expect(html).toMatch(/<title>Parcel Portal API<\/title>/);
    // Operations, an example and the error codes of the contract are on the page.
    expect(html).toContain('/api/authorization/signin');
    expect(html).toContain('AX10001');
    expect(html).toContain('validation_error');
    // Offline: Redoc inlined, no CDN, telemetry off, a policy that allows no other host.
    expect(externalLoads(html)).toEqual([]);
    expect(html).not.toMatch(/cdn\.redoc\.ly|cdn\.redocly\.com\/redoc/);
    expect(html).toContain('"disableTelemetry":true');
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-/,
    );
    // The intro links the contract's files beside the page.
    expect(html).toContain('href="../openapi.yaml"');
    expect(html).toContain('href="../openapi.json"');
  });

  it('a client build emits the contract as written and as JSON', async () => {
    const yaml = await readFile(join(ROOT, 'openapi.yaml'), 'utf8');
    const file = (name: string) => emitted.find((f) => f.fileName === name)!.source;
    expect(file('openapi.yaml')).toBe(yaml);
    expect(JSON.parse(file('openapi.json'))).toEqual(parseYaml(yaml));
  });

  it('the dev server and vite preview serve the contract with its media types', async () => {
    const dev = middlewareOf(plugin, 'configureServer');
    // The preview serves what the build emitted.
    const outDir = await mkdtemp(join(tmpdir(), 'api-docs-contract-'));
    for (const { fileName, source } of emitted.slice(1))
      await writeFile(join(outDir, fileName), source);
    const preview = apiDocs();
    configure(preview, { command: 'serve', outDir });
    for (const middleware of [dev, middlewareOf(preview, 'configurePreviewServer')]) {
      const yaml = await request(middleware, '/openapi.yaml?download');
      expect(yaml).toMatchObject({
        status: 200,
        headers: { 'content-type': 'application/yaml; charset=utf-8' },
      });
      expect(yaml.body).toMatch(/^openapi: 3\.1/);
      const json = await request(middleware, '/openapi.json');
      expect(json).toMatchObject({
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
      expect(JSON.parse(json.body!)).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
      expect(await request(middleware, '/openapi.yaml', 'HEAD')).toMatchObject({
        status: 200,
        body: undefined,
      });
      for (const url of ['/openapi.yml', '/docs/openapi.json', '/openapi.yaml/x'])
        expect(await request(middleware, url), url).toEqual({ next: true, headers: {} });
      expect(await request(middleware, '/openapi.json', 'POST')).toMatchObject({ next: true });
    }
    await rm(outDir, { recursive: true, force: true });
  });

  it('the dev server answers /api-docs/ and nothing else', async () => {
    const middleware = middlewareOf(plugin, 'configureServer');
    const page = await request(middleware, '/api-docs/');
    expect(page).toMatchObject({ next: false, status: 200 });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(emitted[0]!.source);
    expect(await request(middleware, '/api-docs/index.html')).toMatchObject({ status: 200 });
    expect(await request(middleware, '/api-docs?x=1')).toMatchObject({
      status: 301,
      headers: { location: '/api-docs/?x=1' },
    });
    for (const url of ['/', '/home', '/api-docsx', '/api-docs/other', '/api/news/gets/0/4'])
      expect(await request(middleware, url), url).toEqual({ next: true, headers: {} });
    expect(await request(middleware, '/api-docs/', 'POST')).toMatchObject({ next: true });
  });

  it("follows the app's base URL", async () => {
    const based = apiDocs();
    configure(based, { base: '/portal/', command: 'serve' });
    const middleware = middlewareOf(based, 'configureServer');
    expect(await request(middleware, '/portal/api-docs')).toMatchObject({
      status: 301,
      headers: { location: '/portal/api-docs/' },
    });
    expect(await request(middleware, '/api-docs/')).toMatchObject({ next: true });
    expect(await request(middleware, '/portal/openapi.json')).toMatchObject({ status: 200 });
    expect(await request(middleware, '/openapi.json')).toMatchObject({ next: true });
  });

  describe('vite preview', () => {
    let outDir = '';
    beforeAll(async () => {
      outDir = await mkdtemp(join(tmpdir(), 'api-docs-test-'));
      await mkdir(join(outDir, 'api-docs'));
      await writeFile(join(outDir, 'api-docs', 'index.html'), '<p>built docs</p>');
    });
    afterAll(() => rm(outDir, { recursive: true, force: true }));

    it('serves the built file at /api-docs/, before the single-page fallback', async () => {
      const preview = apiDocs();
      configure(preview, { command: 'serve', outDir });
      const middleware = middlewareOf(preview, 'configurePreviewServer');
      expect(await request(middleware, '/api-docs/')).toMatchObject({
        status: 200,
        body: '<p>built docs</p>',
      });
      expect(await request(middleware, '/home')).toMatchObject({ next: true });
    });
  });

  it('finds what a page would load from another host', () => {
    expect(
      externalLoads(
        [
          '<script src="https://cdn.example.com/redoc.js"></script>',
          '<link rel="stylesheet" href="//fonts.googleapis.com/css?family=Roboto">',
          '<style>@font-face{src:url(https://example.org/font.woff2)}</style>',
          '<script type="module">import { hydrate } from "https://esm.example.com/redoc.js";',
          'const logo = `https://cdn.redoc.ly/redoc/logo-mini.svg`;</script>',
        ].join('\n'),
      ),
    ).toEqual([
      'https://cdn.example.com/redoc.js',
      '//fonts.googleapis.com/css?family=Roboto',
      'https://example.org/font.woff2',
      'https://esm.example.com/redoc.js',
      'https://cdn.redoc.ly/redoc/logo-mini.svg',
    ]);
    // Links to other sites are not loads.
    expect(externalLoads('<a href="https://redocly.com/redoc/">Redocly</a>')).toEqual([]);
  });

  it('refuses a page that would send telemetry or load from a CDN', () => {
    const page = (script: string) =>
      `<html><head><meta charset="utf8" /></head><body><script type="module">${script}</script></body></html>`;
    expect(() => offlinePage(page('hydrate(d, {"disableTelemetry":false})'))).toThrow(/telemetry/);
    expect(() =>
      offlinePage(page('import "https://cdn.example.com/x.js"; ({"disableTelemetry":true})')),
    ).toThrow(/https:\/\/cdn\.example\.com\/x\.js/);
    expect(offlinePage(page('({"disableTelemetry":true})'))).toMatch(
      /<meta charset="utf8" \/>\n {2}<meta http-equiv="Content-Security-Policy"/,
    );
  });
});
