/**
 * Every page names itself in the browser's tab, in the visitor's language, before the product's
 * name and tagline in that language (docs/product.md#layout): the tab reads the page's heading.
 * The visitor's home page has the product's title alone.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageTitle } from '@/config/company';
import { i18n } from '@/i18n';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { renderSignedIn } from '../helpers/session';
import { renderApp } from '../render';

/** Every screen with a heading: for everyone, then for a signed-in customer. */
const PUBLIC = ['/services', '/terms', '/tarrifs', '/schedule', '/news', '/contact', '/appstore'];
const CUSTOMERS = [
  '/home',
  '/profile',
  '/change-password',
  '/add-branches',
  '/notification-all',
  '/payments/success',
  '/payments/failed',
  '/pages-404',
];

afterEach(() => i18n.changeLanguage('ka'));

/** The visitor home's sign-in form, by its name in each language. */
const FORM_NAME = { ka: 'ავტორიზაცია', ru: 'Вход', en: 'Sign in' };

/** What the tab ends in, in each language: the product's name and its tagline. */
const PRODUCT_TITLE = {
  ka: 'Parcel Portal · ამანათები უცხოეთიდან საქართველოში',
  ru: 'Parcel Portal · Посылки из-за рубежа в Грузию',
  en: 'Parcel Portal · Parcels from abroad to Georgia',
};

async function expectTitleFromHeading(language: Language = 'ka') {
  const heading = await screen.findByRole('heading', { level: 1 });
  await waitFor(() =>
    expect(document.title).toBe(`${heading.textContent} · ${PRODUCT_TITLE[language]}`),
  );
}

/** index.html's own title in <head>, as the browser starts with it. */
function loadIndexTitle() {
  const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
  document.head.innerHTML = /<title>.*<\/title>/.exec(html)![0];
}

describe('the browser tab', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(PUBLIC)('names %s by its heading, for a visitor', async (route) => {
      await i18n.changeLanguage(language);
      renderApp({ route });
      await expectTitleFromHeading(language);
    });

    it.each(CUSTOMERS)('names %s by its heading, for a customer', async (route) => {
      await i18n.changeLanguage(language);
      await renderSignedIn({ route });
      await expectTitleFromHeading(language);
    });

    it("is the product's alone, with the tagline in that language, on the visitor's home page", async () => {
      loadIndexTitle();
      await i18n.changeLanguage(language);
      renderApp({ route: '/home' });
      await screen.findByRole('form', { name: FORM_NAME[language] });
      await waitFor(() => expect(document.title).toBe(PRODUCT_TITLE[language]));
    });
  });

  it("is index.html's, the product's alone, on the visitor's home page", async () => {
    loadIndexTitle();
    expect(document.title).toBe(pageTitle('ka'));
    const { router } = renderApp({ route: '/tarrifs' });
    await expectTitleFromHeading();
    act(() => void router.navigate('/home'));
    await screen.findByRole('form', { name: 'ავტორიზაცია' });
    await waitFor(() => expect(document.title).toBe(pageTitle('ka')));
  });
});
