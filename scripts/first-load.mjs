// Which built files (vite build → dist/) a visitor downloads, read from the build itself since the
// chunk names are hashed. Used by .size-limit.mjs (budgets, npm test) and scripts/bundle-size.mjs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function readIndexHtml(outDir) {
  const file = join(outDir, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return readFileSync(file, 'utf8');
}

/** Vite's manifest of the build (vite.config.ts, build.manifest): each chunk's file, imports, CSS. */
function readManifest(outDir) {
  const file = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * First load of any page (/home included): index.html's entry module (src/main.tsx) with every
 * chunk it imports statically (its JS), and their styles (its CSS), as dist paths. Lazy chunks and
 * fonts are not in it. Each file is checked to be named in index.html, so the budgets measure what
 * the page loads.
 */
export function firstLoad(outDir = 'dist') {
  const html = readIndexHtml(outDir);
  const manifest = readManifest(outDir);
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const style of chunk.css ?? []) css.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The module scripts index.html runs (src/main.tsx's chunk, as built), found in the manifest.
  for (const [, file] of html.matchAll(/<script type="module"[^>]* src="[^"]*\/(assets\/[^"]+)"/g))
    visit(Object.keys(manifest).find((key) => manifest[key].file === file));
  if (js.size === 0) throw new Error(`${outDir}/index.html runs no module script of the manifest`);
  for (const file of [...js, ...css])
    if (!html.includes(`/${file}"`)) throw new Error(`${outDir}/index.html does not load ${file}`);
  // And the other way: every built file index.html names, its preloads included, exists.
  for (const [, file] of html.matchAll(/"[^"]*\/(assets\/[^"]+)"/g))
    if (!existsSync(join(outDir, file)))
      throw new Error(`${outDir}/index.html names ${file}, not built`);
  return {
    js: [...js].map((file) => join(outDir, file)),
    css: [...css].map((file) => join(outDir, file)),
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
  const workers = ['demoServiceWorker.js', 'mockServiceWorker.js']
    .map((file) => join(outDir, file))
    .filter((file) => existsSync(file));
  return { chunks: [...seen], files: [...seen, ...workers] };
}

/**
 * What a lazy screen adds to the first load: the chunk built from `source` (a path in the
 * manifest, e.g. src/app/home/CustomerHome.tsx) and the chunks it imports statically, as dist
 * paths.
 */
export function lazyLoad(source, outDir = 'dist') {
  const manifest = readManifest(outDir);
  if (!manifest[source]) throw new Error(`${source} is not a chunk of ${outDir}'s manifest`);
  const alreadyLoaded = new Set(firstLoad(outDir).js);
  const js = new Set();
  const visit = (key) => {
    const file = join(outDir, manifest[key].file);
    if (js.has(file) || alreadyLoaded.has(file)) return;
    js.add(file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(source);
  return [...js];
}
