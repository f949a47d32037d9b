// Notifications in Chromium (issue 10), as a customer: the bell's count and its 230 px list
// that scrolls (unread in bold, descriptions cut to 50 characters), View all drops the count to
// 0, a notification opens with its title and text; the list and the bell's menu fit a 390 px
// phone; axe finds no serious or critical violation on the bell's menu, the list and the
// detail in ka, ru and en (one page, the language switched in it).
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  closeBrowser,
  contrastIn,
  LANGUAGES,
  newPage,
  seriousViolations,
  signIn,
  switchLanguage,
} from './browser.mjs';

/** Signs AX10001 in on /home and waits for the bell (the signed-in menus load after sign-in). */
async function signedIn(page) {
  await page.goto('/home');
  await signIn(page, 'AX10001');
  await page.locator('.notification-bell .dropdown-toggle').waitFor();
}

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('notifications in Chromium', () => {
  after(closeBrowser);

  it('opens the bell, then View all: the count drops to 0; a notification opens', async () => {
    const { page, context, errors } = await newPage();
    try {
      await signedIn(page);
      const bell = page.getByRole('button', { name: 'შეტყობინებები, წაუკითხავი: 4' });
      await bell.waitFor();
      assert.equal(await page.locator('.bell-count').innerText(), '4');
      await bell.click();

      // The list is 230 px high and scrolls; the View all link stays below it.
      const list = page.locator('.bell-menu.show .bell-list');
      await list.locator('.bell-item').first().waitFor();
      const box = await list.evaluate((el) => {
        const before = el.scrollTop;
        el.scrollTop = el.scrollHeight;
        return { height: el.clientHeight, full: el.scrollHeight, moved: el.scrollTop > before };
      });
      assert.equal(box.height, 230);
      assert.ok(box.full > 230 && box.moved, 'the list scrolls');
      const entries = await list.locator('.bell-item').evaluateAll((items) =>
        items.map((item) => ({
          weight: Number(getComputedStyle(item.querySelector('span')).fontWeight),
          text: item.querySelector('.bell-item-text').textContent,
        })),
      );
      assert.equal(entries.length, 10);
      assert.deepEqual(
        entries.map((e) => e.weight >= 700),
        [true, true, true, true, false, false, false, false, false, false],
      );
      for (const { text } of entries) assert.ok(text.replace(/…$/, '').length <= 50, text);
      await page.getByRole('link', { name: 'ყველას ნახვა' }).click();

      await page.waitForURL(/\/notification-all$/);
      await page.getByRole('heading', { level: 1, name: 'შეტყობინებები' }).waitFor();
      await page.getByRole('button', { name: 'შეტყობინებები', exact: true }).waitFor();
      assert.equal(await page.locator('.bell-count').count(), 0);
      // The heading is there at once; the list comes with the server's answer.
      await page.locator('.notification-list time').nth(13).waitFor();
      const dates = await page.locator('.notification-list time').allInnerTexts();
      assert.ok(dates.length >= 14);
      for (const date of dates) assert.match(date, /^\d{4}-\d{2}-\d{2}$/);

      // Still read after a reload: the server marked them.
      await page.reload();
      await page.locator('.notification-list').waitFor();
      await page.getByRole('button', { name: 'შეტყობინებები', exact: true }).waitFor();

      const first = page.locator('.notification-list h2 a').first();
      const title = await first.innerText();
      await first.click();
      await page.waitForURL(/\/notification-detail\//);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const text = await page.locator('.notification-detail .rich-text').innerText();
      assert.ok(text.length > 20, text);
      assert.equal(
        await page.title(),
        `${title} · Parcel Portal · ამანათები უცხოეთიდან საქართველოში`,
      );
      await page.getByRole('link', { name: 'ყველა შეტყობინება' }).click();
      await page.waitForURL(/\/notification-all$/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('fits a 390 px phone: the bell menu on screen, the list and the detail without horizontal scroll', async () => {
    const { page, context, errors } = await newPage({ width: 390, height: 844 });
    try {
      await signedIn(page);
      await page.locator('.notification-bell .dropdown-toggle').click();
      const menu = page.locator('.bell-menu.show');
      await menu.locator('.bell-item').first().waitFor();
      const box = await menu.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
      assert.equal(await sideways(page), 0);

      await menu.getByRole('link', { name: 'ყველას ნახვა' }).click();
      await page.locator('.notification-list').waitFor();
      assert.equal(await sideways(page), 0);
      await page.locator('.notification-list h2 a').nth(5).click();
      await page.locator('.notification-detail .rich-text').waitFor();
      assert.equal(await sideways(page), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it("axe: the bell's menu, the list and the detail in ka, ru and en", async () => {
    // One boot and one sign-in for the three languages, switched in the header. The bell's
    // menu is checked in every language first, while it still has unread notifications (bold,
    // with the count): opening the list marks them all read.
    const { page, context } = await newPage();
    try {
      await signedIn(page);
      const bell = page.locator('.notification-bell .dropdown-toggle');
      const menu = page.locator('.bell-menu.show');
      for (const [lng] of LANGUAGES) {
        await switchLanguage(page, lng);
        await page.locator('.bell-count').waitFor();
        await bell.click();
        await menu.locator('.bell-item').first().waitFor();
        assert.deepEqual(await seriousViolations(page, contrastIn(lng)), [], `${lng}: bell menu`);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
      }

      for (const [lng] of LANGUAGES) {
        await switchLanguage(page, lng);
        await bell.click();
        await menu.locator('.bell-view-all').click();
        await page.locator('.notification-list').waitFor();
        assert.deepEqual(await seriousViolations(page, contrastIn(lng)), [], `${lng}: list`);

        await page.locator('.notification-list h2 a').first().click();
        await page.locator('.notification-detail .rich-text').waitFor();
        assert.deepEqual(await seriousViolations(page, contrastIn(lng)), [], `${lng}: detail`);
      }
    } finally {
      await context.close();
    }
  });
});
