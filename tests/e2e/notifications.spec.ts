// Notifications, as a customer: the bell's count and its 230 px list that scrolls
// (unread in bold, descriptions cut to 50 characters); View all drops the count to 0; a
// notification opens with its title and text; the list and the bell's menu fit a 390 px phone;
// axe finds no serious or critical violation on the bell's menu, the list and the detail in ka,
// ru and en.
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { sideways } from './layout';

/** Opens the bell's menu; resolves with it once its notifications show. */
async function openBell(page: Page) {
  await page.locator('.notification-bell .dropdown-toggle').click();
  const menu = page.locator('.bell-menu.show');
  await expect(menu.locator('.bell-item').first()).toBeVisible();
  return menu;
}

/** Opens every notification from the bell's View all; resolves once the list shows. */
async function viewAll(page: Page) {
  const menu = await openBell(page);
  await menu.locator('.bell-view-all').click();
  await expect(page).toHaveURL(/\/notification-all$/);
  await expect(page.locator('.notification-list')).toBeVisible();
}

test.describe('notifications', () => {
  test('the bell shows the unread count; its 230 px list scrolls, unread ones in bold, descriptions cut to 50 characters', async ({
    signedIn: page,
  }) => {
    const bell = page.getByRole('button', { name: 'შეტყობინებები, წაუკითხავი: 4' });
    await expect(bell).toBeVisible();
    await expect(page.locator('.bell-count')).toHaveText('4');
    await bell.click();

    // The list is 230 px high and scrolls; the View all link stays below it.
    const list = page.locator('.bell-menu.show .bell-list');
    await expect(list.locator('.bell-item').first()).toBeVisible();
    const box = await list.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop = el.scrollHeight;
      return { height: el.clientHeight, full: el.scrollHeight, moved: el.scrollTop > before };
    });
    expect(box.height).toBe(230);
    expect(box.full, 'the list is longer than its height').toBeGreaterThan(230);
    expect(box.moved, 'the list scrolls').toBe(true);
    const entries = await list.locator('.bell-item').evaluateAll((items) =>
      items.map((item) => ({
        bold: Number(getComputedStyle(item.querySelector('span') as Element).fontWeight) >= 700,
        text: item.querySelector('.bell-item-text')?.textContent ?? '',
      })),
    );
    expect(entries.map((e) => e.bold)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    for (const { text } of entries)
      expect(text.replace(/…$/, '').length, text).toBeLessThanOrEqual(50);
    await expect(page.getByRole('link', { name: 'ყველას ნახვა' })).toBeVisible();
  });

  test('View all drops the count to 0 and lists every notification with its date; they stay read after a reload', async ({
    signedIn: page,
  }) => {
    await expect(page.locator('.bell-count')).toHaveText('4');
    await page.locator('.notification-bell .dropdown-toggle').click();
    await page.getByRole('link', { name: 'ყველას ნახვა' }).click();

    await expect(page).toHaveURL(/\/notification-all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'შეტყობინებები' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'შეტყობინებები', exact: true })).toBeVisible();
    await expect(page.locator('.bell-count')).toHaveCount(0);
    // The heading is there at once; the list comes with the server's answer.
    const dates = page.locator('.notification-list time');
    await expect(dates).toHaveCount(11);
    // Written as the bell writes them, as the brief has it: YYYY-MM-DD.
    for (const date of await dates.allInnerTexts()) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Still read after a reload: the server marked them.
    await page.reload();
    await expect(page.locator('.notification-list')).toBeVisible();
    await expect(page.getByRole('button', { name: 'შეტყობინებები', exact: true })).toBeVisible();
    await expect(page.locator('.bell-count')).toHaveCount(0);
  });

  test('a notification opens with its title and text, and leads back to the list', async ({
    signedIn: page,
  }) => {
    await viewAll(page);
    const first = page.locator('.notification-list h2 a').first();
    const title = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/notification-detail\//);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.notification-detail .rich-text')).toHaveText(/.{21}/s);
    await expect(page).toHaveTitle(`${title} · Parcel Portal · ამანათები უცხოეთიდან საქართველოში`);
    await page.getByRole('link', { name: 'ყველა შეტყობინება' }).click();
    await expect(page).toHaveURL(/\/notification-all$/);
  });

  test(
    'fits a 390 px phone: the bell menu on screen, the list and the detail without horizontal scroll',
    { tag: '@phone' },
    async ({ signedIn: page }) => {
      const menu = await openBell(page);
      const box = await menu.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
      expect(await sideways(page)).toBe(0);

      await menu.getByRole('link', { name: 'ყველას ნახვა' }).click();
      await expect(page.locator('.notification-list')).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await page.locator('.notification-list h2 a').nth(5).click();
      await expect(page.locator('.notification-detail .rich-text')).toBeVisible();
      expect(await sideways(page)).toBe(0);
    },
  );

  for (const lng of LANGUAGES) {
    test.describe(() => {
      test.use({ lang: lng });

      // The bell's menu is checked first, while it still has unread notifications (bold, with
      // the count): opening the list marks them all read.
      test(`axe: the bell's menu with unread notifications, the list and the detail in ${lng}`, async ({
        signedIn: page,
        axe,
      }) => {
        await expect(page.locator('.bell-count')).toBeVisible();
        await openBell(page);
        expect(await axe(), `${lng}: bell menu`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.locator('.bell-menu.show')).toHaveCount(0);

        await viewAll(page);
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: t(lng, 'notifications:notifications.title'),
          }),
        ).toBeVisible();
        expect(await axe(), `${lng}: list`).toEqual([]);

        await page.locator('.notification-list h2 a').first().click();
        await expect(page.locator('.notification-detail .rich-text')).toBeVisible();
        expect(await axe(), `${lng}: detail`).toEqual([]);
      });
    });
  }
});
