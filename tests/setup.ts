import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb, server } from '@mocks/node';
import { POPUP } from '@mocks/db/fixtures/content';
import { rememberPopupClosed } from '@/features/popup/popupRule';
import { i18n, i18nReady } from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { NAMESPACES } from '@/i18n/resources';

// CI has two cores shared by test workers: give findBy*/waitFor room before they give up (they
// return as soon as what they wait for is there, so a passing test never waits this long).
configure({
  asyncUtilTimeout: 10000,
  // A failed query says what it looked for, without the DOM: findBy* and waitFor retry a query
  // until it passes, and printing the page on every failed attempt costs more than the test. A
  // failed test prints the page once, below.
  getElementError(message) {
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
beforeEach(({ onTestFailed, onTestFinished }) => {
  onTestFailed(() => {
    console.log(`The page when the test failed:\n${prettyDOM(document.body, 20000)}`);
  });
  // After the page is printed: vitest calls onTestFailed before onTestFinished.
  onTestFinished(() => cleanup());
});

// jsdom puts its own File and FormData on the global object; Node's fetch (24 and later) cannot
// send or parse a multipart body made of them (the app's uploads, the mock backend reading them).
// The platform's File and FormData, as in the browser, are what the app and the mock then use.
const NodeFormData = (
  await new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
).constructor as typeof FormData;
Object.assign(globalThis, { File: NodeFile, FormData: NodeFormData });

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

// jsdom lays nothing out, so it cannot scroll: its scrollTo only reports "Not implemented". The app
// calls it after a sign-in, and React Router's scroll restoration on every navigation; here it does
// nothing. Where a page opens is the browser suite's to check (tests/e2e/scroll.spec.ts).
window.scrollTo = (() => {}) as typeof window.scrollTo;

// The mock backend answers every request in tests, from a fresh copy of the seed for each test.
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
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
  server.resetHandlers();
  // Listeners a test added (to record or await requests) end with the test.
  server.events.removeAllListeners();
});
afterAll(() => server.close());
