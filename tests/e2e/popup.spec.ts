// The announcement covers the header: it offers the language switch itself, so a Russian or an
// English visitor reads it in their language while it is open (docs/product.md#announcement-popup).
import { POPUP } from '../../mocks/db/fixtures/content';
import { DEMO_PASSWORD, SEEDED_CUSTOMER } from '../data';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { holdAppEntry } from './helpers/navigation';

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

test('the announcement never takes the keys of someone signing in: it opens after the sign-in', async ({
  page,
}) => {
  // The form is usable before the app runs (the prerendered page keeps what is typed); the
  // announcement's answer arrives while the customer types, key by key at an ordinary pace.
  const release = await holdAppEntry(page);
  const popupAnswered = page.waitForResponse((response) =>
    response.url().includes('/api/popap/get'),
  );
  await page.goto('/home', { waitUntil: 'commit' });
  const identifier = page.getByLabel(t('ka', 'accounts:signIn.identifier'));
  await identifier.click();
  await identifier.pressSequentially(SEEDED_CUSTOMER.axid.slice(0, 3), { delay: 120 });
  release();
  await popupAnswered;
  await identifier.pressSequentially(SEEDED_CUSTOMER.axid.slice(3), { delay: 120 });
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD, { delay: 120 });
  await expect(identifier).toHaveValue(SEEDED_CUSTOMER.axid);
  await expect(page.getByLabel(t('ka', 'accounts:signIn.password'), { exact: true })).toHaveValue(
    DEMO_PASSWORD,
  );
  const dialog = page.getByRole('dialog', { name: POPUP.titleKa });
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();
  // Once the focus has left the form, the announcement shows.
  await expect(dialog).toBeVisible();
});
