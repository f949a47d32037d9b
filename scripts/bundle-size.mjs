// Size report (gzip) of the first load with and without the mock layer, and the check that a build
// with VITE_API_MOCKING=off emits no mock chunk. Builds twice (mocking on/off) into dist-size/.
// The budgets themselves are .size-limit.mjs (`npm run size`, in `npm test`); this report is not
// in `npm test`: the off-build costs a second full build, and the one door to mocks/
// (src/app/mockBackend.ts, behind a literal VITE_API_MOCKING check) is pinned by lint.
// Usage: npm run size:report
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoad, mockLayer } from './first-load.mjs';

function build(outDir, mocking) {
  try {
    execSync(`npx vite build --outDir ${outDir} --emptyOutDir`, {
      stdio: 'pipe',
      env: { ...process.env, VITE_API_MOCKING: mocking },
    });
  } catch (error) {
    console.error(`${error.stdout}\n${error.stderr}`);
    throw new Error(`vite build with VITE_API_MOCKING=${mocking} failed`);
  }
}

const gz = (files) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

function report(outDir) {
  const { js, css } = firstLoad(outDir);
  return {
    js: gz(js),
    css: gz(css),
    html: gz([join(outDir, 'index.html')]),
    mocks: mockLayer(outDir),
  };
}

build('dist-size/mock-on', 'on');
build('dist-size/mock-off', 'off');
const on = report('dist-size/mock-on');
const off = report('dist-size/mock-off');

for (const [label, r] of [
  ['mocking on ', on],
  ['mocking off', off],
]) {
  console.log(
    `first load, ${label}: JS ${kb(r.js)} + CSS ${kb(r.css)} + HTML ${kb(r.html)} = ${kb(r.js + r.css + r.html)} gzip`,
  );
}
console.log(`+ mock layer fetched at boot in demo mode: ${kb(gz(on.mocks.files))} gzip`);
if (off.mocks.chunks.length > 0) {
  console.error(`mock chunks emitted with VITE_API_MOCKING=off: ${off.mocks.chunks.join(', ')}`);
  process.exit(1);
}
console.log('mock chunks emitted with VITE_API_MOCKING=off: none');
