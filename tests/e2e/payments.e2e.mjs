// Money in Chromium (issue 9): top up 25.50 with the approving test card, a declined card leaves
// the balance alone, pay one flight, pay all (short of money: add the missing amount first), and
// axe on the panel, the demo card page, the outcome pages and the invoice in ka, ru and en (one
// page, the language switched in it), with the invoice in print media.
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  closeBrowser,
  contrastIn,
  greetingFigure,
  LANGUAGES,
  navigateInApp,
  newPage,
  seriousViolations,
  signIn,
  switchLanguage,
  waitForGreetingFigure,
} from './browser.mjs';

const APPROVES = '4111 1111 1111 1111';
const DECLINES = '4000 0000 0000 0002';
const expiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** Opens the add-balance panel, asks for `lari`.`tetri`, pays on the demo card page with `card`. */
async function topUp(page, { lari, tetri, card, prefilled = false }) {
  const panel = page.getByRole('dialog', { name: 'ბალანსის შევსება' });
  if (!prefilled) {
    await page.locator('.greeting-card').getByRole('button', { name: 'ბალანსის შევსება' }).click();
    await panel.getByLabel('ლარი').fill(lari);
    await panel.getByLabel('თეთრი').fill(tetri);
  }
  await panel.getByRole('button', { name: 'გადახდაზე გადასვლა' }).click();
  await page.waitForURL(/\/demo-card\?/);
  const form = page.getByRole('form', { name: 'ბარათის მონაცემები' });
  await form.getByLabel('ბარათის ნომერი').fill(card);
  await form.getByLabel('მოქმედების ვადა').fill(expiry());
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /^გადახდა/ }).click();
}

describe('money in Chromium', () => {
  after(closeBrowser);

  it('tops up 25.50 with the approving card; a declined card changes nothing', async () => {
    const { page, context, errors } = await newPage();
    try {
      await page.goto('/home');
      await signIn(page, 'AX10001');
      await waitForGreetingFigure(page, 'ბალანსი', { equals: 125.5 });

      await topUp(page, { lari: '25', tetri: '50', card: APPROVES });
      await page.waitForURL(/\/payments\/success/);
      await page.getByRole('heading', { name: 'გადახდა წარმატებით განხორციელდა' }).waitFor();
      await page
        .getByText(/151[.,]00/)
        .first()
        .waitFor();
      await page.getByRole('link', { name: 'მთავარ გვერდზე გადასვლა' }).click();
      await waitForGreetingFigure(page, 'ბალანსი', { equals: 151 });

      await topUp(page, { lari: '10', tetri: '00', card: DECLINES });
      await page.waitForURL(/\/payments\/failed/);
      await page.getByRole('heading', { name: 'გადახდა ვერ განხორციელდა' }).waitFor();
      await page.goto('/home');
      await waitForGreetingFigure(page, 'ბალანსი', { equals: 151 });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('pays one flight, then everything after adding the missing amount', async () => {
    const { page, context, errors } = await newPage();
    try {
      await page.goto('/home#arrived');
      await signIn(page, 'AX10001');
      await waitForGreetingFigure(page, 'დავალიანება', { equals: 303.49 });
      const debtBefore = await greetingFigure(page, 'დავალიანება');

      const group = page.locator('.parcel-group-header', { hasText: 'CN-' }).filter({
        has: page.getByText('გადაუხდელი'),
      });
      const fee = Number(
        (await group.locator('.parcel-group-fee .fw-semibold').innerText())
          .replace(/[^\d,.]/g, '')
          .replace(',', '.'),
      );
      await group.getByRole('button', { name: /გადახდა/ }).click();
      const dialog = page.getByRole('dialog', { name: /რეისის .* გადახდა/ });
      await dialog.getByRole('button', { name: /^გადახდა:/ }).click();
      await page.getByText('გადახდა წარმატებით განხორციელდა').first().waitFor();
      await waitForGreetingFigure(page, 'დავალიანება', {
        equals: Math.round((debtBefore - fee) * 100) / 100,
      });

      // Pay all is short of money: the dialog offers Add balance with the missing amount.
      await page.locator('.greeting-card').getByRole('button', { name: 'გადახდა' }).click();
      const all = page.getByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
      await all.getByText(/აკლია/).waitFor();
      await all.getByRole('button', { name: 'ბალანსის შევსება' }).click();
      await topUp(page, { card: APPROVES, prefilled: true });
      await page.waitForURL(/\/payments\/success/);
      await page.getByRole('link', { name: 'მთავარ გვერდზე გადასვლა' }).click();

      await page.locator('.greeting-card').getByRole('button', { name: 'გადახდა' }).click();
      await all.getByRole('button', { name: /^გადახდა:/ }).click();
      await page.getByText('გადახდა წარმატებით განხორციელდა').first().waitFor();
      await waitForGreetingFigure(page, 'დავალიანება', { equals: 0 });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('axe: add balance, the demo card page, the outcome pages and the invoice in ka, ru and en; the invoice prints without navigation or buttons', async () => {
    // One boot and one sign-in for the three languages: each round switches the language on the
    // dashboard and walks the screens as a person does (the card page's Cancel leads to the
    // failed page, the outcome page's link to the dashboard, the arrived tab to the invoice,
    // the invoice's Back to the dashboard). Only the success page, which no link leads to
    // without paying, is reached through the router. The Georgian round also prints the invoice.
    const { page, context, errors } = await newPage();
    try {
      await page.goto('/home#arrived');
      await signIn(page, 'AX10001');
      await page.locator('.greeting-card').waitFor();
      const invoice = await page
        .getByRole('link', { name: 'ინვოისი' })
        .first()
        .getAttribute('href');

      for (const [lng] of LANGUAGES) {
        await switchLanguage(page, lng);
        await page.locator('.greeting-card .btn-outline-primary').click();
        await page.locator('.side-panel input').first().waitFor();
        assert.deepEqual(
          await seriousViolations(page, contrastIn(lng)),
          [],
          `${lng}: add balance panel`,
        );
        await page.locator('.side-panel input').nth(0).fill('12');
        await page.locator('.side-panel input').nth(1).fill('05');
        await page.locator('.side-panel button[type="submit"]').click();
        await page.waitForURL(/\/demo-card\?/);
        await page.locator('form input').first().waitFor();
        assert.deepEqual(
          await seriousViolations(page, contrastIn(lng)),
          [],
          `${lng}: demo card page`,
        );

        await page.locator('form button[type="button"]').click(); // Cancel
        await page.waitForURL(/\/payments\/failed$/);
        await page.locator('.payment-outcome-danger').waitFor();
        assert.deepEqual(
          await seriousViolations(page, contrastIn(lng)),
          [],
          `${lng}: /payments/failed`,
        );
        await navigateInApp(page, '/payments/success');
        await page.locator('.payment-outcome-success').waitFor();
        assert.deepEqual(
          await seriousViolations(page, contrastIn(lng)),
          [],
          `${lng}: /payments/success`,
        );

        await page.locator('.payment-outcome a[href="/home"]').click();
        await page.locator('#parcel-tab-arrived').click();
        await page.locator(`a[href="${invoice}"]`).first().click();
        await page.locator('.invoice-document table').first().waitFor();
        assert.deepEqual(await seriousViolations(page, contrastIn(lng)), [], `${lng}: invoice`);
        if (lng === 'ka') {
          await page.emulateMedia({ media: 'print' });
          const visible = await page.evaluate(() =>
            [...document.querySelectorAll('nav, .top-bar, .app-shell, footer, button, .btn')]
              .filter((el) => getComputedStyle(el).display !== 'none' && el.getClientRects().length)
              .map((el) => el.outerHTML.slice(0, 80)),
          );
          assert.deepEqual(visible, [], 'the printed invoice');
          await page.emulateMedia({ media: null });
        }
        await page.locator('.invoice-actions a[href="/home"]').click();
        await page.locator('.greeting-card').waitFor();
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
