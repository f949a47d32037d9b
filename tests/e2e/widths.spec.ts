// Every width from 320 to 1920 px fits, in ka, ru and en, signed out and signed in
// (docs/product.md#layout): the page never scrolls sideways, the header's controls stay in the
// window (its links fold into the menu button first), and a parcel row's tools stay in view. One
// page per test, resized around each screen (tests/e2e/layout.ts, `sweep`).
import { paths } from '../../src/config/paths';
import { expect, test } from './fixtures';
import { navigateInApp } from './helpers/navigation';
import { settled } from './screens';
import { sweep } from './layout';

const PUBLIC_SCREENS = [paths.home, paths.tariffs, paths.schedule, paths.news, paths.contact];
const CUSTOMER_SCREENS = [paths.home, paths.profile, paths.notificationAll];

test('signed out, every width fits in ka, ru and en', async ({ page, inEachLanguage }) => {
  test.slow();
  await page.goto('home');
  const found: string[] = [];
  await inEachLanguage(async (lang) => {
    for (const path of PUBLIC_SCREENS) {
      await navigateInApp(page, path);
      await expect(page.locator('h1')).toHaveCount(1);
      await settled(page);
      found.push(...(await sweep(page, `${lang} ${path}`)));
    }
  });
  expect(found).toEqual([]);
});

test('signed in, every width fits in ka, ru and en', async ({ signedIn: page, inEachLanguage }) => {
  test.slow();
  const found: string[] = [];
  await inEachLanguage(async (lang) => {
    for (const path of CUSTOMER_SCREENS) {
      await navigateInApp(page, path);
      await expect(page.locator('h1')).toHaveCount(1);
      await settled(page);
      found.push(...(await sweep(page, `${lang} ${path}`)));
    }
  });
  expect(found).toEqual([]);
});
