/**
 * The browser's one shared demo (mocks/demo/shared.ts), wired to the real store, channel and lock:
 * mocks/browser.ts starts it, and the app hears its events through src/app/mockBackend.ts.
 * Importing it opens nothing: the store opens at its first read, the channel when the demo
 * starts, and the database is watched from then on.
 */
import { createSharedDemo } from './shared';
import { broadcastChannel, indexedDbStore, webLock } from './sharedAdapters';
import { demoDatabase } from './sharedDatabase';

export const sharedDemo = createSharedDemo({
  database: demoDatabase,
  store: indexedDbStore(),
  channel: broadcastChannel('pp-demo'),
  lock: webLock('pp-demo-start'),
});

/** Hears what happens to the shared demo; returns what stops it (src/app/mockBackend.ts). */
export const onSharedDemoEvent = sharedDemo.onEvent;
