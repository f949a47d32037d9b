/**
 * The mock backend: everything the handlers keep beside the database, in one object per running
 * backend. Each entry point makes one (mocks/browser.ts, mocks/node.ts, mocks/http-server.ts) and
 * builds its handlers over it (`createHandlers(backend, gate)`, ./index.ts); no module of mocks/
 * keeps state of its own, but the database (mocks/db/collections.ts says why).
 */
import { createAttemptLimits, type AttemptLimits } from '../api/limits';
import { httpWrappers, type HttpWrappers } from '../api/http';
import { createUploads, type Uploads } from '../db/uploads';
import { createFaults, type Faults } from '../demo/faults';
import { createPartialMocking, type PartialMocking } from '../demo/mocking';
import { importSnapshot, resetToSeed } from '../demo/transfer';
import { createLocks, type Locks } from '../lib/locks';

/** What runs after each successful write request, before its answer goes out. */
export type SaveAfterWrite = () => void | Promise<void>;

/** `handle` and `withAuth` (mocks/api/http.ts) store a successful write through afterEachWrite. */
export interface MockBackend extends HttpWrappers {
  /** The demo console's latency, failures and offline mode. */
  readonly faults: Faults;
  /** Which operations the mock answers (VITE_API_MOCKING=partial). */
  readonly mocking: PartialMocking;
  /** The bytes of the files uploaded in this session. */
  readonly uploads: Uploads;
  /** The counts of sign-in, recovery and sign-up attempts. */
  readonly limits: AttemptLimits;
  /** One balance operation of a customer at a time. */
  readonly locks: Locks;
  /**
   * From now on `save` runs right after each successful write request, before its answer goes
   * out: the HTTP server's MOCK_DB_FILE (mocks/demo/file.ts) and the browser's shared store
   * (mocks/demo/shared.ts), so that an answered write is stored. null stops it.
   */
  afterEachWrite(save: SaveAfterWrite | null): void;
  /**
   * The whole database is being replaced (a seed, a reset, an import, another tab's data), said
   * by whoever replaces it: the counts of attempts start anew, and the listeners hear it.
   */
  dataReplaced(): void;
  /** Hears each replacement of the whole database until the returned function is called. */
  onDataReplaced(listener: () => void): () => void;
  /** Back to the seed, keeping the sessions (mocks/demo/transfer.ts); the uploads are forgotten. */
  resetToSeed(): Promise<void>;
  /** Replaces the data with an exported file, once checked (mocks/demo/transfer.ts). */
  importSnapshot(file: Record<string, unknown>): ReturnType<typeof importSnapshot>;
}

export function createMockBackend(): MockBackend {
  let save: SaveAfterWrite | null = null;
  const replacedListeners = new Set<() => void>();
  const limits = createAttemptLimits();
  const backend: MockBackend = {
    ...httpWrappers(async () => {
      await save?.();
    }),
    faults: createFaults(),
    mocking: createPartialMocking(),
    uploads: createUploads(),
    limits,
    locks: createLocks(),
    afterEachWrite(next) {
      save = next;
    },
    dataReplaced() {
      limits.clear();
      for (const listener of replacedListeners) listener();
    },
    onDataReplaced(listener) {
      replacedListeners.add(listener);
      return () => replacedListeners.delete(listener);
    },
    resetToSeed: () => resetToSeed(backend),
    importSnapshot: (file) => importSnapshot(backend, file),
  };
  return backend;
}
