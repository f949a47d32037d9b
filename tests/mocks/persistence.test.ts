// The demo as one snapshot (mocks/db/persistence.ts): what export, import and the HTTP server's
// file use; and the pace at which a browser fills its database at start (mocks/lib/pace.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/collections';
import { isSnapshot, restoreSnapshot, SNAPSHOT_VERSION, takeSnapshot } from '@mocks/db/persistence';
import { atOnce, SLICE_MS, yieldingToBrowser } from '@mocks/lib/pace';
import { seedDatabase } from '@mocks/demo/seed';
import { call } from './helpers';
import { apiSignIn } from '../helpers/session';
import { parcel } from '../data';

describe('persistence snapshot', () => {
  it('round-trips every collection', async () => {
    const token = await apiSignIn('AX10001');
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'PERSIST1' }) });
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as unknown;
    expect(isSnapshot(snapshot)).toBe(true);
    const { version, savedAt, data } = snapshot as ReturnType<typeof takeSnapshot>;
    expect(version).toBe(SNAPSHOT_VERSION);
    expect(Date.parse(savedAt)).not.toBeNaN();
    expect(JSON.stringify(data.users)).toContain('balanceTetri');

    await seedDatabase();
    expect(db.parcels.findFirst((q) => q.where({ productOrderId: 'PERSIST1' }))).toBeUndefined();
    await restoreSnapshot(snapshot as ReturnType<typeof takeSnapshot>);
    expect(db.parcels.findFirst((q) => q.where({ productOrderId: 'PERSIST1' }))).toBeDefined();
    // the session survived too
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
  });

  it('knows a snapshot of another version or shape', () => {
    const snapshot = takeSnapshot();
    expect(isSnapshot({ ...snapshot, version: SNAPSHOT_VERSION + 1 })).toBe(false);
    expect(isSnapshot({ ...snapshot, data: { ...snapshot.data, users: 'none' } })).toBe(false);
    expect(isSnapshot(null)).toBe(false);
  });

  it('refuses a record that does not fit its collection', async () => {
    const snapshot = takeSnapshot();
    const broken = { ...snapshot, data: { ...snapshot.data, users: [{ AXID: 5 }] } };
    await expect(restoreSnapshot(broken)).rejects.toThrow();
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
    const expected = takeSnapshot();
    const yields = browserClock();

    await seedDatabase(undefined, yieldingToBrowser());
    const seedYields = yields.length;
    expect(seedYields).toBeGreaterThan(5);
    expect(db.parcels.count()).toBe(expected.data.parcels.length);

    await restoreSnapshot(expected, yieldingToBrowser());
    expect(yields.length).toBeGreaterThan(seedYields);
    expect(JSON.stringify(takeSnapshot().data)).toBe(JSON.stringify(expected.data));
  });

  it('holds the main thread for a slice at most, from the start of the seed to its end', async () => {
    // Each record written takes 3 ms of this clock; the gaps are the work between two yields.
    let now = 0;
    let last = 0;
    const gaps: number[] = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('scheduler', {
      yield: () => {
        gaps.push(now - last);
        last = now;
        return Promise.resolve();
      },
    });
    for (const collection of Object.values(db) as { create: (data: never) => Promise<unknown> }[]) {
      const create = collection.create.bind(collection);
      vi.spyOn(collection, 'create').mockImplementation((data) => {
        now += 3;
        return create(data);
      });
    }
    await seedDatabase(undefined, yieldingToBrowser());
    gaps.push(now - last);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(SLICE_MS + 3);
  });

  it('fills in one task by default: a reset or an import while the backend answers never yields', async () => {
    const yields = browserClock();
    await seedDatabase();
    await restoreSnapshot(takeSnapshot());
    expect(yields).toEqual([]);
  });

  it('never yields where there is no scheduler (Node, fake timers)', async () => {
    vi.stubGlobal('scheduler', undefined);
    expect(yieldingToBrowser()).toBe(atOnce);
  });

  it('yields through a message to itself where there is no scheduler, when asked to', async () => {
    vi.stubGlobal('scheduler', undefined);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let messages = 0;
    const Channel = MessageChannel;
    vi.stubGlobal(
      'MessageChannel',
      class extends Channel {
        constructor() {
          super();
          messages++;
        }
      },
    );
    const pace = yieldingToBrowser({ orMessage: true });
    await pace();
    expect(messages).toBe(0);
    now += SLICE_MS;
    await pace();
    expect(messages).toBe(1);
  });
});
