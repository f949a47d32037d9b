/**
 * The browser's shared demo (mocks/demo/shared.ts), wired to the real store, channel and lock:
 * mocks/browser.ts makes its one and starts it, and the app hears its events through
 * src/app/mockBackend.ts. Making it opens nothing: the store opens at its first read, the channel
 * when the demo starts, and the database is watched from then on.
 */
import { createSharedDemo, type DemoDatabase, type SharedDemo } from './shared';
import { broadcastChannel, indexedDbStore, webLock } from './sharedAdapters';

export function createBrowserDemo(database: DemoDatabase): SharedDemo {
  return createSharedDemo({
    database,
    store: indexedDbStore(),
    channel: broadcastChannel('pp-demo'),
    lock: webLock('pp-demo-start'),
  });
}
