/** The emulated backend in node (vitest): msw/node with the same handlers; never persisted. */
import { setupServer } from 'msw/node';
import { COLLECTION_NAMES, db, type CollectionName } from './db/collections';
import { takeSnapshot, type Snapshot } from './db/persistence';
import { seedDatabase, todayAnchor } from './demo/seed';
import { createHandlers, createMockBackend } from './handlers';
import { openDemoGate } from './api/demoGate';

const serialised = (name: CollectionName) => JSON.stringify(db[name].all());

/**
 * The vitest run's one mock backend: its state (faults, limits, uploads …), msw's server over
 * it, and the reset before each test with the seed it keeps.
 */
function createTestBackend() {
  const backend = createMockBackend();
  /** The tests play both sides too: the demo controls are open (api/demoGate.ts). */
  const server = setupServer(...createHandlers(backend, openDemoGate));

  /**
   * The seeded database of the current day, kept to restore it quickly (seeding takes longer),
   * with each collection's records serialised to see what a test changed.
   */
  let seeded: { anchor: number; snapshot: Snapshot; json: Record<CollectionName, string> } | null =
    null;

  /**
   * A fresh database from the seed (tests call it before each test): seeded once per day, then
   * each collection the last test changed is restored from a copy of its seeded records, in the
   * same order (re-creating a record runs its schema, so restoring everything each time was a
   * noticeable share of the component tests' CPU). The demo console's faults and the counts of
   * attempts are cleared too.
   */
  async function resetMockDb(): Promise<void> {
    backend.uploads.clear();
    backend.faults.clear();
    backend.limits.clear();
    const anchor = todayAnchor();
    if (seeded?.anchor !== anchor) {
      await seedDatabase(anchor);
      const json = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, serialised(name)]));
      seeded = { anchor, snapshot: takeSnapshot(), json: json as Record<CollectionName, string> };
      return;
    }
    for (const name of COLLECTION_NAMES) {
      if (serialised(name) === seeded.json[name]) continue;
      const collection = db[name] as { clear(): void; create(value: unknown): Promise<unknown> };
      collection.clear();
      // A copy: the database keeps and changes the objects it is given.
      for (const record of structuredClone(seeded.snapshot.data[name]))
        await collection.create(record);
    }
  }

  return { backend, server, resetMockDb };
}

/**
 * `backend` is what the tests reach the mock's state through (faults, partial mocking, the write
 * hook …); the real HTTP server of a test file serves over it too (tests/mocks/helpers.ts).
 */
export const { backend, server, resetMockDb } = createTestBackend();
