/** The emulated backend in node (vitest): msw/node with the same handlers; never persisted. */
import { setupServer } from 'msw/node';
import { seedDatabase } from './db/seed';
import { handlers } from './handlers';
import { clearUploads } from './handlers/uploads';

export const server = setupServer(...handlers);

/** A fresh database from the seed (tests call it before each test). */
export async function resetMockDb(): Promise<void> {
  clearUploads();
  await seedDatabase();
}
