// Moving through the app the way a person does (switching language, in-app navigation, closing
// what covers the page) instead of reloading it: a full load restarts the app and its in-browser
// mock backend, the largest cost of these tests. And holding the app back, to see the page
// before it runs.
import { expect, type Page } from '@playwright/test';
import { LANGUAGE_CODE, type Language } from '../../../src/i18n/languages';

/**
 * Closes the toasts that show, as a person does when one covers what they want to click: they
 * stack at the top right, over the header's language buttons, for 4 s or more. The close
 * buttons are clicked in the page, since a toast may hide by itself at any moment; a click
 * that waited for one gone would wait in vain.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator('.toast-stack .toast');
  await toasts
    .locator('.btn-close')
    .evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
  await expect(toasts).toHaveCount(0);
}

/** Closes the open side panel with Escape, as a keyboard user does; resolves once it is gone. */
export async function closeSidePanel(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.side-panel')).toHaveCount(0);
}

/**
 * Switches the interface to `lng` with its button in the header (on a page with the layout),
 * as a person does, closing first any toast over the buttons, and waits until the switch has
 * rendered: <html lang> is set once the language's texts are in, and the button shows as
 * pressed once React has re-rendered with it.
 */
export async function switchLanguage(page: Page, lng: Language) {
  const button = page.getByRole('button', { name: new RegExp(`^${LANGUAGE_CODE[lng]}`) });
  // Once the app's first render is on screen (App.tsx marks <html data-boot>). A switch while the
  // prerendered page still hydrates is its own test (shell.spec.ts).
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'done');
  await closeToasts(page);
  await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Moves to `path` (with its query or hash) through the app's router, without a reload: a new
 * history entry and a popstate, as the browser's own back and forward do. For screens no link
 * leads to from where the test is; where a link does, the test clicks it.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.href === new URL(path, url).href);
  // The router keeps the page shown until the next one's code and words are in; the frame after
  // the change has React's render of it, marking the page busy if it must wait (AppLayout).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * Holds back the app's entry (the `shell` chunk), so the page is the prerendered HTML alone; the
 * returned function lets it through.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
