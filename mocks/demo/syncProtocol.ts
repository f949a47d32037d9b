/**
 * How the tabs of one browser keep one demo database: the messages between them, the order in
 * which a tab stores and applies, and this tab's ledger of what it changed. mocks/demo/shared.ts
 * runs it against the store, the channel and the database it is given.
 *
 * A change names a record by its key (collection and key fields) and carries the record's whole
 * new state with its place (`at`), or null for a deletion. `reload` says that the store holds a
 * whole new database (a reset, an import, a bulk write): read it all again.
 *
 * What holds, and why:
 * - A tab never gets its own change back. The channel does not deliver a message to the tab that
 *   sent it, and a change a tab applies from another is not recorded as its own (the ledger
 *   mutes its key while it is applied), so it is neither stored again nor told on.
 * - Applying a change twice is the same as applying it once: it replaces a record by key with a
 *   whole state, or deletes it; it never adds to one.
 * - Another tab applies one tab's changes in the order that tab made them: a tab stores and tells
 *   through one line, the channel keeps one sender's order, and a tab applies what it hears
 *   through its own line, one message after the other.
 * - A change heard while a tab still reads the store (at its start) is applied after that read,
 *   never overwritten by it.
 * - A record keeps its place in its collection across a reload: its `at` comes after every place
 *   its tab knew of, and a read creates records in the order of `at`.
 * - Per record, a tab holds the last state it made or heard. Nothing orders two tabs' writes:
 *   when two tabs change one record at the same moment, each may keep a different state until a
 *   reload reads the store, where the last transaction won.
 */

/** A record's state and its place in its collection. */
export type Placed = { at: number; record: object };
/** A record's new state, or null for a deleted one. */
export type Change = { key: string; value: Placed | null };
export type SyncMessage = { type: 'changes'; changes: Change[] } | { type: 'reload' };

/**
 * More changes than this in one write (thousands of parcels at once) are stored and told like a
 * reset or an import: the whole database, and `reload` to the other tabs. One message with
 * thousands of records would cost every tab more than reading the store once.
 */
export const BULK = 200;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A record's state with its place, as stored or told; null for anything else. */
export function parsePlaced(value: unknown): Placed | null {
  if (!isObject(value) || !('at' in value) || !('record' in value)) return null;
  if (typeof value.at !== 'number' || !isObject(value.record)) return null;
  return { at: value.at, record: value.record };
}

function parseChange(value: unknown): Change | null {
  if (!isObject(value) || !('key' in value) || typeof value.key !== 'string') return null;
  const state = 'value' in value ? value.value : undefined;
  if (state === null) return { key: value.key, value: null };
  const placed = parsePlaced(state);
  return placed && { key: value.key, value: placed };
}

/**
 * A message heard on the channel, or null for anything else. The records' fields are not checked
 * here: the database checks a record against its collection's schema when it is applied.
 */
export function parseMessage(data: unknown): SyncMessage | null {
  if (!isObject(data) || !('type' in data)) return null;
  if (data.type === 'reload') return { type: 'reload' };
  if (data.type !== 'changes' || !('changes' in data) || !Array.isArray(data.changes)) return null;
  const items: unknown[] = data.changes;
  const changes: Change[] = [];
  for (const item of items) {
    const change = parseChange(item);
    if (!change) return null;
    changes.push(change);
  }
  return { type: 'changes', changes };
}

/** What a tab stores and tells after a write: its changes, or (`bulk`) the whole database. */
export type Outgoing = { bulk: boolean; changes: Change[] };

/** This tab's record of what it changed, and of each record's place. */
export interface Ledger {
  /** A request of this tab created or changed a record, or deleted it (null). */
  changed(key: string, record: object | null): void;
  /** This tab emptied the whole database (a reset, an import). */
  cleared(): void;
  /**
   * Runs `job` (a seed, a read of the store) while nothing is recorded, then starts afresh:
   * nothing pending, and the places `places` gives (none by default).
   */
  quietly(job: () => Promise<void>, places?: () => Iterable<[string, number]>): Promise<void>;
  /** Applies another tab's change through `apply`, which this tab does not record as its own. */
  applyRemote(change: Change, apply: () => Promise<void> | void): Promise<void>;
  /** What this tab changed since the last call (null: nothing); `whole` asks for everything. */
  take(whole: boolean): Outgoing | null;
  /** The records with their places; one this tab had no place for gets one after all others. */
  place(records: Iterable<[string, object]>): [string, Placed][];
}

export function createLedger(now: () => number = Date.now): Ledger {
  /** Records changed since the last take, by key (null: deleted). */
  const pending = new Map<string, object | null>();
  /** Each record's place, by key. */
  const places = new Map<string, number>();
  let lastAt = 0;
  /** The whole database was emptied since the last take. */
  let replaced = false;
  /** A seed or a read of the store is running: nothing is recorded. */
  let quiet = false;
  /** Keys of changes being applied from another tab (a request of this tab may run meanwhile). */
  const remote = new Set<string>();

  /** A place after every one this tab knows of, close to the clock so that tabs roughly agree. */
  const nextAt = () => (lastAt = Math.max(lastAt + 1, now()));
  const placeOf = (key: string) => places.get(key) ?? placed(key, nextAt());
  function placed(key: string, at: number): number {
    places.set(key, at);
    lastAt = Math.max(lastAt, at);
    return at;
  }

  return {
    changed(key, record) {
      if (quiet || remote.has(key)) return;
      if (record) placeOf(key);
      else places.delete(key);
      pending.set(key, record);
    },
    cleared() {
      if (!quiet) replaced = true;
    },
    async quietly(job, given = () => []) {
      quiet = true;
      try {
        await job();
      } finally {
        quiet = false;
      }
      pending.clear();
      places.clear();
      for (const [key, at] of given()) placed(key, at);
    },
    async applyRemote({ key, value }, apply) {
      remote.add(key);
      try {
        await apply();
        if (value) placed(key, value.at);
        else places.delete(key);
      } finally {
        remote.delete(key);
      }
    },
    take(whole) {
      if (!whole && !replaced && pending.size === 0) return null;
      const bulk = whole || replaced || pending.size > BULK;
      replaced = false;
      const changes = [...pending].map(([key, record]) => ({
        key,
        value: record ? { at: placeOf(key), record } : null,
      }));
      pending.clear();
      return { bulk, changes };
    },
    place(records) {
      return [...records].map(([key, record]) => [key, { at: placeOf(key), record }]);
    },
  };
}

/** One tab's jobs (writes to the store, applied messages), each after the one before. */
export interface Line {
  /** Runs `job` after every job before it; its failure goes to `failed` and stops nothing. */
  run(job: () => Promise<void>, failed: (error: unknown) => void): Promise<void>;
  /** Messages heard from now on wait (the tab reads the store) until release(). */
  hold(): void;
  /** Runs a message's job, or keeps it while the line holds. */
  deliver(job: () => Promise<void>, failed: (error: unknown) => void): void;
  /** Runs the jobs kept meanwhile, in the order they came, and stops holding. */
  release(): void;
}

export function createLine(): Line {
  let tail: Promise<void> = Promise.resolve();
  let held: [() => Promise<void>, (error: unknown) => void][] | null = null;
  const run: Line['run'] = (job, failed) => (tail = tail.then(job).catch(failed));
  return {
    run,
    hold() {
      held ??= [];
    },
    deliver(job, failed) {
      if (held) held.push([job, failed]);
      else void run(job, failed);
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const [job, failed] of waiting) void run(job, failed);
    },
  };
}
