// Courier delivery: order a courier for an arrived, paid flight, to oneself or to a
// third party, seeing the price before sending; an unpaid flight is refused with product_unpaid;
// axe in ka, ru and en (the panel on a 390 px phone: the layout scan, layout.spec.ts).
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { closeSidePanel } from './helpers/navigation';

/** Opens the courier panel from the dashboard; resolves once its flights show. */
async function openPanel(page: Page) {
  await page.locator('.customer-action', { hasText: 'საკურიერო მომსახურება' }).click();
  const panel = page.getByRole('dialog', { name: 'საკურიერო მომსახურება' });
  await expect(panel.locator('.courier-flight').first()).toBeVisible();
  return panel;
}

/** The flights' checkboxes, paid (no "unpaid" badge) or unpaid. */
const flights = (panel: Locator, { paid }: { paid: boolean }) =>
  panel
    .locator('.courier-flight', paid ? { hasNotText: 'გადაუხდელი' } : { hasText: 'გადაუხდელი' })
    .getByRole('checkbox');

/**
 * Checks the first of the two paid flights; `placeAndExpectFlightGone` then orders the courier
 * and expects the confirmation, with that flight no longer offered.
 */
async function choosePaidFlight(panel: Locator) {
  const paid = flights(panel, { paid: true });
  await expect(paid).toHaveCount(2);
  const first = (await paid.first().getAttribute('id')) ?? '';
  await paid.first().check();
  return {
    async placeAndExpectFlightGone(page: Page) {
      await panel.getByRole('button', { name: 'კურიერის შეკვეთა' }).click();
      await expect(page.getByText('კურიერი შეკვეთილია')).toBeVisible();
      await expect(panel.locator(`#${first}`)).toHaveCount(0);
      await expect(paid).toHaveCount(1);
    },
  };
}

test.describe('courier', () => {
  test('orders a courier for a paid flight to oneself, with the price shown first', async ({
    signedIn: page,
  }) => {
    const panel = await openPanel(page);
    const order = await choosePaidFlight(panel);
    await panel.getByLabel('ქალაქი').selectOption('_TBILISI_');
    const address = panel.getByLabel('მისამართი (ქართულად)');
    await address.pressSequentially('wereTlis gamz. 116');
    await expect(address).toHaveValue('წერეთლის გამზ. 116');
    await expect(panel.getByTestId('courier-price')).toHaveText(/^5[.,]00\s*₾$/);
    await order.placeAndExpectFlightGone(page);
  });

  test('orders a courier for a paid flight to a third party, with the price shown first', async ({
    signedIn: page,
  }) => {
    const panel = await openPanel(page);
    const order = await choosePaidFlight(panel);
    await panel.getByRole('switch', { name: 'მიტანა სხვა პირისთვის' }).check();
    await expect(panel.getByLabel('მიმღების სახელი')).toHaveValue('');
    await panel.getByLabel('მიმღების სახელი').fill('ნინო კაპანაძე');
    await panel.getByLabel('მიმღების ტელეფონი').fill('577000111');
    await panel.getByLabel('ქალაქი').selectOption('_KOJORI_');
    await panel.getByLabel('მისამართი (ქართულად)').fill('კოჯრის გზა 12');
    await expect(panel.getByTestId('courier-price')).toHaveText(/^8[.,]00\s*₾$/);
    await order.placeAndExpectFlightGone(page);
  });

  test('an unpaid flight is refused with product_unpaid, with a link to pay', async ({
    signedIn: page,
  }) => {
    const panel = await openPanel(page);
    await flights(panel, { paid: false }).first().check();
    await panel.getByLabel('მისამართი (ქართულად)').fill('რუსთაველის 5');
    await panel.getByRole('button', { name: 'კურიერის შეკვეთა' }).click();
    const alert = panel.getByRole('alert');
    await expect(alert.getByText('ამანათების საფასური გადაუხდელია')).toBeVisible();
    await alert.getByRole('link', { name: 'გადახდა' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(/\/home#arrived$/);
  });

  for (const lng of LANGUAGES) {
    test.describe(() => {
      test.use({ lang: lng });

      test(`axe: the courier panel with its errors in ${lng}`, async ({ signedIn: page, axe }) => {
        await page.locator('.customer-action').nth(1).click();
        const panel = page.locator('.side-panel');
        await expect(panel.locator('.courier-flight').first()).toBeVisible();
        await panel.locator('.courier-flight input').first().check();
        await panel.locator('button[type="submit"]').click();
        await expect(panel.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await axe(), `${lng}: courier panel`).toEqual([]);
        await closeSidePanel(page);
      });
    });
  }
});
