/**
 * One demo for every tab of a browser (docs/architecture.md#one-demo-every-tab).
 *
 * Each tab keeps the whole database in memory (@msw/data), as the handlers need it. What they
 * share:
 * - **IndexedDB** (through idb-keyval): one entry per record, `[collection, ...key fields]` →
 *   `{ at, record }`. After each answered write request, the records it created, changed or
 *   deleted are written in one transaction, before the answer goes out: a reload never loses
 *   an answered write. `at` keeps the collections' order across a reload.
 * - **A BroadcastChannel**: after that transaction, the tab tells the others what changed (or,
 *   for a whole new database — a reset, an import, thousands of parcels — to read it all again).
 *   They apply it to their memory and tell the app, which refetches what its screens show.
 *
 * A tab starts under a Web Lock, so that two tabs opened together do not both seed: the first
 * seeds and stores, the second reads what the first stored. Messages that arrive while a tab
 * starts are applied after it has read the store; applying one twice changes nothing.
 *
 * When the browser refuses IndexedDB (some private modes, a full disk) the demo runs in memory
 * and the app is told once, at the first change that will not last (onSharedDemoEvent
 * 'refused'), so the person can export their data.
 */
import { createStore, entries, promisifyRequest, type UseStore } from 'idb-keyval';
import { atOnce, type Pace } from '../lib/pace';
import { clearDb, COLLECTION_NAMES, db, onClearDb, type CollectionName } from './collections';
import { isSnapshot, restoreSnapshot, SNAPSHOT_VERSION } from './persistence';
import { seedDatabase } from './seed';

/** The fields that name a record of each collection: its key in the store. */
const KEY_FIELDS: Record<CollectionName, readonly string[]> = {
  users: ['_id'],
  sessions: ['token'],
  parcels: ['_id'],
  flights: ['_id'],
  news: ['_id'],
  notifications: ['_id'],
  pages: ['slug'],
  popup: ['_id'],
  tariffs: ['country', 'type'],
  offices: ['_id'],
  rates: ['code'],
  invoices: ['_id'],
  courierOrders: ['_id'],
  payments: ['_id'],
  branches: ['_id'],
};

/** The store's entry that says which version of the records it holds. */
const VERSION_KEY = 'version';
/** Where the demo kept its data before IndexedDB: read once, then removed. */
export const LEGACY_STORAGE_KEY = 'pp.mockdb';
/**
 * More changes than this in one write (thousands of parcels at once) are stored and sent like a
 * reset or an import: the whole database, and "read everything again" to the other tabs.
 */
const BULK = 200;

type Stored = { at: number; record: Record<string, unknown> };
/** A record's new state, or null for a deleted one. */
type Change = { key: string; value: Stored | null };
type Message = { type: 'changes'; changes: Change[] } | { type: 'reload' };

export type SharedDemoEvent =
  /** Another tab changed records (`whole`: it replaced the database: reset, import). */
  | { type: 'changed'; whole: boolean }
  /** The browser refuses to store the demo: changes last until the tab is closed or reloaded. */
  | { type: 'refused' };

export interface SharedDemoOptions {
  /** How the first read or seed shares the main thread (mocks/lib/pace.ts). */
  pace?: Pace;
  /** The store; null when the browser has no IndexedDB. By default 'pp-demo' / 'records'. */
  store?: UseStore | null;
  /** The channel to the other tabs (by default 'pp-demo'); null to share nothing. */
  channel?: BroadcastChannel | null;
  /** Where a demo of the localStorage era may be waiting (by default localStorage). */
  legacy?: Pick<Storage, 'getItem' | 'removeItem'> | null;
}

// ------------------------------------------------------------------ state of this tab
let store: UseStore | null = null;
let channel: BroadcastChannel | null = null;
/** Records changed by this tab since the last write to the store, by key. */
const pending = new Map<string, Record<string, unknown> | null>();
/** Each record's place in its collection, by key (the `at` stored with it). */
const order = new Map<string, number>();
let lastAt = 0;
/** True while the database is filled from the store or another tab: nothing is tracked. */
let applying = false;
/** This tab emptied the whole database since the last write to the store (a reset, an import). */
let replaced = false;
/** Keys being applied from another tab (a request of this tab may run meanwhile). */
const remoteKeys = new Set<string>();
/** Messages received before this tab had read the store. */
let inbox: Message[] | null = null;
/** Writes to the store and applied messages, one after the other. */
let queue: Promise<void> = Promise.resolve();
let hooked = false;
/** Between startSharedDemo and stopSharedDemo: changes are tracked. */
let started = false;
let refused = false;
const listeners = new Set<(event: SharedDemoEvent) => void>();

/** Hears what happens to the shared demo; returns what stops it. A refusal is told even late. */
export function onSharedDemoEvent(listener: (event: SharedDemoEvent) => void): () => void {
  listeners.add(listener);
  if (refused) listener({ type: 'refused' });
  return () => listeners.delete(listener);
}

function emit(event: SharedDemoEvent): void {
  for (const listener of listeners) listener(event);
}

function refuse(error: unknown): void {
  if (refused) return;
  console.warn('[mock backend] the browser refuses to store the demo data', error);
  refused = true;
  emit({ type: 'refused' });
}

// ------------------------------------------------------------------ keys and order
function keyOf(name: CollectionName, record: Record<string, unknown>): string {
  return JSON.stringify([name, ...KEY_FIELDS[name].map((field) => record[field])]);
}

function collectionOf(key: string): CollectionName {
  return (JSON.parse(key) as [CollectionName])[0];
}

/** A place after every record this tab knows of (close to the clock, so tabs roughly agree). */
function nextAt(): number {
  lastAt = Math.max(lastAt + 1, Date.now());
  return lastAt;
}

function track(name: CollectionName, record: Record<string, unknown>, deleted: boolean): void {
  if (applying || !started) return;
  const key = keyOf(name, record);
  if (remoteKeys.has(key)) return;
  if (deleted) order.delete(key);
  else if (!order.has(key)) order.set(key, nextAt());
  pending.set(key, deleted ? null : record);
}

function hookCollections(): void {
  if (hooked) return;
  hooked = true;
  onClearDb(() => {
    if (started && !applying) replaced = true;
  });
  for (const name of COLLECTION_NAMES) {
    const { hooks } = db[name];
    hooks.on('create', (event) => track(name, event.data.record, false));
    hooks.on('update', (event) => track(name, event.data.nextRecord, false));
    hooks.on('delete', (event) => track(name, event.data.deletedRecord, true));
  }
}

// ------------------------------------------------------------------ reading and writing
/** Every record in the store by collection, in order; null when it holds none of this version. */
async function readStore(from: UseStore): Promise<Map<CollectionName, [string, Stored][]> | null> {
  const all = await entries<IDBValidKey, unknown>(from);
  const version = all.find(([key]) => key === VERSION_KEY)?.[1];
  if (version !== SNAPSHOT_VERSION) return null;
  const byCollection = new Map<CollectionName, [string, Stored][]>(
    COLLECTION_NAMES.map((name) => [name, []]),
  );
  for (const [key, value] of all) {
    if (key === VERSION_KEY || typeof key !== 'string') continue;
    byCollection.get(collectionOf(key))?.push([key, value as Stored]);
  }
  for (const records of byCollection.values()) records.sort((a, b) => a[1].at - b[1].at);
  return byCollection;
}

/** Replaces the database in memory with the store's records (nothing is tracked meanwhile). */
async function fill(
  records: Map<CollectionName, [string, Stored][]>,
  pace: Pace = atOnce,
): Promise<void> {
  applying = true;
  try {
    clearDb();
    order.clear();
    pending.clear();
    for (const [name, list] of records) {
      const collection = db[name] as { create(value: unknown): Promise<unknown> };
      for (const [key, { at, record }] of list) {
        await collection.create(record);
        order.set(key, at);
        lastAt = Math.max(lastAt, at);
        await pace();
      }
    }
  } finally {
    applying = false;
  }
}

/** Every record of the database, with its key and place. */
function everything(): [string, Stored][] {
  const all: [string, Stored][] = [];
  for (const name of COLLECTION_NAMES) {
    for (const record of db[name].all() as Record<string, unknown>[]) {
      const key = keyOf(name, record);
      let at = order.get(key);
      if (at === undefined) order.set(key, (at = nextAt()));
      all.push([key, { at, record }]);
    }
  }
  return all;
}

/** Writes `puts` and `deletes` in one transaction (after clearing the store when `whole`). */
function write(to: UseStore, puts: [string, Stored][], deletes: string[], whole: boolean) {
  return to('readwrite', (objects) => {
    if (whole) {
      objects.clear();
      objects.put(SNAPSHOT_VERSION, VERSION_KEY);
    }
    for (const [key, value] of puts) objects.put(value, key);
    for (const key of deletes) objects.delete(key);
    return promisifyRequest(objects.transaction);
  });
}

function post(message: Message): void {
  try {
    channel?.postMessage(message);
  } catch (error) {
    console.warn('[mock backend] could not tell the other tabs', error);
  }
}

/**
 * Stores what this tab changed since the last call and tells the other tabs (`whole`: store the
 * whole database, as after a reset or an import). Called after each answered write request.
 */
export function storeChanges({ whole = false } = {}): Promise<void> {
  queue = queue.then(async () => {
    if (!whole && !replaced && pending.size === 0) return;
    const bulk = whole || replaced || pending.size > BULK;
    replaced = false;
    const changes: Change[] = [...pending].map(([key, record]) => ({
      key,
      value: record ? { at: order.get(key) ?? nextAt(), record } : null,
    }));
    pending.clear();
    // Said at the first change that will not last (not at the start: the person has changed
    // nothing yet, and the app may still be hydrating its first screen).
    if (!store) refuse(new Error('no IndexedDB'));
    if (store) {
      try {
        if (bulk) await write(store, everything(), [], true);
        else
          await write(
            store,
            changes.flatMap(({ key, value }) => (value ? [[key, value] as [string, Stored]] : [])),
            changes.filter(({ value }) => !value).map(({ key }) => key),
            false,
          );
      } catch (error) {
        // From now on the demo lives in memory; the other tabs still hear of each change.
        store = null;
        refuse(error);
      }
    }
    post(bulk && store ? { type: 'reload' } : { type: 'changes', changes });
  });
  // A failure here must neither fail the request that was answered nor stop later writes.
  queue = queue.catch((error: unknown) => console.error('[mock backend] storing failed', error));
  return queue;
}

/** Applies another tab's changes to this tab's memory, then tells the app. */
async function apply(message: Message): Promise<void> {
  if (message.type === 'reload') {
    if (!store) return;
    const records = await readStore(store).catch(() => null);
    if (!records) return;
    await fill(records);
    emit({ type: 'changed', whole: true });
    return;
  }
  for (const { key, value } of message.changes) {
    const name = collectionOf(key);
    const collection = db[name] as unknown as {
      findFirst(q: (q: Query) => Query): unknown;
      create(value: unknown): Promise<unknown>;
      update(q: (q: Query) => Query, options: { data(draft: object): void }): Promise<unknown>;
      delete(q: (q: Query) => Query): unknown;
    };
    const same = (q: Query) =>
      q.where((record: Record<string, unknown>) => keyOf(name, record) === key);
    remoteKeys.add(key);
    try {
      if (!value) {
        collection.delete(same);
        order.delete(key);
      } else {
        if (collection.findFirst(same))
          await collection.update(same, {
            data: (draft) => void Object.assign(draft, value.record),
          });
        else await collection.create(value.record);
        order.set(key, value.at);
        lastAt = Math.max(lastAt, value.at);
      }
    } finally {
      remoteKeys.delete(key);
    }
  }
  emit({ type: 'changed', whole: false });
}

type Query = { where(predicate: (record: Record<string, unknown>) => boolean): Query };

function receive(message: unknown): void {
  if (typeof message !== 'object' || message === null || !('type' in message)) return;
  if (inbox) inbox.push(message as Message);
  else queue = queue.then(() => apply(message as Message)).catch(() => {});
}

/** The demo of the localStorage era, restored; false when there is none that fits. */
async function restoreLegacy(legacy: SharedDemoOptions['legacy'], pace: Pace): Promise<boolean> {
  try {
    const text = legacy?.getItem(LEGACY_STORAGE_KEY);
    const snapshot: unknown = text ? JSON.parse(text) : null;
    if (!isSnapshot(snapshot)) return false;
    applying = true;
    await restoreSnapshot(snapshot, pace);
    return true;
  } catch {
    return false;
  } finally {
    applying = false;
  }
}

/** Runs `job` while holding the demo's Web Lock (or at once where there are no Web Locks). */
function underLock<T>(job: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks.request('pp-demo-start', job) as Promise<T>) : job();
}

function defaultStore(): UseStore | null {
  try {
    return typeof indexedDB === 'undefined' ? null : createStore('pp-demo', 'records');
  } catch {
    return null;
  }
}

/**
 * Fills this tab's database from the shared store, or seeds it (and stores it) when the store is
 * empty or of another version; from then on this tab's writes are stored and shared, and the
 * other tabs' applied.
 */
export async function startSharedDemo(
  options: SharedDemoOptions = {},
): Promise<'restored' | 'seeded' | 'migrated' | 'in memory'> {
  const pace = options.pace ?? atOnce;
  store = options.store === undefined ? defaultStore() : options.store;
  channel =
    options.channel === undefined
      ? typeof BroadcastChannel === 'undefined'
        ? null
        : new BroadcastChannel('pp-demo')
      : options.channel;
  const legacy = options.legacy === undefined ? (globalThis.localStorage ?? null) : options.legacy;
  hookCollections();
  started = true;
  inbox = [];
  if (channel) channel.onmessage = (event: MessageEvent) => receive(event.data);

  const outcome = await underLock(async () => {
    if (!store) {
      await seedAndTrackNothing(pace);
      return 'in memory' as const;
    }
    try {
      const records = await readStore(store);
      if (records) {
        await fill(records, pace);
        return 'restored' as const;
      }
    } catch (error) {
      console.warn('[mock backend] IndexedDB cannot be read', error);
      store = null;
      await seedAndTrackNothing(pace);
      return 'in memory' as const;
    }
    const migrated = await restoreLegacy(legacy, pace);
    if (!migrated) await seedAndTrackNothing(pace);
    await storeChanges({ whole: true });
    if (migrated) legacy?.removeItem(LEGACY_STORAGE_KEY);
    return migrated ? ('migrated' as const) : ('seeded' as const);
  });
  const waiting = inbox;
  inbox = null;
  for (const message of waiting) receive(message);
  return outcome;
}

async function seedAndTrackNothing(pace: Pace): Promise<void> {
  applying = true;
  try {
    await seedDatabase(undefined, pace);
  } finally {
    applying = false;
  }
  order.clear();
  pending.clear();
}

/** Stops sharing (tests): the channel closes, nothing more is stored; listeners stay. */
export async function stopSharedDemo(): Promise<void> {
  await queue;
  started = false;
  replaced = false;
  channel?.close();
  channel = null;
  store = null;
  inbox = null;
  refused = false;
  pending.clear();
  order.clear();
}
