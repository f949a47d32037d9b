// End-to-end tests: serve the production build (dist/, mock backend on) with `vite preview`,
// then run every tests/e2e/*.e2e.mjs with node's test runner against the system Chromium.
// Usage: npm run build && npm run e2e [-- name-filter ...]
//
// The tests run in parallel, E2E_JOBS groups at a time (default: the number of cores, at least
// 2), each group in its own node process with its own Chromium. With at least E2E_JOBS files a
// group is a whole file, the longest first (by the last run's times, kept in node_modules/.cache;
// else the largest first), so the long ones start early and the lanes end together: a node
// process and its Chromium cost about 2 s of CPU, so no more of them are started than there are
// files. With fewer files (`run.mjs payments`), each file's tests are listed and dealt
// round-robin into up to E2E_JOBS groups, so that every core still has work. Every test opens its own browser context
// (own storage, own service worker and so its own demo data), so no test sees another's changes
// and the order does not matter. E2E_JOBS=1 runs everything one after the other.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const JOBS = Math.max(1, Number(process.env.E2E_JOBS ?? Math.max(2, availableParallelism())));
/** What node's test runner says about a test left out by --test-name-pattern. */
const NOT_SELECTED = '# SKIP test name does not match pattern';

/** How long each file took as one group in the last run (seconds), to start the longest first. */
const TIMES_FILE = 'node_modules/.cache/e2e/times.json';
function lastTimes() {
  try {
    return JSON.parse(readFileSync(TIMES_FILE, 'utf8'));
  } catch {
    return {}; // first run, or a fresh clone: file sizes decide
  }
}
function saveTimes(times) {
  try {
    mkdirSync('node_modules/.cache/e2e', { recursive: true });
    writeFileSync(TIMES_FILE, JSON.stringify(times, null, 2));
  } catch {
    /* only an ordering hint */
  }
}

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

/** Runs node with `args`; resolves with the exit code and the output. */
function runNode(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, E2E_BASE_URL: BASE_URL, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The names of the tests in `file`, listed without a browser and without running them. */
async function testNames(file) {
  const { output } = await runNode(
    ['--test', '--test-reporter=tap', '--test-name-pattern=^$', file],
    { E2E_LIST_ONLY: '1' },
  );
  const names = output
    .split('\n')
    .filter((line) => line.trimEnd().endsWith(NOT_SELECTED))
    .map((line) =>
      line
        .trim()
        .replace(/^ok \d+ - /, '')
        .slice(0, -NOT_SELECTED.length)
        .trim()
        .replace(/\\([#\\])/g, '$1'),
    );
  return [...new Set(names)];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The file's tests in up to `count` groups (round-robin, so long tests in a row are spread). */
function groups(file, names, count) {
  if (names.length === 0) return [{ file, names: null }]; // nothing listed: run the file whole
  count = Math.min(count, names.length);
  return Array.from({ length: count }, (_, i) => ({
    file,
    names: names.filter((_, n) => n % count === i),
  }));
}

async function runGroup({ file, names }) {
  const pattern = names && `^(?:${names.map(escapeRegExp).join('|')})$`;
  const args = ['--test', '--test-reporter=spec'];
  if (pattern) args.push(`--test-name-pattern=${pattern}`);
  const { code, output } = await runNode([...args, file]);
  const count = (label) => Number(output.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? 0);
  // The group's own lines: its tests (not those of the other groups) and any error output.
  const lines = output
    .split('\n')
    .filter((line) => !line.includes('test name does not match pattern'))
    .filter((line) => !/^ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) /.test(line))
    .join('\n')
    .trimEnd();
  console.log(lines);
  return { code, pass: count('pass'), fail: count('fail') + count('cancelled'), expected: names };
}

const preview = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  },
);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(BASE_URL);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`preview server did not start on ${BASE_URL}`);
}

let code = 1;
try {
  const started = Date.now();
  const times = lastTimes();
  const files = readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.e2e.mjs'))
    // `node tests/e2e/run.mjs shell accounts` runs only the files whose names contain those words.
    .filter(
      (f) => process.argv.length <= 2 || process.argv.slice(2).some((word) => f.includes(word)),
    )
    .map((f) => `tests/e2e/${f}`)
    // Larger files first: their groups start early. Then the longest last time first.
    .sort((a, b) => statSync(b).size - statSync(a).size)
    .sort((a, b) => (times[b] ?? 0) - (times[a] ?? 0));
  // Enough files for every job: whole files, nothing to list. Otherwise each file's tests are
  // listed (without a browser) and dealt into JOBS groups.
  const whole = files.length >= JOBS;
  const [names] = await Promise.all([
    whole ? files.map(() => []) : Promise.all(files.map(testNames)),
    waitForServer(),
  ]);
  const queue = files.flatMap((file, i) => groups(file, names[i], JOBS));
  const results = [];
  await Promise.all(
    Array.from({ length: Math.min(JOBS, queue.length) }, async () => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        const groupStarted = Date.now();
        results.push(await runGroup(group));
        if (whole) times[group.file] = (Date.now() - groupStarted) / 1000;
      }
    }),
  );
  const pass = results.reduce((sum, r) => sum + r.pass, 0);
  const fail = results.reduce((sum, r) => sum + r.fail, 0);
  const listed = names.reduce((sum, list) => sum + list.length, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\ne2e: ${pass} passed, ${fail} failed${whole ? '' : `, ${listed} listed`}, ` +
      `in ${results.length} groups, ${JOBS} at a time, ${seconds} s`,
  );
  // Every listed test must have run (a name the pattern missed would otherwise pass unseen), and
  // a whole file must have run some.
  const ranAll = results.every((r) =>
    r.expected ? r.pass + r.fail === r.expected.length : r.pass + r.fail > 0,
  );
  if (!ranAll) console.error('e2e: some tests did not run');
  if (whole) saveTimes(times);
  code = results.every((r) => r.code === 0) && fail === 0 && ranAll ? 0 : 1;
} finally {
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
process.exit(code);
