// Lighthouse (performance and accessibility) on two builds, each served by `vite preview` on 127.0.0.1, in the
// system Chromium: the demo (dist/, mock backend on), and the production build (mock off, built
// here into node_modules/.tmp/dist-bench) talking to `npm run mock:server` on another port, as the
// forwarder's customers will load it. Mobile and desktop presets; signed out on /home (a first
// visit: fresh profile, the announcement popup shows) and signed in on the dashboard (/home after
// signing in as AX10001 through the real form, popup closed as a person would, HTTP cache emptied
// before the measured load). 3 runs per case; prints the medians of the score, LCP, TBT, CLS and the
// observed (unsimulated) FCP, and what the LCP element was; the worst run's accessibility score
// and the audits that failed.
// Usage: npm run bench (builds first). BENCH_RUNS=1 for a quick look, BENCH_JSON=file to keep results,
// BENCH_LHR_DIR=dir to keep every Lighthouse report, BENCH_ONLY=text for only the cases named so
// (e.g. "production, mobile").
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { recordResults } from './bench-results.mjs';
import { CHROMIUM, FLAGS } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4318);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const API_PORT = PORT + 1;

/** The builds measured: the folder each is served from, and how the production one is built. */
const BUILDS = {
  demo: { dir: 'dist' },
  production: {
    dir: 'node_modules/.tmp/dist-bench',
    env: { VITE_API_MOCKING: 'off', VITE_API_BASE: `http://127.0.0.1:${API_PORT}` },
  },
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** More Chromium switches for every measured run, e.g. BENCH_CHROME_FLAGS=--disable-features=PaintHolding. */
const CHROME_FLAGS = [
  ...FLAGS,
  ...(process.env.BENCH_CHROME_FLAGS?.split(/\s+/).filter(Boolean) ?? []),
];

/**
 * The unthrottled load's first paint, from which Lantern builds its simulation, often comes whole
 * seconds late: Chromium's display compositor stops sending frames to the page while it loads
 * ("ThrottleUnresponsiveClient", at most one frame a second), so a page painted on the main thread
 * at 0.2 s is shown at 1.2 or 2.2 s. Headless and headful (Xvfb) alike; upstream as
 * GoogleChrome/lighthouse#17148, also seen on PageSpeed Insights. Lantern then counts every
 * request and task before that moment as needed for the first paint and for the LCP. It comes
 * with Chromium's Paint Holding: BENCH_CHROME_FLAGS=--disable-features=PaintHolding shows the page
 * without it (docs/performance.md#reading-the-figures).
 */
const THROTTLED_PAINT = 1000;

const PRESETS = {
  mobile: undefined, // Lighthouse's default: a mid-range phone, slow 4G, 4× CPU slowdown (simulated)
  desktop: desktopConfig,
};

const CASES = {
  'signed out, /home': { signIn: false },
  'signed in, dashboard': { signIn: true },
};

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}

/** Starts `command` and waits until `url` answers (any status); the process, to stop later. */
async function startServer(command, args, url, env = {}) {
  const server = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  });
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(url);
      return server;
    } catch {
      /* not up yet */
    }
    await sleep(200);
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

const previewOf = (dir) =>
  startServer(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      dir,
      '--port',
      String(PORT),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    BASE_URL,
  );

/** Signs in through the sidebar form in the browser's own profile, then empties the HTTP cache. */
async function signIn(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  page.setDefaultTimeout(30000);
  await page.goto(`${BASE_URL}/home`);
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

function lcpElement(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.flatMap((item) => (item.type === 'node' ? [item] : [])).at(0);
  return node ? `${node.nodeLabel ?? ''} [${node.selector ?? ''}]`.trim() : 'n/a';
}

function shifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map((item) => `${item.node?.selector ?? '?'} ${item.score?.toFixed(3)}`).join('; ');
}

/** The audits of a category that did not pass, with the elements each found. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const nodes = (audit.details?.items ?? []).map((item) => item.node?.selector ?? '?');
      return `${audit.id} (${nodes.join(', ')})`;
    });
}

async function measure(presetName, caseName) {
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (CASES[caseName].signIn) await signIn(chrome.port);
    const result = await lighthouse(
      `${BASE_URL}/home`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Accessibility too: its audits run after the load, so they leave its timings alone.
        onlyCategories: ['performance', 'accessibility'],
        // Signed in: keep the token (and the closed popup) that the sign-in left in the profile.
        disableStorageReset: CASES[caseName].signIn,
      },
      PRESETS[presetName],
    );
    const { lhr } = result;
    // BENCH_LHR_DIR=dir keeps each run's whole Lighthouse report, to see where the time goes.
    if (process.env.BENCH_LHR_DIR) {
      const name = `${presetName}-${caseName}`.replace(/[^a-z]+/gi, '-');
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
      // What the unthrottled load really showed, before Lantern's simulation: see THROTTLED_PAINT.
      observedFcp: lhr.audits.metrics.details.items[0].observedFirstContentfulPaint,
      lcpElement: lcpElement(lhr),
      shifts: shifts(lhr),
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      a11yFailed: failedAudits(lhr, 'accessibility'),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const report = [];
for (const [buildName, build] of Object.entries(BUILDS)) {
  const named = (presetName, caseName) => `${buildName}, ${presetName}, ${caseName}`;
  // BENCH_ONLY="demo, mobile, signed out" measures only the cases whose name contains that text.
  const only = (presetName, caseName) =>
    named(presetName, caseName).includes(process.env.BENCH_ONLY ?? '');
  if (!Object.keys(PRESETS).some((p) => Object.keys(CASES).some((c) => only(p, c)))) continue;
  if (build.env) {
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', build.dir, '--emptyOutDir', '--logLevel', 'error'],
      {
        stdio: 'inherit',
        env: { ...process.env, ...build.env },
      },
    );
  }
  const servers = [await previewOf(build.dir)];
  try {
    if (build.env)
      servers.push(
        await startServer('npx', ['tsx', 'mocks/http-server.ts'], `http://127.0.0.1:${API_PORT}/`, {
          PORT: String(API_PORT),
          MOCK_CORS_ORIGINS: BASE_URL,
        }),
      );
    for (const presetName of Object.keys(PRESETS)) {
      for (const caseName of Object.keys(CASES)) {
        if (!only(presetName, caseName)) continue;
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const run = await measure(presetName, caseName);
          runs.push(run);
          console.error(
            `${named(presetName, caseName)}, run ${i + 1}: ${run.score}, LCP ${Math.round(run.lcp)} ms ` +
              `(${run.lcpElement}), TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}` +
              (run.shifts ? ` (${run.shifts})` : '') +
              `, observed FCP ${Math.round(run.observedFcp)} ms, accessibility ${run.a11y}` +
              (run.a11yFailed.length ? ` (failed: ${run.a11yFailed.join('; ')})` : ''),
          );
        }
        report.push({
          build: buildName,
          preset: presetName,
          case: caseName,
          score: median(runs.map((r) => r.score)),
          lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)),
          cls: median(runs.map((r) => r.cls)),
          fcp: median(runs.map((r) => r.fcp)),
          observedFcp: median(runs.map((r) => r.observedFcp)),
          // The worst run's: an audit that fails once fails.
          a11y: Math.min(...runs.map((r) => r.a11y)),
          runs,
        });
      }
    }
  } finally {
    servers.forEach(stop);
  }
}

console.log(`\nLighthouse performance (medians of ${RUNS}) and accessibility (the worst run):`);
const rows = report.map((r) => ({
  build: r.build,
  preset: r.preset,
  case: r.case,
  score: r.score,
  'FCP (s)': (r.fcp / 1000).toFixed(1),
  'LCP (s)': (r.lcp / 1000).toFixed(1),
  'TBT (ms)': Math.round(r.tbt),
  CLS: r.cls.toFixed(3),
  'observed FCP (ms)': Math.round(r.observedFcp),
  'accessibility (worst)': r.a11y,
}));
console.table(rows);
recordResults(
  `npm run bench: Lighthouse performance (medians of ${RUNS}) and accessibility (worst run), demo build (mock on) and production build (mock off)`,
  rows,
  {
    complete: !process.env.BENCH_ONLY && RUNS >= 3,
  },
);
if (report.some((r) => r.observedFcp >= THROTTLED_PAINT)) {
  console.log(
    `An observed FCP of ${THROTTLED_PAINT} ms or more: Chromium held back the first frames ` +
      '(see THROTTLED_PAINT in scripts/bench.mjs), and the simulated FCP and LCP of that case include ' +
      'everything the page loaded before it.',
  );
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(report, null, 2));
