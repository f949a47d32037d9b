// Which built files (vite build → dist/) a visitor downloads, read from the build itself since the
// chunk names are hashed. Used by .size-limit.mjs (budgets, npm test) and scripts/bundle-size.mjs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function readIndexHtml(outDir) {
  const file = join(outDir, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return readFileSync(file, 'utf8');
}

/**
 * `<tag … attr="/x">` references of index.html whose tag text matches `kind`, as dist paths. The
 * mock layer's preloads (data-mock-layer, see vite.config.ts) are not the app's first load.
 */
function references(html, outDir, kind) {
  return [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => kind.test(tag) && !/\bdata-mock-layer\b/.test(tag))
    .map((tag) => /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
    .map((path) => join(outDir, path));
}

/**
 * First load of any page (/home included): the JS index.html runs (the entry) and modulepreloads
 * (its static imports), and the CSS it links. Lazy route chunks and fonts are not in it.
 */
export function firstLoad(outDir = 'dist') {
  const html = readIndexHtml(outDir);
  return {
    js: [
      ...new Set([
        ...references(html, outDir, /<script\b[^>]*type="module"/),
        ...references(html, outDir, /rel="modulepreload"/),
      ]),
    ],
    css: references(html, outDir, /rel="stylesheet"/),
  };
}

/** Relative static imports of a built chunk (`import"./x.js"`, `from"./x.js"`), as dist paths. */
function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) =>
    join(file, '..', m[1]),
  );
}

/**
 * What demo mode adds: the mock backend's chunk(s) (mocks/browser.ts → assets/browser-*.js) with
 * the chunks only they import, and the service worker script. Empty of chunks when the build has
 * VITE_API_MOCKING=off.
 */
export function mockLayer(outDir = 'dist') {
  const assets = join(outDir, 'assets');
  const alreadyLoaded = new Set(firstLoad(outDir).js);
  const chunks = readdirSync(assets)
    .filter((f) => /^browser-.*\.js$/.test(f))
    .map((f) => join(assets, f));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || alreadyLoaded.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  chunks.forEach(visit);
  const worker = join(outDir, 'mockServiceWorker.js');
  return { chunks: [...seen], files: [...seen, ...(existsSync(worker) ? [worker] : [])] };
}
