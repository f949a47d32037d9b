/**
 * The browser's store, channel and lock for the shared demo (mocks/demo/shared.ts); tests give
 * in-memory fakes of the same interfaces instead.
 */
import { createStore, entries, promisifyRequest, type UseStore } from 'idb-keyval';
import { SNAPSHOT_VERSION } from '../db/persistence';
import { SLICE_MS } from '../lib/pace';
import type { DemoChannel, DemoLock, DemoStore } from './shared';
import { parsePlaced, type Placed } from './syncProtocol';

/** The store's entry that says which version of the records it holds. */
const VERSION_KEY = 'version';

/**
 * An IndexedDB object store (through idb-keyval) as the demo's store: one entry per record,
 * `key` → `{ at, record }`, and VERSION_KEY → SNAPSHOT_VERSION once a whole database is written.
 */
export function storeOver(use: UseStore): DemoStore {
  return {
    async read() {
      const all = await entries<IDBValidKey, unknown>(use);
      const version = all.find(([key]) => key === VERSION_KEY)?.[1];
      if (version !== SNAPSHOT_VERSION) return null;
      const records: [string, Placed][] = [];
      for (const [key, value] of all) {
        const placed = parsePlaced(value);
        if (typeof key === 'string' && key !== VERSION_KEY && placed) records.push([key, placed]);
      }
      return records;
    },
    write({ puts, deletes, whole }) {
      return use('readwrite', (objects) => {
        if (whole) {
          objects.clear();
          objects.put(SNAPSHOT_VERSION, VERSION_KEY);
        }
        putInSlices(objects, puts, () => {
          for (const key of deletes) objects.delete(key);
        });
        return promisifyRequest(objects.transaction);
      });
    },
  };
}

/**
 * Puts `entries` into `objects` a slice of SLICE_MS at a time, then runs `then`. Each put copies
 * its record (structured clone), so a whole database of thousands of records would be one long
 * task: the next slice starts from the success of the slice's last put, a task of its own in the
 * same transaction, which stays one (all or nothing).
 */
function putInSlices(objects: IDBObjectStore, entries: [string, Placed][], then: () => void): void {
  let next = 0;
  const slice = () => {
    const start = performance.now();
    let last: IDBRequest | undefined;
    while (next < entries.length && (!last || performance.now() - start < SLICE_MS)) {
      const [key, value] = entries[next++]!;
      last = objects.put(value, key);
    }
    if (last && next < entries.length) last.onsuccess = slice;
    else then();
  };
  slice();
}

/**
 * The browser's store ('pp-demo' / 'records'); null when it has no IndexedDB. The database is
 * opened at the first read or write: a failure to open it is then a failure of the store.
 */
export function indexedDbStore(): DemoStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let opened: UseStore | null = null;
  return storeOver((mode, callback) =>
    (opened ??= createStore('pp-demo', 'records'))(mode, callback),
  );
}

/**
 * A BroadcastChannel of this name (null where there is none). It is opened when the demo starts
 * listening and closed when it stops: an open channel would keep a node process alive.
 */
export function broadcastChannel(name: string): DemoChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let open: BroadcastChannel | null = null;
  return {
    post(message) {
      open?.postMessage(message);
    },
    listen(receive) {
      const channel = new BroadcastChannel(name);
      open = channel;
      channel.onmessage = (event: MessageEvent<unknown>) => receive(event.data);
      return () => {
        channel.close();
        if (open === channel) open = null;
      };
    },
  };
}

/** A Web Lock of this name (or none where the browser has no Web Locks: the job runs at once). */
export function webLock(name: string): DemoLock {
  return async (job) => {
    if (typeof navigator === 'undefined' || !('locks' in navigator)) return job();
    return await navigator.locks.request(name, job);
  };
}
