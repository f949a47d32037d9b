import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/collections';
import {
  loadOrSeed,
  loadSnapshot,
  markForReset,
  notifyWrite,
  persistTo,
  saveBeforeLeaving,
  saveNow,
  saveSnapshot,
  SNAPSHOT_VERSION,
  STORAGE_KEY,
  takeSnapshot,
} from '@mocks/db/persistence';
import { atOnce, yieldingToBrowser } from '@mocks/lib/pace';
import { SEED, seedDatabase } from '@mocks/db/seed';
import { call, memoryStorage, parcel, signIn } from './helpers';

afterEach(() => persistTo(null));

describe('persistence snapshot', () => {
  it('round-trips every collection', async () => {
    const token = await signIn('AX10001');
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'PERSIST1' }) });
    const storage = memoryStorage();
    saveSnapshot(storage);
    const stored = JSON.parse(storage.getItem(STORAGE_KEY)!) as {
      version: number;
      savedAt: string;
      data: Record<string, unknown[]>;
    };
    expect(stored.version).toBe(SNAPSHOT_VERSION);
    expect(Date.parse(stored.savedAt)).not.toBeNaN();
    expect(JSON.stringify(stored.data.users)).toContain('balanceTetri');

    await seedDatabase();
    expect(db.parcels.findFirst((q) => q.where({ productOrderId: 'PERSIST1' }))).toBeUndefined();
    expect(await loadSnapshot(storage)).toBe(true);
    expect(db.parcels.findFirst((q) => q.where({ productOrderId: 'PERSIST1' }))).toBeDefined();
    // the session survived too
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
  });

  it('refuses empty, unreadable, other-version and broken snapshots', async () => {
    expect(await loadSnapshot(memoryStorage())).toBe(false);
    expect(await loadSnapshot(memoryStorage({ [STORAGE_KEY]: '{not json' }))).toBe(false);
    const storage = memoryStorage();
    saveSnapshot(storage);
    const snapshot = JSON.parse(storage.getItem(STORAGE_KEY)!) as {
      version: number;
      data: { users: unknown[] };
    };
    const other = JSON.stringify({ ...snapshot, version: SNAPSHOT_VERSION + 1 });
    expect(await loadSnapshot(memoryStorage({ [STORAGE_KEY]: other }))).toBe(false);
    const broken = JSON.stringify({
      ...snapshot,
      data: { ...snapshot.data, users: [{ AXID: 5 }] },
    });
    expect(await loadSnapshot(memoryStorage({ [STORAGE_KEY]: broken }))).toBe(false);
  });

  it('seeds and stores when storage is empty, restores otherwise, and saves after successful writes', async () => {
    const storage = memoryStorage();
    expect(await loadOrSeed(storage)).toBe('seeded');
    saveNow();
    expect(storage.items.has(STORAGE_KEY)).toBe(true);
    const writes = storage.writes;

    const token = await signIn('AX10001');
    saveNow();
    expect(storage.writes).toBe(writes + 1);
    await call('/api/product/gets/waiting/0/10', { token });
    await call('/api/product/addProduct', { token, json: parcel({ quantity: 0 }) });
    saveNow();
    expect(storage.writes).toBe(writes + 1); // reads and failed writes are not saved
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'SAVED1' }) });
    saveNow();
    expect(storage.writes).toBe(writes + 2);

    await seedDatabase();
    expect(await loadOrSeed(storage)).toBe('restored');
    expect(db.parcels.findFirst((q) => q.where({ productOrderId: 'SAVED1' }))).toBeDefined();
  });

  it('saves after the answer, once for writes in a row, when the page is idle', async () => {
    const storage = memoryStorage();
    persistTo(storage);
    notifyWrite(); // as the HTTP wrapper does after each successful write, before it answers
    notifyWrite();
    expect(storage.writes).toBe(0);

    await vi.waitFor(() => expect(storage.writes).toBe(1));
    saveNow(); // nothing is waiting any more
    expect(storage.writes).toBe(1);
  });

  it('saves a waiting snapshot at once when the page is left or hidden', () => {
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    saveBeforeLeaving(page, doc);
    const storage = memoryStorage();
    persistTo(storage);

    notifyWrite();
    doc.dispatchEvent(new Event('visibilitychange')); // still visible: nothing yet
    expect(storage.writes).toBe(0);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(storage.writes).toBe(1);

    notifyWrite();
    page.dispatchEvent(new Event('pagehide'));
    expect(storage.writes).toBe(2);
    page.dispatchEvent(new Event('pagehide')); // nothing waiting: no second save
    expect(storage.writes).toBe(2);
  });

  it('never lets a waiting save overwrite a reset', async () => {
    const storage = memoryStorage();
    await loadOrSeed(storage);
    saveNow();
    await signIn('AX10001'); // a write: its save waits for the page to be idle
    markForReset(storage);
    const marker = storage.getItem(STORAGE_KEY);
    expect(marker).toContain('"reset":true');
    saveNow(); // what the idle moment, or leaving the page, would do with a save still waiting
    expect(storage.getItem(STORAGE_KEY)).toBe(marker);
  });

  it('resets the demo data but keeps the sessions', async () => {
    const storage = memoryStorage();
    await loadOrSeed(storage);
    const token = await signIn('AX10001');
    await call(`/api/product/delete/${SEED.parcels.iWaitingGift}`, { token, method: 'POST' });
    expect(
      db.parcels.findFirst((q) => q.where({ _id: SEED.parcels.iWaitingGift })),
    ).toBeUndefined();

    markForReset(storage);
    expect(await loadOrSeed(storage)).toBe('seeded');
    expect(db.parcels.findFirst((q) => q.where({ _id: SEED.parcels.iWaitingGift }))).toBeDefined();
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
  });

  it('never persists unless told to (node, tests)', async () => {
    const token = await signIn('AX10001');
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'NOTSAVED' }) });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('persistence of a demo too big for the storage', () => {
  it('stops serialising after the storage refused it, until the demo is smaller again', async () => {
    const token = await signIn('AX10001');
    const full = memoryStorage();
    const refusing: typeof full = {
      ...full,
      setItem(key, value) {
        refusing.writes += 1;
        // Like localStorage over its quota: anything bigger than the seed is refused.
        if (value.length > seedSize) throw new DOMException('full', 'QuotaExceededError');
        full.items.set(key, value);
      },
    };
    saveSnapshot(full);
    const seedSize = full.getItem(STORAGE_KEY)!.length;
    try {
      await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'BIG1' }) });
      saveSnapshot(refusing);
      expect(refusing.writes).toBe(1);
      await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'BIG2' }) });
      saveSnapshot(refusing);
      expect(refusing.writes).toBe(1); // not tried again: still as big
    } finally {
      await seedDatabase();
      saveSnapshot(refusing); // smaller again: tried, and stored
    }
    expect(refusing.writes).toBe(2);
    expect(full.getItem(STORAGE_KEY)!.length).toBeLessThanOrEqual(seedSize);
  });
});

describe('pace of the start-up fill (mocks/lib/pace.ts)', () => {
  /** A browser's scheduler.yield, recorded; performance.now() moves 5 ms per reading. */
  function browserClock() {
    const yields: number[] = [];
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields.push(now);
        return Promise.resolve();
      },
    });
    return yields;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('in a browser, hands the main thread back between slices of a seed and of a restore, and fills the same database', async () => {
    await seedDatabase();
    const storage = memoryStorage();
    saveSnapshot(storage);
    const expected = storage.getItem(STORAGE_KEY)!;
    const yields = browserClock();

    await seedDatabase(undefined, yieldingToBrowser());
    const seedYields = yields.length;
    expect(seedYields).toBeGreaterThan(5);
    expect(db.parcels.count()).toBe(JSON.parse(expected).data.parcels.length);

    await loadSnapshot(memoryStorage({ [STORAGE_KEY]: expected }), yieldingToBrowser());
    expect(yields.length).toBeGreaterThan(seedYields);
    expect(JSON.stringify(takeSnapshot().data)).toBe(JSON.stringify(JSON.parse(expected).data));
  });

  it('fills in one task by default: a reset or an import while the backend answers never yields', async () => {
    const yields = browserClock();
    await seedDatabase();
    await loadOrSeed(memoryStorage());
    expect(yields).toEqual([]);
  });

  it('never yields where there is no scheduler (Node, fake timers)', async () => {
    vi.stubGlobal('scheduler', undefined);
    expect(yieldingToBrowser()).toBe(atOnce);
  });
});
