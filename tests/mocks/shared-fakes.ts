/**
 * In-memory stand-ins for what the shared demo is given (mocks/demo/shared.ts): a store, a channel
 * between tabs, and a small database, so that two or three "tabs" run in one test.
 */
import type { DatabaseWatcher, DemoChannel, DemoDatabase, DemoStore } from '@mocks/demo/shared';
import { SNAPSHOT_VERSION } from '@mocks/db/persistence';
import { parseMessage, type Placed, type SyncMessage } from '@mocks/demo/syncProtocol';

export interface MemoryStore extends DemoStore {
  /** What is stored, by key. */
  entries: Map<string, Placed>;
  /** The version of the records it holds (null: none); read() gives null unless it is this one. */
  version: number | null;
  /** Each write, in order. */
  writes: Parameters<DemoStore['write']>[0][];
  /** Another store holding the same as this one now. */
  copy(): MemoryStore;
}

/** A store like the browser's: structured copies in, structured copies out. */
export function memoryStore(
  entries = new Map<string, Placed>(),
  version: number | null = null,
): MemoryStore {
  const store: MemoryStore = {
    entries,
    version,
    writes: [],
    read: () =>
      Promise.resolve(
        store.version === SNAPSHOT_VERSION ? structuredClone([...store.entries]) : null,
      ),
    write(batch) {
      const { puts, deletes, whole } = structuredClone(batch);
      store.writes.push(batch);
      if (whole) {
        store.entries.clear();
        store.version = SNAPSHOT_VERSION;
      }
      for (const [key, value] of puts) store.entries.set(key, value);
      for (const key of deletes) store.entries.delete(key);
      return Promise.resolve();
    },
    copy: () => memoryStore(structuredClone(store.entries), store.version),
  };
  return store;
}

/**
 * Channels between tabs, as a BroadcastChannel of one name: a message reaches every other end
 * that listens (never the one that sent it), as a structured copy, in a later task, in the order
 * it was sent.
 */
export function channelHub() {
  const ends = new Map<symbol, (data: unknown) => void>();
  return {
    end(): DemoChannel {
      const self = Symbol('end');
      return {
        post(message) {
          for (const [end, receive] of ends) {
            if (end === self) continue;
            const copy = structuredClone(message);
            setTimeout(() => receive(copy));
          }
        },
        listen(receive) {
          ends.set(self, receive);
          return () => ends.delete(self);
        },
      };
    },
  };
}

/** A tab of the test itself: what it hears of the others, and what it tells them. */
export function listeningTab(hub: ReturnType<typeof channelHub>) {
  const end = hub.end();
  const told: SyncMessage[] = [];
  const close = end.listen((data) => {
    const message = parseMessage(data);
    if (message) told.push(message);
  });
  return { told, post: (message: SyncMessage) => end.post(message), close };
}

export interface MemoryDatabase extends DemoDatabase {
  records: Map<string, object>;
  /** A request of this tab changes a record (null: deletes it). */
  edit(key: string, record: object | null): void;
  /** A request of this tab replaces everything (a reset, an import). */
  replace(records: [string, object][]): void;
}

/**
 * A database of plain records by key, kept in the order they were added (a put keeps a record
 * where it stands). `slowPut` delays the put of a record, as a large record's would be.
 */
export function memoryDatabase(
  seed: [string, object][] = [],
  slowPut: (key: string, record: object) => Promise<void> = () => Promise.resolve(),
): MemoryDatabase {
  const records = new Map<string, object>();
  const watchers = new Set<DatabaseWatcher>();
  const tell = (key: string, record: object | null) => {
    for (const watcher of watchers) watcher.changed(key, record);
  };
  function replace(list: Iterable<[string, object]>) {
    records.clear();
    for (const watcher of watchers) watcher.cleared();
    for (const [key, record] of list) {
      records.set(key, record);
      tell(key, record);
    }
  }
  return {
    records,
    entries: () => [...records],
    async load(list, pace) {
      replace([]);
      for (const [key, record] of list) {
        records.set(key, record);
        tell(key, record);
        await pace();
      }
    },
    async put(key, record) {
      await slowPut(key, record);
      records.set(key, record);
      tell(key, record);
    },
    remove(key) {
      records.delete(key);
      tell(key, null);
    },
    seed: () => Promise.resolve(replace(structuredClone(seed))),
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    edit(key, record) {
      if (record) records.set(key, record);
      else records.delete(key);
      tell(key, record);
    },
    replace,
  };
}
