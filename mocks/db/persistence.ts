/**
 * The emulated database as one versioned snapshot ({ version, savedAt, data }): what the demo
 * console exports and imports, and what the HTTP server keeps in its file (MOCK_DB_FILE,
 * mocks/demo/file.ts). The browser stores records one by one instead (mocks/demo/shared.ts). Both
 * save through their mock backend's afterEachWrite (mocks/handlers/backend.ts); in node nothing
 * is stored otherwise.
 */
import { clearDb, COLLECTION_NAMES, db, type CollectionName } from './collections';
import { atOnce, type Pace } from '../lib/pace';

/** Bump when the shape of the records or the seed changes: older snapshots are then re-seeded. */
export const SNAPSHOT_VERSION = 3;

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
