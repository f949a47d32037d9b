// Courier delivery in Chromium (issue 10): order a courier for an arrived, paid flight, to
// oneself and then to a third party, seeing the price before sending, then be refused with
// product_unpaid for an unpaid flight (one page); the panel on a 390 px phone; axe in ka, ru
// and en (one page, the language switched in it).
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  closeBrowser,
  closeSidePanel,
  contrastIn,
  LANGUAGES,
  newPage,
  openDashboard,
  seriousViolations,
  switchLanguage,
} from './browser.mjs';

/** Opens the courier panel from the dashboard; resolves once its flights show. */
async function openPanel(page) {
  await page.locator('.customer-action', { hasText: 'საკურიერო მომსახურება' }).click();
  const panel = page.getByRole('dialog', { name: 'საკურიერო მომსახურება' });
  await panel.locator('.courier-flight').first().waitFor();
  return panel;
}

/** Signs AX10001 in on /home and opens the courier panel. */
async function openCourier(page) {
  await openDashboard(page);
  return openPanel(page);
}

/** The flights' checkboxes, paid (no "unpaid" badge) or unpaid. */
const flights = (panel, { paid }) =>
  panel
    .locator('.courier-flight', paid ? { hasNotText: 'გადაუხდელი' } : { hasText: 'გადაუხდელი' })
    .getByRole('checkbox');

describe('courier in Chromium', () => {
  after(closeBrowser);

  // One page for the orders and the refusal (one boot and one sign-in fewer): the refusal needs
  // an unpaid flight, which the orders of the paid ones leave alone.
  it('orders a paid flight for oneself, then one for a third party, with the price shown first; an unpaid flight is refused with product_unpaid, with a link to pay', async () => {
    const { page, context, errors } = await newPage();
    try {
      let panel = await openCourier(page);
      const paid = flights(panel, { paid: true });
      assert.equal(await paid.count(), 2);
      const first = (await paid.first().getAttribute('id')) ?? '';
      await paid.first().check();
      await panel.getByLabel('ქალაქი').selectOption('_TBILISI_');
      await panel.getByLabel('მისამართი (ქართულად)').pressSequentially('wereTlis gamz. 116');
      assert.equal(
        await panel.getByLabel('მისამართი (ქართულად)').inputValue(),
        'წერეთლის გამზ. 116',
      );
      assert.match(await panel.getByTestId('courier-price').innerText(), /^5[.,]00\s*₾$/);
      await panel.getByRole('button', { name: 'კურიერის შეკვეთა' }).click();
      await page.getByText('კურიერი შეკვეთილია').waitFor();
      await panel.locator(`#${first}`).waitFor({ state: 'detached' });
      assert.equal(await paid.count(), 1);

      await paid.first().check();
      await panel.getByRole('switch', { name: 'მიტანა სხვა პირისთვის' }).check();
      assert.equal(await panel.getByLabel('მიმღების სახელი').inputValue(), '');
      await panel.getByLabel('მიმღების სახელი').fill('ნინო კაპანაძე');
      await panel.getByLabel('მიმღების ტელეფონი').fill('577000111');
      await panel.getByLabel('ქალაქი').selectOption('_KOJORI_');
      assert.match(await panel.getByTestId('courier-price').innerText(), /^8[.,]00\s*₾$/);
      await panel.getByRole('button', { name: 'კურიერის შეკვეთა' }).click();
      await panel.locator('.courier-flight', { hasNotText: 'გადაუხდელი' }).waitFor({
        state: 'detached',
      });

      // Then, in the panel opened again (its form fresh), an unpaid flight is refused.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      panel = await openPanel(page);
      await flights(panel, { paid: false }).first().check();
      await panel.getByLabel('მისამართი (ქართულად)').fill('რუსთაველის 5');
      await panel.getByRole('button', { name: 'კურიერის შეკვეთა' }).click();
      const alert = panel.getByRole('alert');
      await alert.getByText('ამანათების წონის საფასური გადაუხდელია').waitFor();
      await alert.getByRole('link', { name: 'გადახდა' }).click();
      await panel.waitFor({ state: 'detached' });
      assert.match(page.url(), /\/home#arrived$/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('fits a 390 px phone without horizontal scroll', async () => {
    const { page, context } = await newPage({ width: 390, height: 844 });
    try {
      const panel = await openCourier(page);
      const overflow = await panel.evaluate((el) => el.scrollWidth - el.clientWidth);
      assert.ok(overflow <= 0, `the panel scrolls sideways by ${overflow}px`);
    } finally {
      await context.close();
    }
  });

  it('axe: the courier panel with its messages and errors in ka, ru and en', async () => {
    // One boot and one sign-in for the three languages, switched in the header; the panel is
    // closed and opened again in each language.
    const { page, context } = await newPage();
    try {
      await openDashboard(page);
      for (const [lng] of LANGUAGES) {
        await switchLanguage(page, lng);
        await page.locator('.customer-action').nth(1).click();
        await page.locator('.side-panel .courier-flight').first().waitFor();
        await page.locator('.side-panel .courier-flight input').first().check();
        await page.locator('.side-panel button[type="submit"]').click();
        await page.locator('.side-panel [aria-invalid="true"]').first().waitFor();
        assert.deepEqual(
          await seriousViolations(page, contrastIn(lng)),
          [],
          `${lng}: courier panel`,
        );
        await closeSidePanel(page);
      }
    } finally {
      await context.close();
    }
  });
});
