/** The emulated backend in node (vitest): msw/node with the same handlers; never persisted. */
import { setupServer } from 'msw/node';
import { restoreSnapshot, takeSnapshot, type Snapshot } from './db/persistence';
import { seedDatabase, todayAnchor } from './db/seed';
import { clearFaults } from './demo/faults';
import { handlers } from './handlers';
import { clearUploads } from './handlers/uploads';

export const server = setupServer(...handlers);

/** The seeded database of the current day, kept to restore it quickly (seeding takes longer). */
let seeded: { anchor: number; snapshot: Snapshot } | null = null;

/**
 * A fresh database from the seed (tests call it before each test): seeded once per day, then
 * restored from a copy of those records, which gives the same records in the same order. The
 * demo console's faults are cleared too.
 */
export async function resetMockDb(): Promise<void> {
  clearUploads();
  clearFaults();
  const anchor = todayAnchor();
  if (seeded?.anchor !== anchor) {
    await seedDatabase(anchor);
    seeded = { anchor, snapshot: takeSnapshot() };
    return;
  }
  // A copy: the database keeps and changes the objects it is given.
  await restoreSnapshot(structuredClone(seeded.snapshot));
}
