/**
 * One demo for every tab of a browser (docs/architecture.md#one-demo-every-tab).
 *
 * Each tab keeps the whole database in memory, as the handlers need it. What the tabs share:
 * - **A store** (IndexedDB in the browser, mocks/demo/sharedAdapters.ts): one entry per record.
 *   After each answered write request, the records it created, changed or deleted are written in
 *   one transaction, before the answer goes out: a reload never loses an answered write.
 * - **A channel** (a BroadcastChannel in the browser): after that transaction, the tab tells the
 *   others what changed, or, for a whole new database, to read it all again. They apply it to
 *   their memory and tell the app, which refetches what its screens show.
 * The messages and their guarantees are mocks/demo/syncProtocol.ts's.
 *
 * A tab starts under a lock, so that two tabs opened together do not both seed: the first seeds
 * and stores, the second reads what the first stored.
 *
 * When the browser refuses the store (some private modes, a full disk) the demo runs in memory
 * and the app is told once, at the first change that will not last ('refused'), so that the
 * person can export their data.
 *
 * The store, the channel, the lock and the database are given to createSharedDemo: the browser
 * wiring (mocks/demo/browserDemo.ts) gives the real ones, tests give fakes.
 */
import { atOnce, type Pace } from '../lib/pace';
import {
  createLedger,
  createLine,
  parseMessage,
  type Placed,
  type SyncMessage,
} from './syncProtocol';

/** The store every tab shares: records by key, each with its place. */
export interface DemoStore {
  /** Every stored record; null when the store holds none of this version of the records. */
  read(): Promise<[string, Placed][] | null>;
  /** Writes in one transaction; `whole`: what is stored is replaced (and marked this version). */
  write(batch: { puts: [string, Placed][]; deletes: string[]; whole: boolean }): Promise<void>;
}

/** The channel to the other tabs; it never hands a tab its own messages. */
export interface DemoChannel {
  post(message: SyncMessage): void;
  /** Hears the other tabs' messages until the returned function is called. */
  listen(receive: (data: unknown) => void): () => void;
}

/** Runs a job while no other tab runs one under the same lock. */
export type DemoLock = <T>(job: () => Promise<T>) => Promise<T>;

/** What a tab's database tells the shared demo of its own changes. */
export interface DatabaseWatcher {
  /** A record was created or changed, or deleted (null). */
  changed(key: string, record: object | null): void;
  /** The whole database was emptied (a seed, a reset, an import). */
  cleared(): void;
}

/** A tab's database in memory, its records named by key (mocks/demo/sharedDatabase.ts). */
export interface DemoDatabase {
  /** Every record with its key, each collection in its own order. */
  entries(): [string, object][];
  /** Replaces every record with `records`, created in the order given. */
  load(records: Iterable<[string, object]>, pace: Pace): Promise<void>;
  /** Replaces the record of this key where it stands, or adds it. */
  put(key: string, record: object): Promise<void>;
  remove(key: string): void;
  /** Replaces every record with the demo's seed. */
  seed(pace: Pace): Promise<void>;
  /** Tells `watcher` of each change until the returned function is called. */
  watch(watcher: DatabaseWatcher): () => void;
}

export type SharedDemoEvent =
  /** Another tab changed records (`whole`: it replaced the database: reset, import). */
  | { type: 'changed'; whole: boolean }
  /** The browser refuses to store the demo: changes last until the tab is closed or reloaded. */
  | { type: 'refused' };

export interface SharedDemoOptions {
  database: DemoDatabase;
  /** null when the browser has none: the demo runs in memory. */
  store: DemoStore | null;
  /** null to share nothing with other tabs. */
  channel: DemoChannel | null;
  /** By default none: the job runs at once. */
  lock?: DemoLock;
}

/** Where a tab's data came from at its start. */
export type StartOutcome = 'restored' | 'seeded' | 'in memory';

export interface SharedDemo {
  /**
   * Fills this tab's database from the store, or seeds it (and stores it) when the store is
   * empty or of another version; from then on this tab's writes are stored and told, and the
   * other tabs' applied. `pace`: how the first read or seed shares the main thread.
   */
  start(options?: { pace?: Pace }): Promise<StartOutcome>;
  /**
   * Stores what this tab changed since the last call and tells the other tabs (`whole`: store
   * the whole database, as after a reset or an import). Called after each answered write.
   */
  storeChanges(options?: { whole?: boolean }): Promise<void>;
  /** Hears what happens to the shared demo; returns what stops it. A refusal is told even late. */
  onEvent(listener: (event: SharedDemoEvent) => void): () => void;
  /** Stops sharing once the pending jobs are done: nothing more is stored, told or applied. */
  stop(): Promise<void>;
}

const runAtOnce: DemoLock = (job) => job();

export function createSharedDemo(options: SharedDemoOptions): SharedDemo {
  const { database, channel, lock = runAtOnce } = options;
  /** Becomes null when the store fails: from then on the demo lives in memory. */
  let store = options.store;
  let refused = false;
  let phase: 'new' | 'started' | 'stopped' = 'new';
  const listeners = new Set<(event: SharedDemoEvent) => void>();
  const ledger = createLedger();
  const line = createLine();
  const stops: (() => void)[] = [];

  function emit(event: SharedDemoEvent): void {
    for (const listener of listeners) listener(event);
  }

  function refuse(error: unknown): void {
    if (refused) return;
    console.warn('[mock backend] the browser refuses to store the demo data', error);
    refused = true;
    emit({ type: 'refused' });
  }

  function post(message: SyncMessage): void {
    try {
      channel?.post(message);
    } catch (error) {
      console.warn('[mock backend] could not tell the other tabs', error);
    }
  }

  const seed = (pace: Pace) => ledger.quietly(() => database.seed(pace));

  /** Replaces the database with the store's records, in the order of their places. */
  function fill(stored: [string, Placed][], pace: Pace): Promise<void> {
    const sorted = [...stored].sort((a, b) => a[1].at - b[1].at);
    return ledger.quietly(
      () =>
        database.load(
          sorted.map(([key, { record }]) => [key, record]),
          pace,
        ),
      () => sorted.map(([key, { at }]) => [key, at]),
    );
  }

  async function write(whole: boolean): Promise<void> {
    if (phase !== 'started') return;
    const outgoing = ledger.take(whole);
    if (!outgoing) return;
    const { bulk, changes } = outgoing;
    // Said at the first change that will not last (not at the start: the person has changed
    // nothing yet, and the app may still be hydrating its first screen).
    if (!store) refuse(new Error('no store'));
    try {
      if (store && bulk)
        await store.write({ puts: ledger.place(database.entries()), deletes: [], whole: true });
      else if (store)
        await store.write({
          puts: changes.flatMap(({ key, value }): [string, Placed][] =>
            value ? [[key, value]] : [],
          ),
          deletes: changes.filter(({ value }) => !value).map(({ key }) => key),
          whole: false,
        });
    } catch (error) {
      // From now on the demo lives in memory; the other tabs still hear of each change.
      store = null;
      refuse(error);
    }
    post(bulk && store ? { type: 'reload' } : { type: 'changes', changes });
  }

  /** Applies another tab's message to this tab's memory, then tells the app. */
  async function apply(message: SyncMessage): Promise<void> {
    if (phase !== 'started') return;
    if (message.type === 'reload') {
      const stored = store ? await store.read().catch(() => null) : null;
      if (!stored) return;
      await fill(stored, atOnce);
      emit({ type: 'changed', whole: true });
      return;
    }
    for (const change of message.changes) {
      const { key, value } = change;
      await ledger.applyRemote(change, () =>
        value ? database.put(key, value.record) : database.remove(key),
      );
    }
    emit({ type: 'changed', whole: false });
  }

  function receive(data: unknown): void {
    const message = parseMessage(data);
    if (!message) return;
    line.deliver(
      () => apply(message),
      (error) => console.warn('[mock backend] a change of another tab was not applied', error),
    );
  }

  function storeChanges({ whole = false } = {}): Promise<void> {
    // A failure here must neither fail the request that was answered nor stop later writes.
    return line.run(
      () => write(whole),
      (error) => console.error('[mock backend] storing failed', error),
    );
  }

  async function start({ pace = atOnce }: { pace?: Pace } = {}) {
    if (phase !== 'new') throw new Error('A shared demo starts once');
    phase = 'started';
    stops.push(database.watch({ changed: ledger.changed, cleared: ledger.cleared }));
    line.hold();
    if (channel) stops.push(channel.listen(receive));
    try {
      return await lock(async (): Promise<StartOutcome> => {
        if (!store) {
          await seed(pace);
          return 'in memory';
        }
        try {
          const stored = await store.read();
          if (stored) {
            await fill(stored, pace);
            return 'restored';
          }
        } catch (error) {
          console.warn('[mock backend] the store cannot be read', error);
          store = null;
          await seed(pace);
          return 'in memory';
        }
        await seed(pace);
        await storeChanges({ whole: true });
        return 'seeded';
      });
    } finally {
      line.release();
    }
  }

  return {
    start,
    storeChanges,
    onEvent(listener) {
      listeners.add(listener);
      if (refused) listener({ type: 'refused' });
      return () => listeners.delete(listener);
    },
    async stop() {
      await line.run(
        () => Promise.resolve(),
        () => {},
      );
      phase = 'stopped';
      for (const stop of stops.splice(0)) stop();
    },
  };
}
