// One demo in every tab (mocks/demo/shared.ts): two tabs of one browser see each other's writes
// without a reload, a reload of either loses nothing, and a reset in one is seen in the other; a
// demo of 10,000 parcels keeps a declaration over a reload; a browser that refuses to store the
// demo says so once.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { declareParcel, parcelRow } from './helpers/parcels';
import { signIn } from './helpers/session';

/** A second tab of the same browser, on the dashboard, signed in by the first tab's "remember me". */
async function secondTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();
  return page;
}

/** The dashboard's "waiting" tab, where declared parcels are listed. */
async function waitingTab(page: Page) {
  await page.getByRole('tab', { name: /^მოლოდინში/ }).click();
}

test.describe('one demo, every tab', () => {
  test('declared in A and in B: both in both tabs without a reload and after reloading either; a profile change in A survives a declaration in B; a reset in A is seen in B at once, and B stays signed in', async ({
    signedIn: a,
    context,
  }) => {
    const b = await secondTab(context);

    await declareParcel(a, 'TABS000001');
    await waitingTab(b);
    await expect(parcelRow(b, 'TABS000001')).toBeVisible();
    await declareParcel(b, 'TABS000002');
    await waitingTab(a);
    await expect(parcelRow(a, 'TABS000002')).toBeVisible();
    await expect(parcelRow(a, 'TABS000001')).toBeVisible();

    // A changes the profile's phone number; then B declares a parcel.
    await a.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
    await a.getByRole('link', { name: 'პროფილი' }).click();
    await a.getByRole('button', { name: 'რედაქტირება', exact: true }).click();
    await a.getByLabel('მობილურის ნომერი').fill('555777888');
    await a.getByRole('button', { name: 'შენახვა' }).click();
    await expect(a.locator('.toast-body', { hasText: 'პროფილი განახლდა' })).toBeVisible();
    await declareParcel(b, 'TABS000003');

    for (const page of [a, b]) {
      await page.goto('/home#waiting');
      await page.reload();
      for (const tracking of ['TABS000001', 'TABS000002', 'TABS000003'])
        await expect(parcelRow(page, tracking)).toBeVisible();
    }
    await a.goto('/profile');
    await expect(a.getByLabel('მობილურის ნომერი')).toHaveValue('555777888');

    // A resets the demo from the footer; B, on its dashboard, shows the seed again at once.
    a.once('dialog', (dialog) => void dialog.accept());
    await a.getByRole('button', { name: t('ka', 'common:footer.resetDemo') }).click();
    await expect(parcelRow(b, 'TABS000001')).toBeHidden();
    await expect(b.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();
    await expect(parcelRow(b, 'YT2411220384512')).toBeVisible();
  });

  test('10,000 parcels, then a declaration, then a reload: everything is there', async ({
    page,
  }) => {
    test.slow(); // ten thousand records are written to IndexedDB and read back
    await page.goto('/home?demo-parcels=10000');
    await signIn(page, 'AX10001');
    await expect(page.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();
    const waiting = page.getByRole('tab', { name: /^მოლოდინში/ });
    const count = async () => Number((await waiting.innerText()).replace(/\D/g, ''));
    await expect.poll(count).toBeGreaterThan(10_000);
    const before = await count();
    await declareParcel(page, 'TABS010001');
    await expect.poll(count).toBe(before + 1);

    await page.goto('/home?demo-parcels=10000#waiting');
    await page.reload();
    // The reload reads the 10,000 records back before the list can show: a deadline for a hang.
    await expect(parcelRow(page, 'TABS010001')).toBeVisible({ timeout: 60_000 });
    await expect.poll(count).toBe(before + 1);
  });
});

test.describe('a browser that refuses to store the demo', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined });
    });
  });

  test('says once that changes will not survive a reload, and points to the export; the demo works', async ({
    signedIn: page,
  }) => {
    const notice = page.locator('.toast-body', {
      hasText: t('ka', 'common:footer.demoStorageRefused'),
    });
    await expect(notice).toHaveCount(1);
    await page
      .locator('.toast', { has: notice })
      .getByRole('button', { name: t('ka', 'common:toast.close') })
      .click();
    await declareParcel(page, 'TABS000005');
    await expect(parcelRow(page, 'TABS000005')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
