/**
 * The emulated backend in the browser: a service worker with the same handlers, and the database
 * shared by every tab of the demo (mocks/demo/shared.ts, wired in mocks/demo/browserDemo.ts),
 * read or seeded before the app sends its first request.
 */
import { http, passthrough, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { saveAfterEachWrite } from './db/persistence';
import { addBulkParcels, hasBulkParcels } from './demo/scenarios';
import { sharedDemo } from './demo/browserDemo';
import { mockOnly, parseMockedOperations } from './demo/mocking';
import { resetToSeed } from './demo/transfer';
import { createHandlers } from './handlers';
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

/** The page plays both sides of the demo: its controls are open (api/demoGate.ts). */
export const worker = setupWorker(...workerHandlers(createHandlers(openDemoGate)));

// `npm run dev`: an edited handler (mocks/handlers, or a module below them that only handlers
// use) replaces the old one in the running worker, without reloading the page: the screen, what
// was typed and the demo's data stay. An edit of a file the database itself uses (the seed's
// rules: mocks/api/domain.ts, mocks/lib/ids.ts, money.ts, pace.ts) still reloads the page; the
// data is read back from the browser's storage then.
if (import.meta.hot) {
  import.meta.hot.accept('./handlers', (next) => {
    const updated = next as { createHandlers?: typeof createHandlers } | undefined;
    if (updated?.createHandlers)
      worker.resetHandlers(...workerHandlers(updated.createHandlers(openDemoGate)));
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
  await sharedDemo.storeChanges();
}

/**
 * VITE_API_MOCKING=partial: only the operations VITE_MOCKED_OPERATIONS lists come from the mock
 * (demo/mocking.ts); names it does not know are said in the console, and in the demo console.
 */
function applyPartialMocking(): void {
  if (import.meta.env.VITE_API_MOCKING !== 'partial') return;
  const list = parseMockedOperations(import.meta.env.VITE_MOCKED_OPERATIONS ?? '');
  mockOnly(list);
  if (list.unknown.length > 0) {
    console.warn(`VITE_MOCKED_OPERATIONS: no operation is named ${list.unknown.join(', ')}`);
  }
}

export async function startBrowserMocks(): Promise<void> {
  applyPartialMocking();
  // The app renders only once this settles (src/main.tsx): the service worker registers while
  // the database is read or filled in slices.
  await Promise.all([
    sharedDemo.start({ pace: yieldingToBrowser() }).then(applyDemoOptions),
    worker.start({
      onUnhandledFrame: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    }),
  ]);
  // Each answered write is stored and shared with the other tabs before its answer goes out.
  saveAfterEachWrite(sharedDemo.storeChanges);
}

/**
 * Forgets the demo's changes, in every tab: the database is re-seeded and stored, and the other
 * tabs read it again. Sessions survive, so a signed-in visitor stays signed in.
 */
export async function resetDemoData(): Promise<void> {
  await resetToSeed();
  await sharedDemo.storeChanges({ whole: true });
}
