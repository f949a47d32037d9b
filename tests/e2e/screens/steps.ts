// The steps the catalogue's screens (../screens.ts) are brought to their state with: in-app
// routes, side panels and the demo console, as a person (or a designer) opens them.
import type { Page } from '@playwright/test';
import type { Language } from '../../../src/i18n/languages';
import { expect } from '../fixtures';
import { t } from '../helpers/i18n';
import { closeToasts, navigateInApp } from '../helpers/navigation';

/** Opens a side panel with the button named `name`; resolves once its form shows. */
export async function panel(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await expect(
    page.locator('.side-panel form, .side-panel .side-panel-body').first(),
  ).toBeVisible();
}

/** Goes to a route through the app's router, as its links do. */
export const route = (path: string) => async (page: Page) => navigateInApp(page, path);

/** Opens the demo console, as a designer does (Alt+Shift+D), on its tab named `tab`. */
export async function demoConsole(page: Page, lng: Language, tab: string) {
  await closeToasts(page);
  await page.keyboard.press('Alt+Shift+D');
  const dialog = page.getByRole('dialog', { name: t(lng, 'demo:title') });
  await dialog.getByRole('tab', { name: t(lng, `demo:tabs.${tab}`) }).click();
  return dialog;
}

/** The console's result line shows that its action is done; the console is closed after. */
export async function doneInConsole(page: Page, lng: Language) {
  const dialog = page.getByRole('dialog', { name: t(lng, 'demo:title') });
  await expect(dialog.getByRole('status', { name: t(lng, 'demo:result.label') })).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}
