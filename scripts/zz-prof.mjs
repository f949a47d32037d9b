import { chromium } from 'playwright-core';
import { CHROMIUM, FLAGS, signIn } from './chromium.mjs';
const origin = process.env.ORIGIN ?? 'http://127.0.0.1:5305';
const phone = process.env.VP === 'phone';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: origin } : { viewport: { width: 1366, height: 900 }, baseURL: origin });
const page = await context.newPage();
page.setDefaultTimeout(120000);
const popup = page.locator('.popup-announcement');
await page.addLocatorHandler(popup, () => popup.locator('.modal-footer > button').click());
await page.goto('/home?demo-parcels=10000');
await signIn(page, 'AX10001');
await page.locator('.greeting-card').getByText('AX10001').waitFor();
await page.goto('/home#waiting');
await page.locator('#parcel-tab-waiting .parcel-tab-count').waitFor();
await page.locator('.parcel-tracking-number').first().waitFor();
await page.waitForTimeout(2000);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
const press = (l) => (phone ? l.tap() : l.click());
const steps = (process.env.STEPS ?? 'stock,waiting').split(',');
await cdp.send('Profiler.start');
for (const s of steps) {
  await press(page.locator(`#parcel-tab-${s}`));
  await page.locator(`#parcel-tabpanel[aria-labelledby="parcel-tab-${s}"]`).waitFor();
  await page.locator('#parcel-tabpanel .parcel-tab-loading').waitFor({ state: 'detached' });
  await page.waitForTimeout(500);
}
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = new Map();
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const self = new Map(), total = new Map();
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
for (const [id, t] of dt) {
  const n = byId.get(id);
  self.set(name(n), (self.get(name(n)) ?? 0) + t);
  const seen = new Set();
  for (let cur = id; cur; cur = parent.get(cur)) {
    const k = name(byId.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + t);
  }
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms  ${k}`).join('\n');
console.log('SELF\n' + top(self, 35));
console.log('TOTAL\n' + top(total, 60));
await browser.close();
