import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb, server } from '@mocks/node';
import { POPUP } from '@mocks/db/fixtures/content';
import { rememberPopupClosed } from '@/features/popup/popupRule';
import { i18n, i18nReady } from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { NAMESPACES } from '@/i18n/resources';

// CI has two cores shared by test workers: give findBy*/waitFor room before they give up.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia (react-bootstrap's Offcanvas asks for breakpoints): never match.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The mock backend answers every request in tests, from a fresh seed for each test.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app fetches a language's namespaces when a screen needs them; tests have them all at
  // once, so a screen renders its words on the first pass as it does after the first visit.
  await i18nReady;
  await i18n.reloadResources([...LANGUAGES], NAMESPACES);
});
beforeEach(async () => {
  await resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  // A returning visitor who has closed the current announcement; popup tests clear this.
  rememberPopupClosed(POPUP);
  await i18n.changeLanguage('ka');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
