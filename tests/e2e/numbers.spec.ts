// Number fields and the demo console's tabs on a 390 px phone: every amount and size field opens
// the decimal keyboard (inputmode="decimal") and reads "10,5" as 10.5 in the browser; the demo
// console shows every tab without scrolling its strip, in ka, ru and en.
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { openAddPanel } from './helpers/parcels';
import { settled } from './screens';

const TABS = ['personas', 'staff', 'messages', 'scenarios', 'data', 'faults', 'vitals'] as const;

/** Whether `inner` lies wholly inside `outer`'s box, as a person sees it without scrolling. */
async function inside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y >= b.y - 0.5;
}

async function openConsole(page: Page, lng: Language) {
  await settled(page);
  await page.keyboard.press('Alt+Shift+D');
  const dialog = page.getByRole('dialog', { name: t(lng, 'demo:title') });
  await expect(dialog.getByRole('tablist')).toBeVisible();
  return dialog;
}

test.describe('number fields on a phone', { tag: '@phone' }, () => {
  test('the parcel amount opens the decimal keyboard and shows the language’s mark once left', async ({
    signedIn: page,
  }) => {
    const panel = await openAddPanel(page);
    const amount = panel.getByLabel(t('ka', 'parcels:fields.amount'));
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await amount.fill('12.5');
    await amount.blur();
    await expect(amount).toHaveValue('12,5');
  });
});

test.describe('the visitor’s calculators on a phone', { tag: '@phone' }, () => {
  test('read 10,5 and 10.5 cm alike, and refuse 1e3 saying what they take', async ({ page }) => {
    await page.goto('/home');
    const volume = page.getByRole('form', { name: t('ka', 'calculators:volume.title') });
    const sides = ['length', 'width', 'height'] as const;
    for (const side of sides) {
      await expect(volume.getByLabel(t('ka', `calculators:volume.${side}`))).toHaveAttribute(
        'inputmode',
        'decimal',
      );
    }
    const result = volume.getByLabel(t('ka', 'calculators:volume.result'));
    for (const typed of ['10,5', '10.5']) {
      await volume.getByLabel(t('ka', 'calculators:volume.length')).fill(typed);
      await volume.getByLabel(t('ka', 'calculators:volume.width')).fill('10');
      await volume.getByLabel(t('ka', 'calculators:volume.height')).fill('10');
      await expect(result).toHaveValue('0,175');
    }
    const converter = page.getByRole('form', { name: t('ka', 'calculators:converter.title') });
    const amount = converter.getByLabel(t('ka', 'calculators:converter.amount'), { exact: true });
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await amount.pressSequentially('1e3');
    await expect(amount).toHaveValue('1e3');
    await expect(converter.getByText(/12,50/)).toBeVisible();
  });
});

for (const lng of LANGUAGES) {
  test.describe(`the demo console on a phone (${lng})`, { tag: '@phone' }, () => {
    test.use({ lang: lng });

    test('shows every tab without scrolling its strip', async ({ signedIn: page }) => {
      const dialog = await openConsole(page, lng);
      const strip = dialog.getByRole('tablist');
      const overflow = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, 'the strip scrolls sideways').toBeLessThanOrEqual(0);
      for (const key of TABS) {
        const tab = dialog.getByRole('tab', { name: t(lng, `demo:tabs.${key}`) });
        await expect(tab).toBeVisible();
        expect(await inside(tab, dialog), `${key} in view`).toBe(true);
      }
    });
  });
}
