import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb, server } from '@mocks/node';
import { POPUP } from '@mocks/db/fixtures/content';
import { rememberPopupClosed } from '@/features/popup/popupRule';
import { i18n, i18nReady } from '@/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { NAMESPACES } from '@/i18n/resources';
import { loadDataLayer } from '@/store/store';

// CI has two cores shared by test workers: give findBy*/waitFor room before they give up (they
// return as soon as what they wait for is there, so a passing test never waits this long).
configure({
  asyncUtilTimeout: 10000,
  // A failed query prints the DOM in its error, but not while waitFor (findBy*) polls: every
  // failed attempt would print the whole page, and only the last one, at the timeout, is shown
  // (waitFor then asks for the error again, with the DOM). Same message and DOM as the default.
  getElementError(message, container) {
    const polling = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    const dom = polling ? null : prettyDOM(container);
    const error = new Error(
      [message, dom !== null && `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${dom}`]
        .filter(Boolean)
        .join('\n\n'),
    );
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// React's development build records an "owner stack" for each element it creates (an Error with its
// stack trace, plus a console task), only to enrich its own warnings: a noticeable share of the
// form tests' CPU. Its counter says the per-second quota of 10,000 is always used up, so React
// falls back to its shared placeholder stack. Warnings still name the component; tests lose
// nothing.
const reactInternals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => {},
  });
}

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

// jsdom finds an element's labels by walking the whole document and, for every <label for>,
// walking it again to find the label's control: getByLabelText and accessible names cost
// O(labels × nodes) per form control, which dominated the form tests. Same answer, found directly:
// a <label for=id> labels the first element with that id; a <label> without `for` labels its
// first labelable descendant. Other cases (a detached tree, a hidden input) stay with jsdom.
const FAST_LABELS = Symbol.for('tests.fastLabels');
for (const Control of [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
]) {
  const jsdomLabels = Object.getOwnPropertyDescriptor(Control.prototype, 'labels')!.get!;
  if (FAST_LABELS in jsdomLabels) continue; // patched by an earlier test file in this worker
  const labels = function (this: HTMLElement) {
    const root = this.getRootNode();
    if (!(root instanceof Document) || (this instanceof HTMLInputElement && this.type === 'hidden'))
      return jsdomLabels.call(this);
    const found: HTMLLabelElement[] = [];
    if (this.id && root.getElementById(this.id) === this) {
      const id = this.id.replace(/["\\]/g, '\\$&');
      found.push(...root.querySelectorAll<HTMLLabelElement>(`label[for="${id}"]`));
    }
    for (let node = this.parentElement; node; node = node.parentElement) {
      if (node instanceof HTMLLabelElement && !node.hasAttribute('for') && node.control === this)
        found.push(node);
    }
    return found.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  };
  Object.defineProperty(labels, FAST_LABELS, { value: true });
  Object.defineProperty(Control.prototype, 'labels', {
    configurable: true,
    enumerable: true,
    get: labels,
  });
}

// The mock backend answers every request in tests, from a fresh copy of the seed for each test.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app fetches a language's namespaces when a screen needs them; tests have them all at
  // once, so a screen renders its words on the first pass as it does after the first visit.
  await i18nReady;
  await i18n.reloadResources([...LANGUAGES], NAMESPACES);
  // The data layer's code is in memory as after the app's start: each test's store gets it at
  // once, and a test may dispatch to the api right after makeStore().
  await loadDataLayer();
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
  // Listeners a test added (to record or await requests) end with the test.
  server.events.removeAllListeners();
});
afterAll(() => server.close());
