// Signing in and out the way a person does, through the sidebar form and the account menu, with
// the labels of the page's language.
import { expect, type Page } from '@playwright/test';
import type { Language } from '../../../src/i18n/languages';
import { DEMO_PASSWORD, SEEDED_CUSTOMER } from '../../data';
import { t } from './i18n';
import { closeToasts } from './navigation';

/**
 * The one way the browser tests sign in (the `signedIn` fixture uses it too): through the sidebar
 * form, as a person does, with its labels in `lang` (the page's language). Tests of the form
 * itself (by keyboard, before the app runs, without JavaScript) fill it their own way.
 */
export async function signIn(
  page: Page,
  identifier: string = SEEDED_CUSTOMER.axid,
  {
    remember = true,
    password = DEMO_PASSWORD,
    lang = 'ka',
  }: { remember?: boolean; password?: string; lang?: Language } = {},
) {
  await page.getByLabel(t(lang, 'accounts:signIn.identifier')).fill(identifier);
  await page.getByLabel(t(lang, 'accounts:signIn.password'), { exact: true }).fill(password);
  if (remember) await page.getByLabel(t(lang, 'accounts:signIn.remember')).check();
  await page.getByRole('button', { name: t(lang, 'accounts:signIn.submit'), exact: true }).click();
}

/**
 * Signs out through the account menu (labels in `lang`), closing first any toast over the menu;
 * resolves once the sign-in form shows.
 */
export async function signOut(page: Page, lang: Language = 'ka') {
  await closeToasts(page);
  await page.getByRole('button', { name: new RegExp(t(lang, 'common:userMenu.label')) }).click();
  await page.getByRole('button', { name: t(lang, 'common:userMenu.signOut') }).click();
  await expect(page.getByRole('form', { name: t(lang, 'accounts:signIn.title') })).toBeVisible();
}
