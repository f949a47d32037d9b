import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb, server } from '@mocks/node';
import { POPUP } from '@mocks/db/fixtures/content';
import { rememberPopupClosed } from '@/features/popup/popupRule';
import { i18n } from '@/i18n';

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
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
