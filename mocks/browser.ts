/**
 * The emulated backend in the browser: a service worker with the same handlers, and the
 * database restored from localStorage (or seeded) before the worker starts answering.
 */
import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import {
  loadOrSeed,
  markForReset,
  notifyWrite,
  saveBeforeLeaving,
  STORAGE_KEY,
  type SnapshotStorage,
} from './db/persistence';
import { addBulkParcels, hasBulkParcels } from './db/scenarios';
import { seedDatabase } from './db/seed';
import { handlers } from './handlers';
import { ownFilesPattern } from './lib/ownFiles';
import { yieldingToBrowser } from './lib/pace';
import { routeHandlers } from './lib/routing';

/** The app's own files go straight to the network, before MSW tries any handler on them. */
const ownFiles = http.all(ownFilesPattern(window.location.origin, handlers), () => passthrough());

/** Every other request tries only the handlers its path may concern (lib/routing.ts). */
export const worker = setupWorker(ownFiles, routeHandlers(handlers).handler);

/** localStorage, or null when the browser refuses it (private mode, disabled storage). */
function browserStorage(): SnapshotStorage | null {
  try {
    const storage = window.localStorage;
    storage.getItem(STORAGE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Demo option `?demo-parcels=N` (N up to 10000): gives the individual demo customer (AX10001) N
 * more waiting parcels, once. bench:parcels opens the demo this way; the demo console will
 * offer the same.
 */
async function applyDemoOptions(storage: SnapshotStorage | null): Promise<void> {
  const count = Number(new URLSearchParams(window.location.search).get('demo-parcels'));
  if (!Number.isInteger(count) || count < 1 || count > 10_000) return;
  if (hasBulkParcels()) return;
  await addBulkParcels({ axid: 'AX10001', count });
  if (storage) notifyWrite();
}

export async function startBrowserMocks(): Promise<void> {
  const storage = browserStorage();
  // Nothing is answered before the worker starts, so the database may be filled in slices.
  const pace = yieldingToBrowser();
  if (storage) await loadOrSeed(storage, pace);
  else await seedDatabase(undefined, pace);
  await applyDemoOptions(storage);
  // Writes are saved when the page is idle, and before it is left or hidden.
  saveBeforeLeaving(window, document);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

/**
 * Forgets the demo's changes: the stored snapshot is replaced by a reset marker and the database
 * re-seeded. Sessions survive, so a signed-in visitor stays signed in. The caller then reloads
 * the page; a reload before the re-seed finishes simply re-seeds on the next start.
 */
export function resetDemoData(): void {
  const storage = browserStorage();
  if (!storage) {
    void seedDatabase();
    return;
  }
  markForReset(storage);
  void loadOrSeed(storage).catch((error: unknown) =>
    console.error('[mock backend] reset failed', error),
  );
}
