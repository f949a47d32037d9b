// The designers' gallery (`npm run gallery`, scripts/gallery.ts): every screen and state of the
// catalogue (tests/e2e/screens.ts) in ka, ru and en, photographed whole at the project's width
// into gallery/shots/. It asserts nothing of its own: the visual baselines and the other browser
// tests do; a state that cannot be reached fails here and shows as missing in the gallery.
import { LANGUAGES } from '../../src/i18n/languages';
import { test } from '../e2e/fixtures';
import { FROZEN_NOW, SCREENS, show } from '../e2e/screens';
import { shotPath } from './shots';

// The local demo at the baselines' frozen day; a deployment as it is (its backend's own clock).
test.use({ now: process.env.GALLERY_BASE ? null : FROZEN_NOW });

for (const screen of SCREENS) {
  for (const lng of LANGUAGES) {
    test.describe(() => {
      test.use({ lang: lng });
      test(`${screen.id} ${lng}`, async ({ page }, testInfo) => {
        if (screen.slow) test.slow();
        await show(page, screen, lng);
        await page.screenshot({
          path: shotPath(testInfo.project.name, screen.id, lng),
          fullPage: !screen.overlay,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    });
  }
}
