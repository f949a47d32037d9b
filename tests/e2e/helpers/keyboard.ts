// Moving the keyboard focus as a keyboard user does (Tab, Shift+Tab, the arrows), checking on the
// way that the focus shows.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectFocusShown, focusShown } from './focus';

/**
 * Presses `key` (Tab by default; Shift+Tab backwards; an arrow in a menu or a select) until
 * `target` has the focus, at most `max` times, checking after each press that the focus shows
 * (expectFocusShown). Fails with the elements the focus passed through.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 40 }: { key?: string; max?: number } = {},
) {
  const passed: string[] = [];
  const path = () => `${target.toString()}; the focus went through:\n  ${passed.join('\n  ')}`;
  for (let press = 1; press <= max; press++) {
    await page.keyboard.press(key);
    const shown = await focusShown(page);
    passed.push(shown.element);
    if (shown.element === '<body>')
      throw new Error(`${key} ×${press} left the page towards ${path()}`);
    // The focus moves with the key itself: it shows at once, not after a while (once a toast
    // that hid it has gone).
    await expectFocusShown(page, `${key} ×${press} towards ${target.toString()}`, {
      timeout: 2_000,
    });
    if (await target.evaluateAll((elements) => elements.some((e) => e === document.activeElement)))
      return;
  }
  throw new Error(`${max} × ${key} did not reach ${path()}`);
}

/**
 * Chooses `label` in the focused <select> with the arrow keys, as a keyboard user does without
 * opening its list: Down until it is chosen (Home first, so the order of the options does not
 * matter).
 */
export async function chooseWithArrows(page: Page, select: Locator, label: string) {
  await expect(select).toBeFocused();
  await page.keyboard.press('Home');
  const labels = await select.locator('option').allInnerTexts();
  for (let press = 0; press < labels.length; press++) {
    const chosen = await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
    if (chosen?.trim() === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option "${label}" in ${select.toString()}: ${labels.join(', ')}`);
}
