// The announcement covers the header: it offers the language switch itself, so a Russian or an
// English visitor reads it in their language while it is open (docs/product.md#announcement-popup).
import { POPUP } from '../../mocks/db/fixtures/content';
import { expect, test } from './fixtures';

test.use({ firstVisit: true });

for (const [lng, code, title] of [
  ['ru', 'RUS', POPUP.titleRu],
  ['en', 'ENG', POPUP.titleEn],
] as const) {
  test(`with the announcement open, a visitor switches it to ${lng} @phone`, async ({ page }) => {
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: POPUP.titleKa });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: new RegExp(`^${code}`) }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  });
}
