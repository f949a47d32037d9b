/**
 * Browser persistence of the emulated database: a versioned snapshot of every collection in
 * localStorage ('pp.mockdb' = { version, savedAt, data }), written once the page is idle after
 * successful write requests. Persistence is only switched on by the browser entry
 * (mocks/browser.ts). In node nothing is stored, except by the HTTP server given a file
 * (MOCK_DB_FILE, mocks/db/file.ts): the same snapshot, saved through saveAfterEachWrite.
 */
import {
  clearDb,
  COLLECTION_NAMES,
  db,
  type CollectionName,
  type SessionRecord,
} from './collections';
import { seedDatabase } from './seed';
import { atOnce, type Pace } from '../lib/pace';

export const STORAGE_KEY = 'pp.mockdb';
/** Bump when the shape of the records or the seed changes: older snapshots are then re-seeded. */
export const SNAPSHOT_VERSION = 1;

/** The part of the Web Storage API used here (localStorage, or a fake in tests). */
export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Snapshot = {
  version: number;
  savedAt: string;
  data: Record<CollectionName, unknown[]>;
};

/** The records of every collection as they are (not copied: serialise before changing the db). */
export function liveSnapshot(): Snapshot {
  const data = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, db[name].all()])) as Record<
    CollectionName,
    unknown[]
  >;
  return { version: SNAPSHOT_VERSION, savedAt: new Date().toISOString(), data };
}

/** A copy of the whole database that later writes do not change. */
export function takeSnapshot(): Snapshot {
  return JSON.parse(JSON.stringify(liveSnapshot())) as Snapshot;
}

export function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { version, data } = value as Partial<Snapshot>;
  return (
    version === SNAPSHOT_VERSION &&
    typeof data === 'object' &&
    data !== null &&
    COLLECTION_NAMES.every((name) => Array.isArray(data[name]))
  );
}

/**
 * Replaces the database with the snapshot's records; throws when a record does not fit its
 * schema. In one task unless `pace` says otherwise (mocks/lib/pace.ts).
 */
export async function restoreSnapshot(snapshot: Snapshot, pace: Pace = atOnce): Promise<void> {
  clearDb();
  for (const name of COLLECTION_NAMES) {
    const collection = db[name] as { create(value: unknown): Promise<unknown> };
    for (const record of snapshot.data[name]) {
      await collection.create(record);
      await pace();
    }
  }
}

/**
 * How many records the database held when the storage last refused a snapshot (too big for
 * localStorage, e.g. 10,000 parcels): while it holds as many or more, saving is not tried again,
 * since serialising megabytes for nothing slows every write. null: the last save worked.
 */
let refusedAt: number | null = null;

const recordCount = () => COLLECTION_NAMES.reduce((sum, name) => sum + db[name].count(), 0);

export function saveSnapshot(storage: SnapshotStorage): void {
  const records = recordCount();
  if (refusedAt !== null && records >= refusedAt) return;
  try {
    // Serialised once, straight from the records (a demo of 10,000 parcels is megabytes).
    storage.setItem(STORAGE_KEY, JSON.stringify(liveSnapshot()));
    refusedAt = null;
  } catch (error) {
    // Quota exceeded or storage disabled: the demo keeps working in memory.
    refusedAt = records;
    console.warn('[mock backend] could not save the demo data', error);
  }
}

/** Loads the stored snapshot; false when storage is empty, unreadable or of another version. */
export async function loadSnapshot(
  storage: SnapshotStorage,
  pace: Pace = atOnce,
): Promise<boolean> {
  let snapshot: unknown;
  try {
    const text = storage.getItem(STORAGE_KEY);
    if (!text) return false;
    snapshot = JSON.parse(text);
  } catch {
    return false;
  }
  if (!isSnapshot(snapshot)) return false;
  try {
    await restoreSnapshot(snapshot, pace);
    return true;
  } catch {
    return false;
  }
}

export function clearSnapshot(storage: SnapshotStorage): void {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

// ------------------------------------------------------------------ write-behind
let target: SnapshotStorage | null = null;
/** The HTTP server's save into its file, run after each successful write (null: none). */
let saveAfterWrite: (() => void) | null = null;

/**
 * From now on `save` runs right after each successful write request, before its answer goes out
 * (the HTTP server's MOCK_DB_FILE: an answered write is on disk); null stops it. The browser's
 * idle-time saving (persistTo) is not used meanwhile.
 */
export function saveAfterEachWrite(save: (() => void) | null): void {
  saveAfterWrite = save;
}
/** Cancels the save waiting for the page to be idle; null when none is waiting. */
let pendingSave: (() => void) | null = null;

/**
 * Runs `job` once the page is idle (within about a second), or soon where there is no such
 * callback (Node, jsdom); returns what cancels it.
 */
function whenIdle(job: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(job, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(job, 0);
  return () => clearTimeout(id);
}

/**
 * From now on every successful write request is saved into `storage` (null: stop, and forget a
 * save still waiting).
 */
export function persistTo(storage: SnapshotStorage | null): void {
  pendingSave?.();
  pendingSave = null;
  target = storage;
}

/**
 * Called by the HTTP wrapper after a successful write request. The snapshot is saved once the page
 * is idle, not before the answer: serialising the demo takes a while once it is big (several MB for
 * 10,000 parcels), and several writes in a row are saved once. The browser entry saves a waiting
 * snapshot at once when the page is hidden or left (saveNow).
 */
export function notifyWrite(): void {
  if (saveAfterWrite) {
    saveAfterWrite();
    return;
  }
  if (!target || pendingSave) return;
  pendingSave = whenIdle(saveNow);
}

/** Saves the snapshot waiting to be saved, if any, now. */
export function saveNow(): void {
  if (!pendingSave) return;
  pendingSave();
  pendingSave = null;
  if (target) saveSnapshot(target);
}

/**
 * A save still waiting is done before the page is left, or hidden (a hidden page may be
 * discarded without another event). The browser entry calls it with window and document.
 */
export function saveBeforeLeaving(
  page: Pick<EventTarget, 'addEventListener'>,
  doc: Pick<EventTarget, 'addEventListener'> & { readonly visibilityState: string },
): void {
  page.addEventListener('pagehide', saveNow);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') saveNow();
  });
}

/** Sessions kept over a reset, so that a signed-in visitor stays signed in. */
function carriedSessions(storage: SnapshotStorage): SessionRecord[] {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as {
      sessions?: unknown;
    } | null;
    return Array.isArray(stored?.sessions) ? (stored.sessions as SessionRecord[]) : [];
  } catch {
    return [];
  }
}

/**
 * Forgets the demo's changes: replaces the stored snapshot by a reset marker that carries only
 * the sessions. The next loadOrSeed (this page, or the next one after a reload) re-seeds.
 */
export function markForReset(storage: SnapshotStorage): void {
  persistTo(null);
  try {
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: SNAPSHOT_VERSION, reset: true, sessions: db.sessions.all() }),
    );
  } catch {
    clearSnapshot(storage);
  }
}

/**
 * Loads the stored snapshot, or seeds a fresh database (keeping the sessions of a reset) and
 * stores it; from then on every write is persisted.
 */
export async function loadOrSeed(
  storage: SnapshotStorage,
  pace: Pace = atOnce,
): Promise<'restored' | 'seeded'> {
  persistTo(null);
  if (await loadSnapshot(storage, pace)) {
    persistTo(storage);
    return 'restored';
  }
  const sessions = carriedSessions(storage);
  await seedDatabase(undefined, pace);
  for (const session of sessions) {
    if (db.users.findFirst((q) => q.where({ _id: session.userId })))
      await db.sessions.create(session);
  }
  persistTo(storage);
  notifyWrite(); // the fresh seed is saved like a write, when the page is idle
  return 'seeded';
}
