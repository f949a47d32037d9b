// Gzip size of what the browser downloads on first load of /home, with and without the mock
// layer. Builds twice (VITE_API_MOCKING on/off) into separate folders. Usage: npm run size
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

function build(outDir, mocking) {
  execSync(`npx vite build --outDir ${outDir} --emptyOutDir`, {
    stdio: 'ignore',
    env: { ...process.env, VITE_API_MOCKING: mocking },
  });
}

const gz = (file) => gzipSync(readFileSync(file)).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** index.html + the entry's static imports (modulepreload/link/script) = the first load. */
function firstLoad(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const files = [...new Set(assets)];
  const total =
    gz(join(outDir, 'index.html')) + files.reduce((sum, f) => sum + gz(join(outDir, f)), 0);
  return { files, total };
}

function chunks(outDir, pattern) {
  return readdirSync(join(outDir, 'assets'))
    .filter((f) => pattern.test(f))
    .reduce((sum, f) => sum + gz(join(outDir, 'assets', f)), 0);
}

build('dist-size/mock-on', 'on');
build('dist-size/mock-off', 'off');
const on = firstLoad('dist-size/mock-on');
const off = firstLoad('dist-size/mock-off');
// In demo mode the boot also fetches the mock layer (after the shell has painted) and the worker.
const mockChunk =
  chunks('dist-size/mock-on', /^browser-.*\.js$/) + gz('dist-size/mock-on/mockServiceWorker.js');
const offHasMocks = chunks('dist-size/mock-off', /^browser-.*\.js$/);

console.log(
  `app first load (html + entry js + css): ${kb(on.total)} gzip with mocking on, ${kb(off.total)} with it off`,
);
console.log(
  `+ mock layer fetched at boot in demo mode: ${kb(mockChunk)} gzip (total ${kb(on.total + mockChunk)})`,
);
console.log(
  `mock chunks emitted with mocking off: ${offHasMocks === 0 ? 'none' : kb(offHasMocks)}`,
);
