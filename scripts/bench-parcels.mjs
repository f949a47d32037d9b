// bench:parcels — how the waiting tab copes with 100 and with 10,000 parcels, in the system
// Chromium against the built demo (mock backend on). For each size it measures, as medians of
// RUNS runs:
//   - first rows: navigation to /home#waiting until the first parcel row shows (first page of 100)
//   - full list: declaring a parcel (the lists then reload with limit 10000) until the
//     new parcel's row shows with every parcel loaded
//   - scrolling: the longest frame while scrolling the whole list, and the long tasks meanwhile
//   - mock: the mock backend's answer time for the first page and for the whole list
// and prints the ratios 10,000 / 100 of the time to a usable list (the first rows; target ≤ 1.5)
// and of the full list after a declaration.
// Usage: npm run bench:parcels   (builds first; RUNS=5 for more runs)
/* global document, window, requestAnimationFrame */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { recordResults } from './bench-results.mjs';
import { CHROMIUM, launch, signIn } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const SIZES = (process.env.SIZES ?? '100,10000').split(',').map(Number);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${Math.round(value)} ms`;

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`preview server did not start on ${BASE}`);
}

const ROW = '.parcel-table tbody tr[data-index]:not(.parcel-group-row)';

async function measure(browser, size, run) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: BASE,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const popup = page.locator('.popup-announcement');
  await page.addLocatorHandler(popup, async () => {
    await popup.locator('.modal-footer > button').click();
  });
  try {
    // The demo option adds the parcels to AX10001 once; the demo keeps them across reloads.
    await page.goto(`/home?demo-parcels=${size}`);
    await signIn(page, 'AX10001');
    await page.locator('.greeting-card').getByText('AX10001').waitFor();

    // 1. First rows after a navigation.
    await page.goto('/home#waiting');
    await page.locator(ROW).first().waitFor();
    const firstRows = await page.evaluate(() => performance.now());

    // 2. Mock answer times, from inside the page (through the service worker).
    const mock = await page.evaluate(async () => {
      const token = localStorage.getItem('pp.token');
      const time = async (limit) => {
        const start = performance.now();
        const response = await fetch(`/api/product/gets/waiting/0/${limit}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        await response.json();
        return performance.now() - start;
      };
      return { page: await time(100), all: await time(10000) };
    });

    // 3. Declare a parcel: the lists reload with limit 10000.
    const tracking = `BENCH${size}R${run}X${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'ამანათის დამატება' }).first().click();
    const panel = page.locator('.side-panel');
    await panel.getByLabel('თრექინგ ნომერი').fill(tracking);
    await panel.getByLabel('რაოდენობა').fill('1');
    await panel.getByLabel('კატეგორია').selectOption('CLOTHING');
    await panel.getByLabel('ქვეყანა').selectOption('1');
    await panel.getByLabel('ონლაინ მაღაზია').selectOption('taobao');
    await panel.getByLabel('თანხა').fill('20');
    await panel.getByLabel('ვალუტა').selectOption('USD');
    const start = await page.evaluate(() => performance.now());
    await panel.getByRole('button', { name: 'დეკლარირება' }).click();
    await page.locator(ROW, { hasText: tracking }).waitFor();
    await page.waitForFunction((expected) => {
      const tab = document.querySelector('#parcel-tab-waiting .parcel-tab-count');
      return tab && Number(tab.textContent.replace(/\D/g, '')) >= expected;
    }, size);
    const fullList = (await page.evaluate(() => performance.now())) - start;

    // 4. Scroll the whole list, recording frame times and long tasks.
    const scrolling = await page.evaluate(async () => {
      const longTasks = [];
      const observer = new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => longTasks.push(entry.duration)),
      );
      observer.observe({ type: 'longtask', buffered: false });
      let last = performance.now();
      let worst = 0;
      // Scroll until the page stops moving (the list's height settles as rows are measured).
      for (let step = 0, previous = -1; step < 5000 && window.scrollY !== previous; step++) {
        previous = window.scrollY;
        window.scrollBy(0, 600);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        worst = Math.max(worst, now - last);
        last = now;
      }
      const end = document.documentElement.scrollHeight;
      observer.disconnect();
      return { worstFrame: worst, longTasks: longTasks.length, pageHeight: end };
    });
    const rows = await page.locator(ROW).count();
    return { firstRows, fullList, mock, scrolling, rowsInDom: rows };
  } finally {
    await context.close().catch(() => {});
  }
}

const preview = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
);
let code = 0;
try {
  await waitForServer();
  const browser = await launch({ executablePath: CHROMIUM, benchmark: true });
  const results = {};
  for (const size of SIZES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await measure(browser, size, run));
      console.error(`${size} parcels, run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    results[size] = {
      firstRows: median(runs.map((r) => r.firstRows)),
      fullList: median(runs.map((r) => r.fullList)),
      mockPage: median(runs.map((r) => r.mock.page)),
      mockAll: median(runs.map((r) => r.mock.all)),
      worstFrame: median(runs.map((r) => r.scrolling.worstFrame)),
      longTasks: median(runs.map((r) => r.scrolling.longTasks)),
      rowsInDom: median(runs.map((r) => r.rowsInDom)),
    };
  }
  await browser.close();
  console.log(`bench:parcels — medians of ${RUNS} runs, Chromium 1280×900, built demo`);
  console.log(
    'parcels | first rows | full list | mock 100 | mock all | worst frame | long tasks | rows in DOM',
  );
  for (const size of SIZES) {
    const r = results[size];
    console.log(
      `${String(size).padStart(7)} | ${ms(r.firstRows).padStart(10)} | ${ms(r.fullList).padStart(9)} | ${ms(r.mockPage).padStart(8)} | ${ms(r.mockAll).padStart(8)} | ${ms(r.worstFrame).padStart(11)} | ${String(r.longTasks).padStart(10)} | ${r.rowsInDom}`,
    );
  }
  recordResults(
    `npm run bench:parcels: the waiting tab, Chromium 1280×900, built demo, medians of ${RUNS}`,
    SIZES.map((size) => ({
      parcels: size,
      'first rows': ms(results[size].firstRows),
      'full list': ms(results[size].fullList),
      'mock 100': ms(results[size].mockPage),
      'mock all': ms(results[size].mockAll),
      'worst frame': ms(results[size].worstFrame),
      'long tasks': results[size].longTasks,
      'rows in DOM': results[size].rowsInDom,
    })),
    { complete: RUNS >= 3 && !process.env.SIZES },
  );
  if (results[10_000] && results[100]) {
    const ratio = (key) => (results[10_000][key] / results[100][key]).toFixed(2);
    console.log(
      `ratio 10,000 / 100, time to a usable list (first rows): ${ratio('firstRows')} (target ≤ 1.5)`,
    );
    console.log(`ratio 10,000 / 100, full list after declaring a parcel: ${ratio('fullList')}`);
  }
} catch (error) {
  console.error(String(error?.message ?? error).split('\n')[0]);
  code = 1;
} finally {
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}
process.exit(code);
