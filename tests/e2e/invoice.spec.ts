// The invoice on screen: a number (a tracking number, an identification code, the IBAN) is read
// off it in one piece, never broken over two lines; on a phone the amount due shows without
// scrolling sideways. Every invoice of AX10001's arrived tab (the longest tracking number has 22
// digits). Paper: print.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';

const INVOICE_LINK = t('ka', 'parcels:group.invoice');
const ARRIVED_TAB = new RegExp(`^${t('ka', 'parcels:tabs.arrived')}`);

/** The numbers of the open invoice whose text runs over more than one line. */
async function brokenNumbers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.invoice-tracking, .invoice-code')]
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return tops.size > 1;
      })
      .map((element) => element.textContent),
  );
}

/** Runs `check` on every invoice of the arrived tab, by its number. */
async function eachInvoice(page: Page, check: (number: string) => Promise<void>) {
  await page.getByRole('tab', { name: ARRIVED_TAB }).click();
  const links = page.getByRole('link', { name: INVOICE_LINK });
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count, 'invoices on the arrived tab').toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await links.nth(i).click();
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await check((await page.getByTestId('invoice-number').innerText()).trim());
    await page.getByRole('link', { name: t('ka', 'invoices:back') }).click();
    await page.getByRole('tab', { name: ARRIVED_TAB }).click();
  }
}

test.describe('the invoice on screen', () => {
  test('on a laptop, no number breaks inside', async ({ signedIn: page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await eachInvoice(page, async (number) => {
      expect(await brokenNumbers(page), `${number}: numbers broken over lines`).toEqual([]);
    });
  });

  test(
    'on a phone, no number breaks inside and the amount due shows without scrolling sideways',
    { tag: '@phone' },
    async ({ signedIn: page }) => {
      await eachInvoice(page, async (number) => {
        expect(await brokenNumbers(page), `${number}: numbers broken over lines`).toEqual([]);
        const total = (
          await page.getByTestId('invoice-totals').locator('td').last().innerText()
        ).trim();
        const due = page.getByTestId('invoice-due');
        await due.scrollIntoViewIfNeeded();
        await expect(due).toBeVisible();
        await expect(due).toContainText(`${total} GEL`);
        const box = await due.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        expect(box, `${number}: the amount due`).not.toBeNull();
        expect(box!.x, `${number}: the amount due starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${number}: the amount due ends on screen`).toBeLessThanOrEqual(
          width,
        );
      });
    },
  );
});
