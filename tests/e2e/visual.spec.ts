// Visual regression (docs/testing.md): every screen and state of the catalogue (screens.ts)
// against its committed picture, at the desktop and phone projects' widths, in Georgian, and in
// Russian and English where the catalogue asks. Each state is also checked by axe, colour
// contrast included, in all three languages (pictured or not): the states here (debts, customs,
// errors, hover and focus, the console's) are where a colour or a name can fail.
//
// Tags: every test here is @visual (`npm run test:visual`, `npm run test:visual:update`).
//
// The pictures depend on the browser's build: BROWSER_FILE records the one they were made with
// (written when they are updated), and a failing picture says when this run's differs.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { FROZEN_NOW, SCREENS, show } from './screens';

test.use({ now: FROZEN_NOW });

const BROWSER_FILE = 'tests/e2e/__screenshots__/browser.txt';
const baselineBrowser = existsSync(BROWSER_FILE) ? readFileSync(BROWSER_FILE, 'utf8').trim() : '';

/** What a failing picture says: its name, and the browsers when they differ. */
function pictureNote(name: string, browser: string): string {
  if (browser === baselineBrowser) return name;
  return (
    `${name}: the baselines were made with Chromium ${baselineBrowser || '(unknown)'}, this run ` +
    `uses ${browser}. If the browser alone changed the picture, update the baselines with ` +
    '`npm run test:visual:update` and commit them.'
  );
}

test.afterAll(({ browser }, testInfo) => {
  // Updated pictures were made with this browser.
  if (testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed')
    writeFileSync(BROWSER_FILE, `${browser.version()}\n`);
});

for (const screen of SCREENS) {
  for (const lng of LANGUAGES) {
    // Pictured in the languages the catalogue keeps baselines in; checked by axe in every one.
    const pictured = screen.baselines === 'all' || lng === 'ka';
    for (const phone of [false, true]) {
      const tags = ['@visual', ...(phone ? ['@phone'] : [])];
      const what = pictured ? '' : ' (axe only)';

      test.describe(() => {
        test.use({ lang: lng });

        test(`${screen.screen}, ${screen.state}, ${lng}${what} ${tags.join(' ')}`, async ({
          page,
          axe,
          browser,
        }) => {
          if (screen.slow) test.slow();
          await show(page, screen, lng);
          expect(await axe(), `${screen.id} (${lng})`).toEqual([]);
          if (pictured) {
            const name = `${screen.id}-${lng}.png`;
            await expect(page, pictureNote(name, browser.version())).toHaveScreenshot(name, {
              fullPage: !screen.overlay,
            });
          }
        });
      });
    }
  }
}
