import { chromium } from '@playwright/test';
const [,, path, width, lang, out, signin] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.addInitScript((l) => { if (!sessionStorage.getItem('x')) { localStorage.setItem('pp.lang', l); sessionStorage.setItem('x','1'); } }, lang);
await page.goto('http://127.0.0.1:4400/home');
if (signin) {
  await page.getByRole('button', { name: /AX10001/ }).first().click();
  await page.locator('#signin-password').fill('demo1234').catch(()=>{});
  await page.locator('form[aria-label] button[type=submit]').first().click();
  await page.waitForTimeout(1500);
}
await page.evaluate((p) => { history.pushState(null, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
await page.waitForTimeout(2000);
  await page.locator('.modal-footer > button').click().catch(() => {});
  await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
