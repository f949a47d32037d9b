// Money: top up 25.50 with the approving test card; a declined card leaves the balance
// alone; pay one flight; pay all (short of money: add the missing amount first); axe on the
// panel, the demo card page, the outcome pages and the invoice in ka, ru and en. The invoice on
// paper: tests/e2e/print.spec.ts.
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { TEST_CARDS } from '../data';
import { expect, test } from './fixtures';
import { expectGreetingFigure } from './helpers/figures';
import { navigateInApp } from './helpers/navigation';
import { payOneFlight } from './helpers/payments';

const { approves: APPROVES, declines: DECLINES } = TEST_CARDS;
const expiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/**
 * Opens the add-balance panel, asks for `lari`.`tetri` (unless the panel was opened with the
 * amount in it), and pays on the demo card page with `card`.
 */
async function topUp(page: Page, { lari = '', tetri = '', card = APPROVES, prefilled = false }) {
  const panel = page.getByRole('dialog', { name: 'ბალანსის შევსება' });
  if (!prefilled) {
    await page.locator('.greeting-card').getByRole('button', { name: 'ბალანსის შევსება' }).click();
    await panel.getByLabel('ლარი').fill(lari);
    await panel.getByLabel('თეთრი').fill(tetri);
  }
  await panel.getByRole('button', { name: 'გადახდაზე გადასვლა' }).click();
  await expect(page).toHaveURL(/\/demo-card\?/);
  const form = page.getByRole('form', { name: 'ბარათის მონაცემები' });
  await form.getByLabel('ბარათის ნომერი').fill(card);
  await form.getByLabel('მოქმედების ვადა').fill(expiry());
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^გადახდა/ }).click();
}

const BALANCE = 'ბალანსი';
const DEBT = 'დავალიანება';

test.describe('money', () => {
  test('tops up 25.50 with the approving card', async ({ signedIn: page }) => {
    await expectGreetingFigure(page, BALANCE, 125.5);
    await topUp(page, { lari: '25', tetri: '50', card: APPROVES });
    await expect(page).toHaveURL(/\/payments\/success/);
    await expect(
      page.getByRole('heading', { name: 'გადახდა წარმატებით განხორციელდა' }),
    ).toBeVisible();
    await expect(page.getByText(/151[.,]00/).first()).toBeVisible();
    await page.getByRole('link', { name: 'მთავარ გვერდზე' }).click();
    await expectGreetingFigure(page, BALANCE, 151);
  });

  test('a declined card changes nothing', async ({ signedIn: page }) => {
    await expectGreetingFigure(page, BALANCE, 125.5);
    await topUp(page, { lari: '10', tetri: '00', card: DECLINES });
    await expect(page).toHaveURL(/\/payments\/failed/);
    await expect(page.getByRole('heading', { name: 'გადახდა ვერ განხორციელდა' })).toBeVisible();
    await page.goto('/home');
    await expectGreetingFigure(page, BALANCE, 125.5);
  });

  test('pays one flight: its fee leaves the debt', async ({ signedIn: page }) => {
    await expectGreetingFigure(page, DEBT, 303.49);
    const { debtBefore, fee } = await payOneFlight(page);
    await expectGreetingFigure(page, DEBT, Math.round((debtBefore - fee) * 100) / 100);
  });

  test('pays everything after adding the missing amount', async ({ signedIn: page }) => {
    await expectGreetingFigure(page, DEBT, 303.49);
    // Pay all is short of money: the dialog offers Add balance with the missing amount.
    await page.locator('.greeting-card').getByRole('button', { name: 'გადახდა' }).click();
    const all = page.getByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
    await expect(all.getByText(/აკლია/)).toBeVisible();
    await all.getByRole('button', { name: 'ბალანსის შევსება' }).click();
    await topUp(page, { card: APPROVES, prefilled: true });
    await expect(page).toHaveURL(/\/payments\/success/);
    await page.getByRole('link', { name: 'მთავარ გვერდზე' }).click();

    await page.locator('.greeting-card').getByRole('button', { name: 'გადახდა' }).click();
    await all.getByRole('button', { name: /^გადახდა:/ }).click();
    await expect(page.getByText('გადახდა წარმატებით განხორციელდა').first()).toBeVisible();
    await expectGreetingFigure(page, DEBT, 0);
  });

  // The screens walked as a person does, in each language (Georgian in `npm test`): the
  // card page's Cancel leads to the failed page, the outcome page's link to the dashboard, the
  // arrived tab to the invoice, the invoice's Back to the dashboard. Only the success page, which
  // no link leads to without paying, is reached through the router.
  for (const lng of LANGUAGES) {
    test.describe(() => {
      test.use({ lang: lng });

      test(`axe: add balance, the demo card page, the outcome pages and the invoice in ${lng}`, async ({
        signedIn: page,
        axe,
      }) => {
        await page.locator('#parcel-tab-arrived').click();
        const invoice = await page.locator('a[href^="/invoice/"]').first().getAttribute('href');

        await page.locator('.greeting-card .btn-outline-primary').click();
        const panel = page.locator('.side-panel');
        await expect(panel.locator('input').first()).toBeVisible();
        expect(await axe(), `${lng}: add balance panel`).toEqual([]);
        await panel.locator('input').nth(0).fill('12');
        await panel.locator('input').nth(1).fill('05');
        await panel.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/\/demo-card\?/);
        await expect(page.locator('form input').first()).toBeVisible();
        expect(await axe(), `${lng}: demo card page`).toEqual([]);

        await page.locator('form button[type="button"]').click(); // Cancel
        await expect(page).toHaveURL(/\/payments\/failed$/);
        await expect(page.locator('.payment-outcome-danger')).toBeVisible();
        expect(await axe(), `${lng}: /payments/failed`).toEqual([]);
        await navigateInApp(page, '/payments/success');
        await expect(page.locator('.payment-outcome-success')).toBeVisible();
        expect(await axe(), `${lng}: /payments/success`).toEqual([]);

        await page.locator('.payment-outcome a[href="/home"]').click();
        await page.locator('#parcel-tab-arrived').click();
        await page.locator(`a[href="${invoice}"]`).first().click();
        await expect(page.locator('.invoice-document table').first()).toBeVisible();
        expect(await axe(), `${lng}: invoice`).toEqual([]);
        await page.locator('.invoice-actions a[href="/home"]').click();
        await expect(page.locator('.greeting-card')).toBeVisible();
      });
    });
  }
});
