// Declaring parcels as a customer does, in Georgian, through the add-a-parcel panel, and finding
// a parcel in the dashboard's open tab.
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the add-a-parcel panel from the dashboard (in Georgian). */
export async function openAddPanel(page: Page) {
  await page.getByRole('button', { name: 'ამანათის დამატება' }).first().click();
  const panel = page.getByRole('dialog', { name: 'ამანათის დამატება' });
  await expect(panel.getByLabel('თრექინგ ნომერი')).toBeVisible();
  return panel;
}

/** Fills a parcel from Amazon (USA) worth `amount` USD. */
export async function fillParcel(
  panel: Locator,
  { tracking, amount }: { tracking: string; amount: string },
) {
  await panel.getByLabel('თრექინგ ნომერი').fill(tracking);
  await panel.getByLabel('რაოდენობა').fill('1');
  await panel.getByLabel('კატეგორია').selectOption('COMPUTERS_AND_LAPTOPS');
  await panel.getByLabel('ქვეყანა').selectOption('2');
  await panel.getByLabel('ონლაინ მაღაზია').selectOption('amazon');
  await panel.getByLabel('თანხა').fill(amount);
  await panel.getByLabel('ვალუტა').selectOption('USD');
}

/** Declares a parcel under 300 GEL through the panel and waits for the confirmation. */
export async function declareParcel(page: Page, tracking: string) {
  const panel = await openAddPanel(page);
  await fillParcel(panel, { tracking, amount: '20' });
  await panel.getByRole('button', { name: 'დეკლარირება' }).click();
  await expect(page.getByText(`ამანათი ${tracking} დადეკლარირებულია`)).toBeVisible();
}

/** The row (wide screens) or card (phones) of a parcel in the open tab. */
export const parcelRow = (page: Page, tracking: string) =>
  page.getByRole('tabpanel').locator('tr, article', { hasText: tracking }).first();
