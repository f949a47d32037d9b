import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const labels = { ka: ['AX კოდი ან ელ. ფოსტა', 'პაროლი', 'შესვლა'], ru: null, en: null };
for (const lng of ['ka', 'ru', 'en']) {
  for (const width of [390, 1366, 1920]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((l) => {
      Object.defineProperty(window, 'indexedDB', { value: undefined });
      localStorage.setItem('pp.lang', l);
      localStorage.setItem('pp.popup.show', 'false');
    }, lng);
    const page = await context.newPage();
    await page.goto('http://127.0.0.1:4400/home');
    await page.locator('input[name="email"], #signin-identifier, input[autocomplete="username"]').first().fill('AX10001');
    await page.locator('input[type="password"]').first().fill('demo1234');
    await page.locator('input[type="password"]').first().press('Enter');
    await page.locator('.toast').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/refused-${lng}-${width}.png` });
    await context.close();
  }
}
await browser.close();
