// The demo on GitHub Pages (.github/workflows/pages.yml): built as the workflow builds it, under
// /parcel-portal/, and served as Pages serves it (tests/e2e/pages-server.ts: files only, the
// build's 404.html for any other path). Deep links and reloads start the app from that page.
import { DEPLOYED } from '../../scripts/production-build.mjs';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { signIn } from './helpers/session';

test.use({ baseURL: DEPLOYED.pages });

test('opens a deep link, signs in and reloads the dashboard under the Pages path', async ({
  page,
}) => {
  const deepLink = await page.goto('tarrifs');
  // Pages has no rewrite: the path is no file, and its 404 page is the app.
  expect(deepLink?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: t('ka', 'tariffs:tariffs.title') }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${DEPLOYED.pages}tarrifs`);

  await page
    .getByRole('link', { name: t('ka', 'common:nav.home') })
    .first()
    .click();
  await expect(page).toHaveURL(`${DEPLOYED.pages}home`);
  await signIn(page, 'AX10001');
  await expect(page.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`^${DEPLOYED.pages}`));
  await expect(page.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();
  await expect(page.locator('.greeting-card').getByText('AX10001')).toBeVisible();
});
