/**
 * The emulated backend in the browser: a service worker with the same handlers, and the database
 * shared by every tab of the demo (mocks/demo/shared.ts, wired in mocks/demo/browserDemo.ts),
 * read or seeded before the app sends its first request.
 */
import { http, passthrough, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { addBulkParcels, hasBulkParcels } from './demo/scenarios';
import { createBrowserDemo } from './demo/browserDemo';
import { parseMockedOperations } from './demo/mocking';
import type { SharedDemoEvent } from './demo/shared';
import { createDemoDatabase } from './demo/sharedDatabase';
import { createHandlers, createMockBackend } from './handlers';
import { openDemoGate } from './api/demoGate';
import { ownFilesPattern } from './lib/ownFiles';
import { yieldingToBrowser } from './lib/pace';
import { routeHandlers } from './lib/routing';

/**
 * The worker's handlers over `list`: the app's own files go straight to the network, before MSW
 * tries any handler on them; every other request tries only the handlers its path may concern
 * (lib/routing.ts).
 */
function workerHandlers(list: readonly RequestHandler[]): RequestHandler[] {
  const ownFiles = http.all(ownFilesPattern(window.location.origin, list), () => passthrough());
  return [ownFiles, routeHandlers(list).handler];
}

/**
 * The page's one mock backend (mocks/handlers/backend.ts), the demo it shares with the other tabs
 * and the worker. The page plays both sides of the demo: its controls are open (api/demoGate.ts).
 * Making it opens nothing (the app imports this module to hear the demo's events, also in tests
 * where there is no service worker): the worker is made at the start.
 */
function createBrowserBackend() {
  const backend = createMockBackend();
  const sharedDemo = createBrowserDemo(createDemoDatabase(backend));
  let worker: SetupWorker | null = null;
  return {
    backend,
    sharedDemo,
    worker(): SetupWorker {
      worker ??= setupWorker(...workerHandlers(createHandlers(backend, openDemoGate)));
      return worker;
    },
  };
}

const browser = createBrowserBackend();

// `npm run dev`: an edited handler (mocks/handlers, or a module below them that only handlers
// use) replaces the old one in the running worker, without reloading the page: the screen, what
// was typed and the demo's data stay. The new handlers are made over the same mock backend, so
// the faults, the counts of attempts and the uploads stay too. An edit of a file the database
// itself uses (the seed's rules: mocks/api/domain.ts, mocks/lib/ids.ts, money.ts, pace.ts) still
// reloads the page; the data is read back from the browser's storage then.
if (import.meta.hot) {
  import.meta.hot.accept('./handlers', (next) => {
    const updated = next as { createHandlers?: typeof createHandlers } | undefined;
    if (updated?.createHandlers)
      browser
        .worker()
        .resetHandlers(...workerHandlers(updated.createHandlers(browser.backend, openDemoGate)));
  });
}

/**
 * Demo option `?demo-parcels=N` (N up to 10000): gives the individual demo customer (AX10001) N
 * more waiting parcels, once. bench:parcels opens the demo this way; the demo console will
 * offer the same.
 */
async function applyDemoOptions(): Promise<void> {
  const count = Number(new URLSearchParams(window.location.search).get('demo-parcels'));
  if (!Number.isInteger(count) || count < 1 || count > 10_000) return;
  if (hasBulkParcels()) return;
  await addBulkParcels({ axid: 'AX10001', count });
  await browser.sharedDemo.storeChanges();
}

/**
 * VITE_API_MOCKING=partial: only the operations VITE_MOCKED_OPERATIONS lists come from the mock
 * (demo/mocking.ts); names it does not know are said in the console, and in the demo console.
 */
function applyPartialMocking(): void {
  if (import.meta.env.VITE_API_MOCKING !== 'partial') return;
  const list = parseMockedOperations(import.meta.env.VITE_MOCKED_OPERATIONS ?? '');
  browser.backend.mocking.mockOnly(list);
  if (list.unknown.length > 0) {
    console.warn(`VITE_MOCKED_OPERATIONS: no operation is named ${list.unknown.join(', ')}`);
  }
}

export async function startBrowserMocks(): Promise<void> {
  applyPartialMocking();
  // The app renders beside this (src/main.tsx) and its store holds every request until it
  // settles: the service worker registers while the database is read or filled in slices.
  await Promise.all([
    browser.sharedDemo.start({ pace: yieldingToBrowser() }).then(applyDemoOptions),
    browser.worker().start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}demoServiceWorker.js` },
    }),
  ]);
  // Each answered write is stored and shared with the other tabs before its answer goes out.
  browser.backend.afterEachWrite(browser.sharedDemo.storeChanges);
}

/**
 * Forgets the demo's changes, in every tab: the database is re-seeded and stored, and the other
 * tabs read it again. Sessions survive, so a signed-in visitor stays signed in.
 */
export async function resetDemoData(): Promise<void> {
  await browser.backend.resetToSeed();
  await browser.sharedDemo.storeChanges({ whole: true });
}

/** Hears what happens to the shared demo; returns what stops it (src/app/mockBackend.ts). */
export function onSharedDemoEvent(listener: (event: SharedDemoEvent) => void): () => void {
  return browser.sharedDemo.onEvent(listener);
}
