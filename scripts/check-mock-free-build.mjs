// A production build with VITE_API_MOCKING=off contains nothing of the mock backend and nothing of
// the demo console: no file of theirs, no byte of their code, words or styles. Builds
// the production build of scripts/production-build.mjs (vite build only, no typecheck: a few
// seconds), which the browser tests then serve with nginx, and reads every built file. In
// `npm test` right after the size budgets.
// Usage: npm run check:mock-free
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildProduction, PRODUCTION_DIR as outDir } from './production-build.mjs';

/** What only the mock layer or the console contains, each found in the sources (checked below). */
const MARKERS = [
  ['/__demo', 'the demo controls (src/features/demo/demoApi.ts, mocks/handlers/demo.ts)'],
  ['demo-console', "the console's markup and styles (src/features/demo, src/styles/demo.css)"],
  [
    'mockServiceWorker',
    'the mock service worker (public/demoServiceWorker.js, mockServiceWorker.js, mocks/browser.ts)',
  ],
  ['[MSW]', "msw's own code"],
  // The console's words: its namespace files (src/locales/*/demo.json), by their longest text.
  ...['ka', 'ru', 'en'].map((lng) => [
    JSON.parse(readFileSync(`src/locales/${lng}/demo.json`, 'utf8')).intro,
    `the demo namespace (src/locales/${lng}/demo.json)`,
  ]),
];
/** Built files named after the console's or the mock layer's modules. */
const NAMES =
  /(^|\/)((demo|mock)ServiceWorker\.js|DemoConsole-[^/]*|demo-[^/]*\.(js|css)|browser-[^/]*\.js)$/;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

// A marker that is in no source any more would make the check pass for nothing.
const sources = ['src', 'mocks', 'public', 'node_modules/msw/lib/core']
  .flatMap(files)
  .map((file) => readFileSync(file, 'latin1'));
const stale = MARKERS.filter(([text]) => {
  const bytes = Buffer.from(text, 'utf8').toString('latin1');
  return !sources.some((source) => source.includes(bytes));
});
if (stale.length > 0) {
  console.error(`check-mock-free-build: markers found in no source: ${stale.map(([t]) => t)}`);
  process.exit(1);
}

try {
  buildProduction();
} catch (error) {
  console.error(`${error.stdout}\n${error.stderr}`);
  throw new Error('vite build with VITE_API_MOCKING=off failed');
}
const problems = [];
const built = files(outDir);
if (!built.some((file) => file.endsWith('index.html')))
  throw new Error('the build wrote no index.html');
for (const file of built) {
  const name = relative(outDir, file);
  if (NAMES.test(name)) problems.push(`${name}: a file of the mock layer or the demo console`);
  const text = readFileSync(file, 'latin1');
  for (const [marker, what] of MARKERS) {
    if (text.includes(Buffer.from(marker, 'utf8').toString('latin1')))
      problems.push(`${name}: contains "${marker.slice(0, 40)}" (${what})`);
  }
}
console.log(
  problems.length === 0
    ? `check-mock-free-build: ${built.length} files built with VITE_API_MOCKING=off, none with mock or demo console code`
    : `check-mock-free-build: the build with VITE_API_MOCKING=off ships mock or demo console code:\n  ${problems.join('\n  ')}`,
);
process.exit(problems.length === 0 ? 0 : 1);
