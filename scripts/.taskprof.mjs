// One-off: long tasks at 4x CPU with the functions that filled them (non-minified build).
import { chromium } from 'playwright-core';
const [url, mode] = [process.argv[2], process.argv[3]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
if (mode === 'in') {
  await page.goto(url);
  const popup = page.locator('.popup-announcement');
  await page.addLocatorHandler(popup, async () => { await popup.locator('.modal-footer button').click(); await popup.waitFor({ state: 'detached' }); });
  await page.getByLabel('AX კოდი ან ელ. ფოსტა').fill('AX10001');
  await page.getByLabel('პაროლი', { exact: true }).fill('demo1234');
  await page.getByLabel('დამახსოვრება').check();
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await page.locator('.greeting-card').getByText('AX10001').waitFor();
  await page.goto('about:blank');
}
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'blink.user_timing'] });
await page.goto(url);
await page.waitForTimeout(7000);
const buf = await browser.stopTracing();
await browser.close();
const events = JSON.parse(buf.toString()).traceEvents;
// main thread
const names = new Map(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => [`${e.pid}:${e.tid}`, 1]));
const time = new Map();
for (const e of events) if (e.name === 'RunTask' && names.has(`${e.pid}:${e.tid}`)) time.set(`${e.pid}:${e.tid}`, (time.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
const thread = [...time].sort((a, b) => b[1] - a[1])[0][0];
const [pid, tid] = thread.split(':').map(Number);
const tasks = events.filter((e) => e.name === 'RunTask' && e.pid === pid && e.tid === tid && e.dur >= 12500).sort((a, b) => a.ts - b.ts);
// cpu profile samples
const nodes = new Map(); const samples = [];
let lastTs = null;
for (const e of events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk')).sort((a, b) => a.ts - b.ts)) {
  if (e.name === 'Profile') { lastTs = e.args.data.startTime; continue; }
  const d = e.args.data.cpuProfile ?? {};
  for (const n of d.nodes ?? []) nodes.set(n.id, n);
  const deltas = e.args.data.timeDeltas ?? [];
  (d.samples ?? []).forEach((id, i) => { lastTs += deltas[i] ?? 0; samples.push([lastTs, id]); });
}
const label = (id) => { const n = nodes.get(id); if (!n) return '?'; const f = n.callFrame; return `${f.functionName || '(anon)'}@${(f.url || '').split('/').pop()}:${f.lineNumber}`; };
// parent map to get stack
const parent = new Map(); for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
const nav = events.filter((e) => e.name === 'navigationStart' && e.pid === pid && /^http/.test(e.args?.data?.documentLoaderURL ?? '')).at(-1)?.ts ?? tasks[0]?.ts;
for (const t of tasks) {
  const inTask = samples.filter(([ts]) => ts >= t.ts && ts <= t.ts + t.dur);
  const self = new Map(); const incl = new Map();
  for (const [, id] of inTask) {
    self.set(label(id), (self.get(label(id)) ?? 0) + 1);
    const seen = new Set(); let cur = id;
    while (cur !== undefined) { const l = label(cur); if (!seen.has(l)) { incl.set(l, (incl.get(l) ?? 0) + 1); seen.add(l); } cur = parent.get(cur); }
  }
  const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([l, n]) => `${l} ${n}`).join(', ');
  console.log(`@${Math.round((t.ts - nav) / 1000)}ms ${Math.round(t.dur * 4 / 1000)}ms(4x) samples=${inTask.length}`);
  console.log(`   incl: ${top(incl, 14)}`);
  console.log(`   self: ${top(self, 6)}`);
}
