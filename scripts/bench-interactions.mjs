// The interaction bench, part of `npm run bench` (BENCH_ONLY=interactions runs only it): how fast the
// signed-in dashboard answers a person with 10,000 parcels, read as Interaction to Next Paint.
//
// Each run opens the built demo (dist/, served by vite preview) in a fresh context of the system
// Chromium, adds 10,000 waiting parcels to AX10001 (`?demo-parcels=10000`), signs in, then slows the
// CPU 4× (DevTools' Emulation.setCPUThrottlingRate) and does what a person does, with real input
// (Playwright's clicks, taps and keys are trusted events): every stage tab, the tracking search
// (8 keys typed at once, each an interaction), each side panel the dashboard opens (open and close),
// "show more", the language switch to English and back, and loading 10,000 more parcels from the
// demo console's scenarios. At 390 px (a phone: touch) and 1366 px.
//
// Latency is read as web-vitals reads INP: Event Timing entries (PerformanceObserver 'event',
// durationThreshold 16), grouped by interactionId; an interaction's latency is its entries' longest
// duration. An interaction faster than the threshold has no entry and counts as 16 ms. For the
// scenario the longest long animation frame while the parcels load is kept too ("no freeze").
// Per interaction: the worst, the 75th percentile (nearest rank: with 3 runs, the worst) and the
// median over the runs (the search: over all its keys).
// Targets (the demo, and BENCH_BASELINE's dist/ when given) alternate run by run, like bench.mjs.
/* global document, window, requestAnimationFrame */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, FLAGS, signIn } from './chromium.mjs';

const PARCELS = 10_000;
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};
const TABS = ['stock', 'sent', 'arrived', 'obtained', 'waiting'];
const words = (lng, ns) => JSON.parse(readFileSync(`src/locales/${lng}/${ns}.json`, 'utf8'));
const ka = {
  common: words('ka', 'common'),
  parcels: words('ka', 'parcels'),
  home: words('ka', 'home'),
  accounts: words('ka', 'accounts'),
};
const DEMO = words('ka', 'demo');
const TITLE = { ka: ka.parcels.title, en: words('en', 'parcels').title };

/** Collects Event Timing entries and long animation frames from the page's start. */
function observe() {
  window.__bench = { events: [], frames: [] };
  new PerformanceObserver((list) => window.__bench.events.push(...list.getEntries())).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  });
  new PerformanceObserver((list) => window.__bench.frames.push(...list.getEntries())).observe({
    type: 'long-animation-frame',
    buffered: true,
  });
}

/** Two frames, so the last interaction's paint is done and its entries reported. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

/**
 * Runs `act` (the input and a wait for what it shows) and returns the latencies of the
 * interactions it made, and the longest animation frame meanwhile.
 */
async function measured(page, act) {
  await settle(page);
  const since = await page.evaluate(() => performance.now());
  await act();
  await settle(page);
  return page.evaluate((since) => {
    const latency = new Map();
    for (const entry of window.__bench.events) {
      if (entry.startTime < since || !entry.interactionId) continue;
      latency.set(
        entry.interactionId,
        Math.max(latency.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
    const frames = window.__bench.frames.filter((frame) => frame.startTime >= since);
    return {
      latencies: [...latency.values()],
      longestFrame: Math.max(0, ...frames.map((frame) => frame.duration)),
    };
  }, since);
}

/** The dashboard's list for `status` is shown (its tab selected, the list loaded). */
async function listShown(page, status) {
  await page.locator(`#parcel-tab-${status}[aria-selected="true"]`).waitFor();
  await page.locator(`#parcel-tabpanel[aria-labelledby="parcel-tab-${status}"]`).waitFor();
  await page.locator('#parcel-tabpanel .parcel-tab-loading').waitFor({ state: 'detached' });
}

/** One run on one target at one viewport: { interaction name: latencies (ms) }. */
async function run(browser, origin, viewportName) {
  const context = await browser.newContext({
    ...VIEWPORTS[viewportName],
    baseURL: origin,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  page.setDefaultTimeout(180_000);
  const popup = page.locator('.popup-announcement');
  await page.addLocatorHandler(popup, () => popup.locator('.modal-footer > button').click());
  const press = (locator) => (viewportName === 'phone' ? locator.tap() : locator.click());
  const results = {};
  const record = async (name, act) => {
    const { latencies, longestFrame } = await measured(page, act);
    (results[name] ??= []).push(...(latencies.length ? latencies : [16]));
    if (name.startsWith('scenario')) (results[`${name}: longest frame`] ??= []).push(longestFrame);
  };
  try {
    await page.goto(`/home?demo-parcels=${PARCELS}`);
    await signIn(page, 'AX10001');
    await page.locator('.greeting-card').getByText('AX10001').waitFor();
    await page.goto('/home#waiting');
    await listShown(page, 'waiting');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    for (const status of TABS)
      await record(`tab ${status}`, async () => {
        await press(page.locator(`#parcel-tab-${status}`));
        await listShown(page, status);
      });

    const search = page.getByLabel(ka.parcels.list.search);
    await press(search);
    await record('search, each key', async () => {
      await search.pressSequentially('YT000900', { delay: 0 });
      await page.locator('#parcel-tabpanel .parcel-tracking-number').first().waitFor();
    });
    await search.fill('');

    const panel = page.locator('.side-panel');
    const panels = [
      ['declare parcel', page.getByRole('button', { name: ka.home.home.actions.addParcel })],
      ['courier', page.getByRole('button', { name: ka.home.home.actions.courier })],
      ['top up', page.getByRole('button', { name: ka.accounts.greeting.addBalance })],
      ['edit parcel', page.locator('#parcel-tabpanel').getByRole('button', { name: /რედაქტ/ })],
    ];
    for (const [name, found] of panels) {
      const opener = found.first();
      await opener.scrollIntoViewIfNeeded();
      await record(`open ${name}`, async () => {
        await press(opener);
        await panel.locator('form, .card, p').first().waitFor();
      });
      await record(`close ${name}`, async () => {
        await press(panel.getByRole('button', { name: ka.common.actions.close }).first());
        await panel.waitFor({ state: 'detached' });
      });
    }

    for (const [lng, code] of [
      ['en', 'ENG'],
      ['ka', 'GEO'],
    ])
      await record(`language → ${lng}`, async () => {
        await press(page.getByRole('button', { name: new RegExp(`^${code}`) }).first());
        await page.locator('#parcels-title', { hasText: TITLE[lng] }).waitFor();
      });

    const more = page.getByRole('button', { name: ka.common.actions.loadMore });
    await more.scrollIntoViewIfNeeded();
    await record('show more', async () => {
      await press(more);
      await page.locator('#parcel-tabpanel [aria-busy="true"]').waitFor({ state: 'detached' });
    });

    const count = page.locator('#parcel-tab-waiting .parcel-tab-count');
    const before = Number((await count.textContent()).replace(/\D/g, ''));
    await press(page.getByRole('button', { name: DEMO.title }));
    const demo = page.getByRole('dialog', { name: DEMO.title });
    await press(demo.getByRole('tab', { name: DEMO.tabs.scenarios }));
    await demo.getByLabel(DEMO.scenarios.count).selectOption(String(PARCELS));
    await record('scenario: 10,000 parcels', async () => {
      await press(demo.getByRole('button', { name: DEMO.scenarios.addParcels }));
      await page.waitForFunction(
        (before) =>
          Number(
            document
              .querySelector('#parcel-tab-waiting .parcel-tab-count')
              ?.textContent.replace(/\D/g, ''),
          ) > before,
        before,
      );
    });
    return results;
  } finally {
    await context.close().catch(() => {});
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Measures `targets` ([{ name, origin }]) `runs` times, alternately, at each viewport; returns the
 * table rows: per interaction and viewport, each target's worst, p75 and median.
 */
export async function benchInteractions(targets, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  const all = new Map(); // "viewport|interaction|target" → latencies
  // A baseline whose page lacks a step (an older commit without the tracking search, say) is
  // left out of the table after its first failed run; the portal's own build must pass.
  const leftOut = new Set();
  try {
    for (let i = 0; i < runs; i++)
      for (const viewport of Object.keys(VIEWPORTS))
        for (const target of targets) {
          if (leftOut.has(target)) continue;
          let results;
          try {
            results = await run(browser, target.origin, viewport);
          } catch (error) {
            if (target === targets[0]) throw error;
            leftOut.add(target);
            for (const key of all.keys()) if (key.endsWith(`|${target.name}`)) all.delete(key);
            console.error(
              `interactions, ${target.name}: left out, a step failed: ${String(error.message).split('\n')[0]}`,
            );
            continue;
          }
          for (const [name, values] of Object.entries(results)) {
            const key = `${viewport}|${name}|${target.name}`;
            all.set(key, [...(all.get(key) ?? []), ...values]);
          }
          console.error(
            `interactions, ${target.name}, ${viewport}, run ${i + 1}: ` +
              Object.entries(results)
                .map(([name, values]) => `${name} ${Math.round(Math.max(...values))}`)
                .join(', '),
          );
        }
  } finally {
    await browser.close();
  }
  const rows = new Map();
  for (const [key, values] of all) {
    const [viewport, interaction, target] = key.split('|');
    const row = rows.get(`${viewport}|${interaction}`) ?? { viewport, interaction };
    row[`${target} worst (ms)`] = Math.round(Math.max(...values));
    row[`${target} p75 (ms)`] = Math.round(percentile(values, 75));
    row[`${target} median (ms)`] = Math.round(percentile(values, 50));
    rows.set(`${viewport}|${interaction}`, row);
  }
  return [...rows.values()];
}
