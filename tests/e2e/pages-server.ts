/**
 * The demo as GitHub Pages serves it (.github/workflows/pages.yml), for tests/e2e/pages.spec.ts
 * (playwright.config.ts starts it as a web server): the build of PAGES_DIR under PAGES_BASE on
 * PAGES_PORT, static files only. A folder answers its index.html (without its final slash, a
 * redirect to it); a path that is no file answers the build's 404.html with status 404, Pages'
 * only fallback; no rewrite to index.html. Built first unless E2E_SKIP_BUILD=1 (`npm test` has
 * built it beside vitest: `npm run build:pages`).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { buildPages, PAGES_BASE, PAGES_DIR, PAGES_PORT } from '../../scripts/production-build.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

if (process.env.E2E_SKIP_BUILD !== '1') buildPages();
const root = resolve(PAGES_DIR);

async function fileAt(path: string) {
  return stat(path).catch(() => null);
}

const server = createServer(async (request, response) => {
  const send = (status: number, file: string) => {
    response.writeHead(status, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  };
  const { pathname } = new URL(request.url ?? '/', 'http://pages');
  if (!pathname.startsWith(PAGES_BASE) && pathname !== PAGES_BASE.slice(0, -1)) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const path = normalize(join(root, decodeURIComponent(pathname.slice(PAGES_BASE.length))));
  const found = path.startsWith(root) ? await fileAt(path) : null;
  if (found?.isFile()) return send(200, path);
  if (found?.isDirectory()) {
    if (!pathname.endsWith('/')) {
      response.writeHead(301, { Location: `${pathname}/` }).end();
      return;
    }
    if ((await fileAt(join(path, 'index.html')))?.isFile())
      return send(200, join(path, 'index.html'));
  }
  const notFound = join(root, '404.html');
  if ((await fileAt(notFound))?.isFile()) return send(404, notFound);
  response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
});
server.listen(PAGES_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
