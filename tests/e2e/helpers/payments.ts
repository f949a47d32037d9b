// Paying as a customer does, in Georgian: a flight's fee from the balance.
import { expect, type Page } from '@playwright/test';
import { amount, greetingFigure } from './figures';

/**
 * Pays the fee of one unpaid flight from China from the balance, in the arrived parcels' tab, and
 * waits for the success notice; gives the debt before and the fee.
 */
export async function payOneFlight(page: Page) {
  await page.getByRole('tab', { name: /^ჩამოსული/ }).click();
  const debtBefore = await greetingFigure(page, 'დავალიანება');
  const group = page.locator('.parcel-group-header', { hasText: 'CN-' }).filter({
    has: page.getByText('გადაუხდელი'),
  });
  const fee = amount(await group.locator('.parcel-group-fee .fw-semibold').innerText());
  await group.getByRole('button', { name: /გადახდა/ }).click();
  const dialog = page.getByRole('dialog', { name: /რეისის .* გადახდა/ });
  await dialog.getByRole('button', { name: /^გადახდა:/ }).click();
  await expect(page.getByText('გადახდა წარმატებით განხორციელდა').first()).toBeVisible();
  return { debtBefore, fee };
}
