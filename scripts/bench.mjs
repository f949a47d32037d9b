// Lighthouse (performance and accessibility) on the portal's two builds, each served by `vite
// preview` on 127.0.0.1 in the system Chromium: the demo (dist/, mock backend on) and the
// production build (mock off, built here into node_modules/.tmp/dist-bench) talking to `npm run
// mock:server` on another port. Mobile and desktop presets; signed out on /home (a first visit:
// fresh profile, the announcement shows) and signed in on the dashboard.
//
// Signed in is measured alike for every target: a fresh browser started from a copy, made afresh
// for each run, of a saved profile signed in on that target's origin, with Lighthouse's storage
// reset off. For the portal the bench saves that profile itself at the start (signed in as
// AX10001 through the form, "remember me", the announcement closed, the HTTP cache emptied, the
// browser closed); for the peer it is BENCH_PEER_PROFILE.
//
// Targets are measured alternately, run by run, so a machine's drift hits them all alike:
// - BENCH_PEER=http://127.0.0.1:4500 adds the peer app (docs/performance.md#benchmarks), signed out
//   on / and signed in on /app/discussions with BENCH_PEER_PROFILE=dir, a Chromium profile signed
//   in on it.
// - BENCH_BASELINE=dir adds another checkout's builds, dir/dist and dir/dist-production (built with
//   VITE_API_MOCKING=off VITE_API_BASE=http://127.0.0.1:4319), to compare a change with the code
//   before it in the same hour.
// Each case prints the bytes transferred and the main thread's time beside the score and TBT, and
// that time's split (Lighthouse's mainthread-work-breakdown): script evaluation, style and layout,
// parse and compile (HTML, CSS and scripts), rendering and painting, the rest.
// Each run also lists the main thread's tasks over 50 ms at Lighthouse's 4× CPU (mobile): what each
// spends its time on and what started it (BENCH_TASKS=file keeps them as JSON).
//
// The return visit (opt-in: BENCH_ONLY=return): the production build with its service worker
// against the same build without one (VITE_SERVICE_WORKER=off), mobile preset, signed out, from a
// copy of a profile that visited /home once (the worker installed, the HTTP cache kept, the
// announcement closed): what a returning visitor's browser does.
// Then the interaction bench (scripts/bench-interactions.mjs) on the demo builds: every dashboard
// interaction's latency with 10,000 parcels at 4× CPU slowdown.
//
// Usage: npm run bench (builds first). BENCH_RUNS=1 for a quick look, BENCH_ONLY=regex for only the
// cases whose name ("target, preset, case", or "interactions") matches it (e.g. "mobile, signed
// out"; BENCH_ONLY=interactions for the interactions alone), BENCH_LHR_DIR=dir keeps every report.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Launcher, launch as launchChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { recordResults } from './bench-results.mjs';
import { CHROMIUM, FLAGS, signIn } from './chromium.mjs';
import { benchInteractions } from './bench-interactions.mjs';
import { longTasks } from './bench-tasks.mjs';

// The browser tests use 4317 and 4320 to 4325: the bench can run beside them.
const PORT = Number(process.env.BENCH_PORT ?? 4330);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4319);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Chromium's features kept off in every measured run, beside those chrome-launcher turns off: this
 * Chromium builds the omnibox's WebUI popups in a renderer of their own as it starts, up to 3 s of
 * main-thread work on the same cores as the page Lighthouse loads at once, which made any target's
 * run slow or not by chance.
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * One --disable-features switch for all of `flags`' (Chromium reads only the last one), with
 * FEATURES_OFF added.
 */
function withFeaturesOff(flags) {
  const prefix = '--disable-features=';
  const off = flags
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','));
  return [
    ...flags.filter((flag) => !flag.startsWith(prefix)),
    `${prefix}${[...new Set([...off, ...FEATURES_OFF])].filter(Boolean).join(',')}`,
  ];
}

/**
 * Every measured run's switches: chrome-launcher's defaults, FLAGS and BENCH_CHROME_FLAGS (more
 * for every run, e.g. BENCH_CHROME_FLAGS=--disable-features=PaintHolding), with FEATURES_OFF.
 */
const CHROME_FLAGS = withFeaturesOff([
  ...Launcher.defaultFlags(),
  ...FLAGS,
  ...(process.env.BENCH_CHROME_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
]);
const PRODUCTION_DIR = 'node_modules/.tmp/dist-bench';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const only = (name) => new RegExp(process.env.BENCH_ONLY ?? '').test(name);

const PRESETS = {
  mobile: undefined, // Lighthouse's default: a mid-range phone, slow 4G, 4× CPU slowdown (simulated)
  desktop: desktopConfig,
};
const RETURN_VISIT = 'return visit';
const CASES = ['signed out', 'signed in', RETURN_VISIT];
/** The return visit is measured only when BENCH_ONLY names it. */
const RETURN_MEASURED = /return/.test(process.env.BENCH_ONLY ?? '');
const NO_WORKER_DIR = 'node_modules/.tmp/dist-bench-no-worker';

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

/**
 * A Chromium profile signed in on the portal at `origin`, saved in a new folder: signed in as
 * AX10001 through the sidebar form with "remember me", the announcement closed, the service worker
 * (when the build has one) active as in a returning customer's browser, the HTTP cache emptied,
 * the browser closed. Returns the folder.
 */
async function savedPortalProfile(origin, worker) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: FLAGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(30000);
    await page.goto(`${origin}/home`);
    const popup = page.locator('.popup-announcement');
    await page.addLocatorHandler(popup, async () => {
      await popup.locator('.modal-footer > button').click();
      await popup.waitFor({ state: 'detached' });
    });
    await signIn(page, 'AX10001');
    await page.locator('.greeting-card').getByText('AX10001').waitFor();
    if (worker) await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
  return dir;
}

/**
 * A Chromium profile that visited /home on the portal at `origin` once, signed out, saved in a new
 * folder: the announcement closed, the service worker (when the build has one) active with its
 * precache filled, the HTTP cache kept. Returns the folder.
 */
async function savedVisitProfile(origin, worker) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-visit-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: FLAGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(30000);
    await page.goto(`${origin}/home`, { waitUntil: 'networkidle' });
    const popup = page.locator('.popup-announcement');
    if (await popup.isVisible()) {
      await popup.locator('.modal-footer > button').click();
      await popup.waitFor({ state: 'detached' });
    }
    if (worker) await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  } finally {
    await context.close();
  }
  return dir;
}

/** A fresh copy of the saved profile `dir`, for one measured run. */
function copyOfProfile(dir, name) {
  if (!dir) throw new Error(`${name}: no signed-in profile to measure from.`);
  const copy = mkdtempSync(join(tmpdir(), 'bench-run-'));
  cpSync(dir, copy, { recursive: true });
  return copy;
}

/** The portal's builds (and a baseline's), served each on its own port. */
function portalTargets() {
  const targets = [
    { name: 'demo', dir: 'dist' },
    { name: 'production', dir: PRODUCTION_DIR, worker: true },
    ...(RETURN_MEASURED
      ? [{ name: 'production (no worker)', dir: NO_WORKER_DIR, returnOnly: true }]
      : []),
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
      paths: { 'signed out': '/home', 'signed in': '/home', [RETURN_VISIT]: '/home' },
      profile: undefined,
    };
  });
}

/** The peer app at BENCH_PEER; signed in with a copy of the profile at BENCH_PEER_PROFILE. */
function peerTarget(origin, profile) {
  return {
    name: 'peer',
    origin,
    paths: { 'signed out': '/', 'signed in': '/app/discussions' },
    profile,
  };
}

async function measure(target, presetName, caseName) {
  const profile = { 'signed in': target.profile, [RETURN_VISIT]: target.visitProfile }[caseName];
  const userDataDir = caseName === 'signed out' ? undefined : copyOfProfile(profile, target.name);
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    // CHROME_FLAGS holds chrome-launcher's defaults already, merged with ours.
    ignoreDefaultFlags: true,
    chromeFlags: CHROME_FLAGS,
    ...(userDataDir ? { userDataDir } : {}),
  });
  try {
    const result = await lighthouse(
      `${target.origin}${target.paths[caseName]}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Accessibility too: its audits run after the load, so they leave its timings alone.
        onlyCategories: ['performance', 'accessibility'],
        // Signed in, or returning: keep what the saved profile holds (the session, the closed
        // announcement, the service worker and its caches).
        disableStorageReset: caseName !== 'signed out',
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
      // What the load transferred over the network, and the main thread's busy time in all.
      bytes: lhr.audits['total-byte-weight'].numericValue,
      mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
      breakdown: breakdownOf(lhr.audits['mainthread-work-breakdown']),
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

/** Lighthouse's mainthread-work-breakdown groups, summed into the bench's five (ms). */
const BREAKDOWN = {
  script: ['scriptEvaluation'],
  'style & layout': ['styleLayout'],
  'parse & compile': ['parseHTML', 'scriptParseCompile'],
  rendering: ['paintCompositeRender'],
  other: ['other', 'garbageCollection'],
};

function breakdownOf(audit) {
  const items = audit.details?.items ?? [];
  return Object.fromEntries(
    Object.entries(BREAKDOWN).map(([name, groups]) => [
      name,
      items.filter((item) => groups.includes(item.group)).reduce((sum, i) => sum + i.duration, 0),
    ]),
  );
}

const targets = portalTargets();
/** Whether `target` is measured in `caseName` with `presetName`. */
const measuredIn = (target, presetName, caseName) =>
  caseName === RETURN_VISIT
    ? RETURN_MEASURED && presetName === 'mobile' && (target.worker || target.returnOnly)
    : !target.returnOnly && only(`${target.name}, ${presetName}, ${caseName}`);
/** Whether any Lighthouse case is measured (BENCH_ONLY=interactions measures none). */
const lighthouseCases = targets.some((t) =>
  Object.keys(PRESETS).some((preset) => CASES.some((c) => measuredIn(t, preset, c))),
);
// The interaction bench (scripts/bench-interactions.mjs) on the demo builds.
const interactionTargets = only('interactions')
  ? targets.filter((t) => t.name.startsWith('demo'))
  : [];
/** A production build into `outDir`, with the mock server's address baked in. */
function buildProduction(outDir, env = {}) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        VITE_API_MOCKING: 'off',
        VITE_API_BASE: `http://127.0.0.1:${API_PORT}`,
        ...env,
      },
    },
  );
}
if (lighthouseCases) buildProduction(PRODUCTION_DIR);
// And without its service worker, for the return visit.
if (RETURN_MEASURED) buildProduction(NO_WORKER_DIR, { VITE_SERVICE_WORKER: 'off' });
const servers = [];
const report = [];
const interactions = [];
const tasks = [];
const savedProfiles = [];
try {
  for (const target of targets)
    if (lighthouseCases || interactionTargets.includes(target))
      servers.push(await preview(target.dir, Number(new URL(target.origin).port), target.cwd));
  if (lighthouseCases)
    servers.push(
      await startServer('npx', ['tsx', 'mocks/http-server.ts'], `http://127.0.0.1:${API_PORT}/`, {
        env: {
          PORT: String(API_PORT),
          MOCK_CORS_ORIGINS: targets.map((t) => t.origin).join(','),
        },
      }),
    );
  // A saved signed-in profile for each portal target whose signed-in case is measured.
  for (const target of targets) {
    if (measuredIn(target, 'mobile', RETURN_VISIT)) {
      target.visitProfile = await savedVisitProfile(target.origin, target.worker);
      savedProfiles.push(target.visitProfile);
    }
    if (!Object.keys(PRESETS).some((preset) => measuredIn(target, preset, 'signed in'))) continue;
    target.profile = await savedPortalProfile(target.origin, target.worker);
    savedProfiles.push(target.profile);
  }
  if (process.env.BENCH_PEER)
    targets.push(
      peerTarget(process.env.BENCH_PEER.replace(/\/$/, ''), process.env.BENCH_PEER_PROFILE),
    );

  for (const presetName of Object.keys(PRESETS)) {
    for (const caseName of CASES) {
      const measured = targets.filter((t) => measuredIn(t, presetName, caseName));
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
              `TBT ${Math.round(run.tbt)} ms, ${Math.round(run.bytes / 1000)} kB transferred, ` +
              `main thread ${Math.round(run.mainThread)} ms (${Object.entries(run.breakdown)
                .map(([name, ms]) => `${name} ${Math.round(ms)}`)
                .join(', ')}), ` +
              `LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, ` +
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
          'TBT (ms)': Math.round(median(results.map((r) => r.tbt))),
          'transferred (kB)': Math.round(median(results.map((r) => r.bytes)) / 1000),
          'main thread (ms)': Math.round(median(results.map((r) => r.mainThread))),
          // Each part's median on its own: they need not add up to the whole's median.
          ...Object.fromEntries(
            Object.keys(BREAKDOWN).map((name) => [
              `${name} (ms)`,
              Math.round(median(results.map((r) => r.breakdown[name]))),
            ]),
          ),
          'FCP (s)': (median(results.map((r) => r.fcp)) / 1000).toFixed(1),
          'LCP (s)': (median(results.map((r) => r.lcp)) / 1000).toFixed(1),
          CLS: median(results.map((r) => r.cls)).toFixed(3),
          'tasks over 50 ms': median(results.map((r) => r.tasks.length)),
          'accessibility (worst)': Math.min(...results.map((r) => r.a11y)),
        });
      }
    }
  }
  // Recorded before the interactions run, so that a failure there loses none of it.
  if (report.length > 0) {
    console.log(
      `\nLighthouse performance (medians of ${RUNS}, run alternately) and accessibility (the worst run):`,
    );
    console.table(report);
    // The return visit is a section of its own, which a whole run of the other cases leaves in place.
    recordResults(
      `npm run bench${RETURN_MEASURED ? ', return visit' : ''}: Lighthouse (medians of ${RUNS}, targets alternated run by run): ${targets
        .filter((t) => report.some((row) => row.target === t.name))
        .map((t) => t.name)
        .join(', ')}`,
      report,
      { complete: (RETURN_MEASURED || !process.env.BENCH_ONLY) && RUNS >= 3 },
    );
  }
  if (interactionTargets.length > 0)
    interactions.push(...(await benchInteractions(interactionTargets, RUNS)));
} finally {
  servers.forEach(stop);
  for (const dir of savedProfiles) rmSync(dir, { recursive: true, force: true });
}

if (interactions.length > 0) {
  console.log(
    `\nInteractions, 10,000 parcels, CPU 4× slower (worst, p75 and median of ${RUNS} runs):`,
  );
  console.table(interactions);
  recordResults(
    `npm run bench, interactions: INP-style latency with 10,000 parcels at 4× CPU slowdown, worst, p75 and median of ${RUNS} runs, targets alternated: ${interactionTargets
      .filter((t) => interactions.some((row) => `${t.name} worst (ms)` in row))
      .map((t) => t.name)
      .join(', ')}`,
    interactions,
    {
      complete: (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'interactions') && RUNS >= 3,
    },
  );
}
if (process.env.BENCH_TASKS) writeFileSync(process.env.BENCH_TASKS, JSON.stringify(tasks, null, 2));
