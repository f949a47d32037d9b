/**
 * API docs for integrators: openapi.yaml rendered as one static HTML page by Redocly CLI's
 * `build-docs` (Redoc), with the contract's descriptions, examples and error codes.
 *
 *   npm run docs [-- --out FILE]      writes dist/api-docs/index.html (or FILE)
 *   vite (dev, demo), vite preview    serve it at <base>api-docs/ (the `apiDocs` plugin below)
 *   vite build                        emits it as dist/api-docs/index.html
 *
 * Beside it, the contract itself for tools (Postman's import, Prism, client generators):
 * <base>openapi.yaml as written and <base>openapi.json converted, served the same three ways
 * (the mock server serves them too: mocks/http-server.ts), linked from the docs page's intro.
 *
 * The page works offline and makes no call to another host: the Redoc bundle is inlined
 * (`--inlineBundle`), telemetry is off (REDOCLY_TELEMETRY=off and `telemetry: off` in
 * redocly.yaml, so the page says `disableTelemetry: true`), the one CDN image Redoc shows (its
 * logo in "API docs by Redocly") is replaced by an inline SVG, and a Content-Security-Policy
 * limits scripts to the page's own inline ones (by hash) and every fetch to the page's origin.
 * `externalLoads` fails the render if a later Redoc starts to load anything from another host.
 * Redocly CLI's update check (a request to the npm registry) is off too.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Connect, Plugin } from 'vite';
import {
  CONTRACT_FILES,
  type ContractFile,
  contractFile,
  isContractFile,
} from '../mocks/lib/contractFiles.js';

/** Where the page is served, under the app's base URL. */
export const API_DOCS_DIR = 'api-docs';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

export interface RenderOptions {
  /** project root: openapi.yaml and redocly.yaml are read from it */
  root?: string;
  /** the contract, relative to root */
  spec?: string;
}

/** Renders the contract to the page's HTML (in a child process; Redoc's bundle is inlined). */
export async function renderApiDocs({
  root = ROOT,
  spec = 'openapi.yaml',
}: RenderOptions = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'api-docs-'));
  try {
    const out = join(dir, 'index.html');
    await runRedocly(
      ['build-docs', spec, '--inlineBundle', '--output', out, '--config', 'redocly.yaml'],
      root,
    );
    return offlinePage(await readFile(out, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runRedocly(args: string[], cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [REDOCLY, ...args], {
      cwd,
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done()
        : fail(new Error(`api-docs: redocly ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/** Redoc's logo, drawn here: the page must not fetch it from cdn.redoc.ly. */
const LOGOS: Record<string, string> = {
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg': svgDataUri(
    '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="14" viewBox="0 0 56 14">' +
      '<text x="0" y="11" font-family="sans-serif" font-size="12" font-weight="600" ' +
      'fill="#0044d4">Redocly</text></svg>',
  ),
  'https://cdn.redoc.ly/redoc/logo-mini.svg': svgDataUri(
    '<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 14 14">' +
      '<text x="2" y="11" font-family="sans-serif" font-size="12" font-weight="700" ' +
      'fill="#0044d4">R</text></svg>',
  ),
};

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Inline scripts of the page (none has a src: the bundle is inlined). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi)].map(([, body]) => body!);
}

/**
 * The page as served: the CDN logo replaced, and a Content-Security-Policy that lets the page
 * run its own inline scripts only and load nothing from another host. Fails if the page would
 * still load something from elsewhere, or if telemetry is not off. (Redoc's search first tries
 * to build a worker with `Function(…)`; the policy allows no eval, so the search index is built
 * on the page's own thread instead, which this contract's size allows.)
 */
export function offlinePage(html: string): string {
  let page = html;
  for (const [url, dataUri] of Object.entries(LOGOS)) page = page.replaceAll(url, dataUri);
  if (!/"disableTelemetry":true/.test(page))
    throw new Error('api-docs: the page does not turn Redoc telemetry off (REDOCLY_TELEMETRY)');
  const hashes = inlineScripts(page).map(
    (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  const policy = [
    "default-src 'none'",
    `script-src ${hashes.join(' ')}`,
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'font-src data:',
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const head = /<head>(\s*<meta charset=[^>]*>)?/i;
  if (!head.test(page)) throw new Error('api-docs: the page has no <head>');
  page = page.replace(
    head,
    (start) => `${start}\n  <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
  const external = externalLoads(page);
  if (external.length)
    throw new Error(
      `api-docs: the page would load from another host (it must work offline):\n  ${external.join('\n  ')}`,
    );
  return page;
}

/**
 * Addresses the code names but never contacts: Redoc's icon component (for icons named in
 * x- extensions, which this contract does not use) and its telemetry endpoint (off). The
 * Content-Security-Policy would block both anyway.
 */
const NEVER_CONTACTED = ['https://cdn.redocly.com/icons/', 'https://otel.cloud.redocly.com/'];

/**
 * What the page would load from another host: script, style, image or frame elements with an
 * absolute URL, CSS url()s and module imports of absolute URLs, and any address on a CDN, font
 * or telemetry host anywhere in the page (links to other sites are fine).
 */
export function externalLoads(html: string): string[] {
  const found = new Set<string>();
  const absolute = String.raw`(?:https?:)?//[^\s"'\x60<>()\\]+`;
  const patterns = [
    new RegExp(
      String.raw`<(?:script|link|img|iframe|frame|source|video|audio|embed|object|track|image|use)\b[^>]*?\s(?:src|href|srcset|data|poster|xlink:href)\s*=\s*["']?(${absolute})`,
      'gi',
    ),
    new RegExp(String.raw`url\(\s*["']?(${absolute})`, 'gi'),
    new RegExp(String.raw`@import\s+(?:url\(\s*)?["']?(${absolute})`, 'gi'),
    new RegExp(
      String.raw`\bimport\s*(?:\(\s*|(?:[\w*{},$]+\s+)+from\s*)["'\x60](${absolute})`,
      'g',
    ),
    new RegExp(
      String.raw`((?:https?:)?//(?:[\w-]+\.)*(?:[\w-]*cdn[\w-]*|fonts\.googleapis|fonts\.gstatic|unpkg|jsdelivr|otel|telemetry|analytics)\.[^\s"'\x60<>()\\]+)`,
      'gi',
    ),
  ];
  for (const pattern of patterns)
    for (const [, url] of html.matchAll(pattern))
      if (!NEVER_CONTACTED.some((prefix) => url!.startsWith(prefix))) found.add(url!);
  return [...found];
}

/** Serves <base>openapi.yaml and <base>openapi.json with their media types. */
function contractMiddleware(
  base: string,
  file: (name: ContractFile) => Promise<string>,
): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = (req.url ?? '').split('?', 1)[0] ?? '';
    const name = path.slice(base.length);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!path.startsWith(base) || !isContractFile(name)) return next();
    file(name).then((body) => {
      res.setHeader('Content-Type', CONTRACT_FILES[name]);
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : body);
    }, next);
  };
}

/** Serves the page at <base>api-docs/ (and redirects <base>api-docs there). */
function docsMiddleware(base: string, page: () => Promise<string>): Connect.NextHandleFunction {
  const dir = `${base}${API_DOCS_DIR}`;
  return (req, res, next) => {
    const [path = '', query] = (req.url ?? '').split('?', 2);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path === dir) {
      res.statusCode = 301;
      res.setHeader('Location', `${dir}/${query === undefined ? '' : `?${query}`}`);
      res.end();
      return;
    }
    if (path !== `${dir}/` && path !== `${dir}/index.html`) return next();
    page().then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : html);
    }, next);
  };
}

/**
 * Vite plugin: the dev server renders the page on first request (again after openapi.yaml
 * changes), `vite preview` serves the built file, and a client build emits
 * `<outDir>/api-docs/index.html` (rendered in a child process while Rollup bundles). Nothing of
 * it enters the app's own bundle, and the app's routes are untouched: only <base>api-docs and
 * <base>api-docs/ (index.html) are answered before Vite's single-page fallback.
 */
export function apiDocs({ spec = 'openapi.yaml' }: Pick<RenderOptions, 'spec'> = {}): Plugin {
  let root = ROOT;
  let base = '/';
  let outDir = 'dist';
  let clientBuild = false;
  let rendering: Promise<string> | undefined;
  const render = () => {
    if (rendering) return rendering;
    const current = renderApiDocs({ root, spec });
    // A failed render is tried again on the next request.
    current.catch(() => {
      if (rendering === current) rendering = undefined;
    });
    return (rendering = current);
  };

  return {
    name: 'api-docs',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      const file = resolve(root, spec);
      server.watcher.add(file);
      server.watcher.on('change', (changed) => {
        if (resolve(changed) === file) rendering = undefined;
      });
      server.middlewares.use(docsMiddleware(base, render));
      server.middlewares.use(contractMiddleware(base, (name) => contractFile(name, file)));
    },
    configurePreviewServer(server) {
      const file = join(outDir, API_DOCS_DIR, 'index.html');
      server.middlewares.use(
        docsMiddleware(base, () =>
          readFile(file, 'utf8').catch(() => {
            throw new Error(`api-docs: ${file} is missing; run npm run build`);
          }),
        ),
      );
      // The built copies, with the media types Vite's static server does not know for YAML.
      server.middlewares.use(
        contractMiddleware(base, (name) => readFile(join(outDir, name), 'utf8')),
      );
    },
    buildStart() {
      // Start the child process now, so that it renders while Rollup bundles on the other core.
      if (!clientBuild) return;
      rendering = undefined;
      render().catch(() => {});
    },
    async generateBundle() {
      if (!clientBuild) return;
      this.emitFile({
        type: 'asset',
        fileName: `${API_DOCS_DIR}/index.html`,
        source: await render(),
      });
      for (const name of Object.keys(CONTRACT_FILES) as ContractFile[])
        this.emitFile({
          type: 'asset',
          fileName: name,
          source: await contractFile(name, resolve(root, spec)),
        });
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string', short: 'o', default: `dist/${API_DOCS_DIR}/index.html` } },
  });
  const out = resolve(values.out);
  const html = await renderApiDocs();
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, html);
  console.log(
    `api-docs: ${relative(process.cwd(), out)} (${Math.round(Buffer.byteLength(html) / 1024)} KiB)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
