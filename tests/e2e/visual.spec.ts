// Visual regression (docs/testing.md): every screen and state of the catalogue (screens.ts)
// against its committed picture, at the desktop and phone projects' widths, in Georgian, and in
// Russian and English where the catalogue asks. Each state is also checked by axe, colour
// contrast included, in all three languages (pictured or not): the states here (debts, customs,
// errors, hover and focus, the console's) are where a colour or a name can fail.
//
// Tags: every test here is @visual (`npm run test:visual`); all but the catalogue's `quick` ones
// (in Georgian) are also @full, which `npm test` leaves out to keep within its time.
import { expect, test } from './fixtures';
import { LANGUAGES } from './helpers';
import { FROZEN_NOW, SCREENS, show } from './screens';

test.use({ now: FROZEN_NOW });

for (const screen of SCREENS) {
  for (const lng of LANGUAGES) {
    // Pictured in the languages the catalogue keeps baselines in; checked by axe in every one.
    const pictured = screen.baselines === 'all' || lng === 'ka';
    for (const phone of [false, true]) {
      const full = !(lng === 'ka' && screen.quick?.includes(phone ? 'phone' : 'desktop'));
      const tags = ['@visual', ...(full ? ['@full'] : []), ...(phone ? ['@phone'] : [])];
      const what = pictured ? '' : ' (axe only)';
      test.describe(() => {
        test.use({ lang: lng });
        test(`${screen.screen}, ${screen.state}, ${lng}${what} ${tags.join(' ')}`, async ({
          page,
          axe,
        }) => {
          if (screen.slow) test.slow();
          await show(page, screen, lng);
          expect(await axe(), `${screen.id} (${lng})`).toEqual([]);
          if (pictured) {
            await expect(page).toHaveScreenshot(`${screen.id}-${lng}.png`, {
              fullPage: !screen.overlay,
            });
          }
        });
      });
    }
  }
}
