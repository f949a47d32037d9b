// Lighthouse (performance and accessibility) on the portal's two builds, each served by `vite
// preview` on 127.0.0.1 in the system Chromium: the demo (dist/, mock backend on) and the
// production build (mock off, built here into node_modules/.tmp/dist-bench) talking to `npm run
// mock:server` on another port. Mobile and desktop presets; signed out on /home (a first visit:
// fresh profile, the announcement shows) and signed in on the dashboard (signed in as AX10001
// through the real form, the announcement closed, HTTP cache emptied before the measured load).
//
// Targets are measured alternately, run by run, so a machine's drift hits them all alike:
// - BENCH_PEER=http://127.0.0.1:4500 adds the peer app (docs/performance.md#the-peer), signed out
//   on / and signed in on /app/discussions with BENCH_PEER_PROFILE=dir, a Chromium profile signed
//   in on it (copied afresh for each run).
// - BENCH_BASELINE=dir adds another checkout's builds, dir/dist and dir/dist-production (built with
//   VITE_API_MOCKING=off VITE_API_BASE=http://127.0.0.1:4319), to compare a change with the code
//   before it in the same hour.
// Each run also lists the main thread's tasks over 50 ms at Lighthouse's 4× CPU (mobile): what each
// spends its time on and what started it (BENCH_TASKS=file keeps them as JSON).
//
// Usage: npm run bench (builds first). BENCH_RUNS=1 for a quick look, BENCH_ONLY=regex for only the
// cases whose name ("target, preset, case") matches it (e.g. "mobile, signed out"), BENCH_LHR_DIR=dir keeps every report.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { recordResults } from './bench-results.mjs';
import { CHROMIUM, FLAGS } from './chromium.mjs';
import { longTasks } from './bench-tasks.mjs';

// The browser tests use 4317 and 4320 to 4325: the bench can run beside them.
const PORT = Number(process.env.BENCH_PORT ?? 4330);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4319);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** More Chromium switches for every measured run, e.g. BENCH_CHROME_FLAGS=--disable-features=PaintHolding. */
const CHROME_FLAGS = [
  ...FLAGS,
  ...(process.env.BENCH_CHROME_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
];
const PRODUCTION_DIR = 'node_modules/.tmp/dist-bench';

const PRESETS = {
  mobile: undefined, // Lighthouse's default: a mid-range phone, slow 4G, 4× CPU slowdown (simulated)
  desktop: desktopConfig,
};
const CASES = ['signed out', 'signed in'];

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build:demo` first (npm run bench does).');
  process.exit(1);
}

/** Starts `command` and waits until `url` answers (any status); the process, to stop later. */
async function startServer(command, args, url, { env = {}, cwd } = {}) {
  const server = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    cwd,
    env: { ...process.env, ...env },
  });
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(url);
      return server;
    } catch {
      await sleep(200);
    }
  }
  stop(server);
  throw new Error(`${command} ${args.join(' ')} did not answer at ${url}`);
}

function stop(server) {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

const preview = (dir, port, cwd) =>
  startServer(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      dir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    `http://127.0.0.1:${port}`,
    { cwd },
  );

/** Signs in through the portal's sidebar form in the browser's own profile, then empties the HTTP cache. */
async function signInPortal(debugPort, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const page = await browser.contexts()[0].newPage();
  page.setDefaultTimeout(30000);
  await page.goto(`${origin}/home`);
  const popup = page.locator('.popup-announcement');
  await page.addLocatorHandler(popup, async () => {
    await popup.locator('.modal-footer button').click();
    await popup.waitFor({ state: 'detached' });
  });
  await page.getByLabel('AX კოდი ან ელ. ფოსტა').fill('AX10001');
  await page.getByLabel('პაროლი', { exact: true }).fill('demo1234');
  await page.getByLabel('დამახსოვრება').check();
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await page.locator('.greeting-card').getByText('AX10001').waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  // Disconnects only: the browser, its profile and the token stay for Lighthouse.
  await browser.close();
}

/** The portal's builds (and a baseline's), served each on its own port. */
function portalTargets() {
  const targets = [
    { name: 'demo', dir: 'dist' },
    { name: 'production', dir: PRODUCTION_DIR },
  ];
  const baseline = process.env.BENCH_BASELINE;
  if (baseline)
    targets.push(
      { name: 'demo (before)', dir: join(baseline, 'dist'), cwd: baseline },
      { name: 'production (before)', dir: join(baseline, 'dist-production'), cwd: baseline },
    );
  return targets.map((target, i) => {
    const origin = `http://127.0.0.1:${PORT + i}`;
    return {
      ...target,
      origin,
      paths: { 'signed out': '/home', 'signed in': '/home' },
      prepare: async (caseName, debugPort) => {
        if (caseName === 'signed in') await signInPortal(debugPort, origin);
      },
    };
  });
}

/** The peer app at BENCH_PEER; signed in with a copy of the profile at BENCH_PEER_PROFILE. */
function peerTarget(origin, profile) {
  return {
    name: 'peer',
    origin,
    paths: { 'signed out': '/', 'signed in': '/app/discussions' },
    profileFor: (caseName) => {
      if (caseName !== 'signed in') return undefined;
      if (!profile) throw new Error('BENCH_PEER_PROFILE names no signed-in profile for the peer.');
      const copy = mkdtempSync(join(tmpdir(), 'peer-run-'));
      cpSync(profile, copy, { recursive: true });
      return copy;
    },
  };
}

async function measure(target, presetName, caseName) {
  const userDataDir = target.profileFor?.(caseName);
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    ...(userDataDir ? { userDataDir } : {}),
  });
  try {
    await target.prepare?.(caseName, chrome.port);
    const result = await lighthouse(
      `${target.origin}${target.paths[caseName]}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Accessibility too: its audits run after the load, so they leave its timings alone.
        onlyCategories: ['performance', 'accessibility'],
        // Signed in: keep the session (and the closed announcement) the profile holds.
        disableStorageReset: caseName === 'signed in',
      },
      PRESETS[presetName],
    );
    const { lhr } = result;
    if (process.env.BENCH_LHR_DIR) {
      const name = `${target.name}-${presetName}-${caseName}`.replace(/[^a-z]+/gi, '-');
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      writeFileSync(`${process.env.BENCH_LHR_DIR}/${name}-${Date.now()}.json`, result.report);
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      // The trace's tasks at the preset's CPU slowdown (4× on mobile, none on desktop).
      tasks: longTasks(
        result.artifacts.Trace.traceEvents,
        lhr.configSettings.throttling.cpuSlowdownMultiplier,
      ),
    };
  } finally {
    chrome.kill();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const only = (name) => new RegExp(process.env.BENCH_ONLY ?? '').test(name);

// The production build, with the mock server's address baked in.
execFileSync(
  'npx',
  ['vite', 'build', '--outDir', PRODUCTION_DIR, '--emptyOutDir', '--logLevel', 'error'],
  {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCKING: 'off', VITE_API_BASE: `http://127.0.0.1:${API_PORT}` },
  },
);
const targets = portalTargets();
const servers = [];
const report = [];
const tasks = [];
try {
  for (const target of targets)
    servers.push(await preview(target.dir, Number(new URL(target.origin).port), target.cwd));
  servers.push(
    await startServer('npx', ['tsx', 'mocks/http-server.ts'], `http://127.0.0.1:${API_PORT}/`, {
      env: {
        PORT: String(API_PORT),
        MOCK_CORS_ORIGINS: targets.map((t) => t.origin).join(','),
      },
    }),
  );
  if (process.env.BENCH_PEER)
    targets.push(
      peerTarget(process.env.BENCH_PEER.replace(/\/$/, ''), process.env.BENCH_PEER_PROFILE),
    );

  for (const presetName of Object.keys(PRESETS)) {
    for (const caseName of CASES) {
      const measured = targets.filter((t) => only(`${t.name}, ${presetName}, ${caseName}`));
      const runs = new Map(measured.map((t) => [t, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const target of measured) {
          const run = await measure(target, presetName, caseName);
          runs.get(target).push(run);
          tasks.push({
            target: target.name,
            preset: presetName,
            case: caseName,
            run: i + 1,
            tasks: run.tasks,
          });
          console.error(
            `${target.name}, ${presetName}, ${caseName}, run ${i + 1}: ${run.score}, ` +
              `LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, ` +
              `accessibility ${run.a11y}; tasks over 50 ms: ${run.tasks.map((t) => `${t.duration} ${t.what}`).join(' | ') || 'none'}`,
          );
        }
      }
      for (const [target, results] of runs) {
        report.push({
          target: target.name,
          preset: presetName,
          case: caseName,
          score: median(results.map((r) => r.score)),
          'FCP (s)': (median(results.map((r) => r.fcp)) / 1000).toFixed(1),
          'LCP (s)': (median(results.map((r) => r.lcp)) / 1000).toFixed(1),
          'TBT (ms)': Math.round(median(results.map((r) => r.tbt))),
          CLS: median(results.map((r) => r.cls)).toFixed(3),
          'tasks over 50 ms': median(results.map((r) => r.tasks.length)),
          'accessibility (worst)': Math.min(...results.map((r) => r.a11y)),
        });
      }
    }
  }
} finally {
  servers.forEach(stop);
}

console.log(
  `\nLighthouse performance (medians of ${RUNS}, run alternately) and accessibility (the worst run):`,
);
console.table(report);
recordResults(
  `npm run bench: Lighthouse (medians of ${RUNS}, targets alternated run by run): ${targets.map((t) => t.name).join(', ')}`,
  report,
  { complete: !process.env.BENCH_ONLY && RUNS >= 3 },
);
if (process.env.BENCH_TASKS) writeFileSync(process.env.BENCH_TASKS, JSON.stringify(tasks, null, 2));
