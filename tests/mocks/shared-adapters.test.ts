// What the shared demo is given in the browser (mocks/demo/sharedAdapters.ts: IndexedDB through
// idb-keyval, against fake-indexeddb; BroadcastChannel; Web Locks) and the emulated database as
// it sees it (mocks/demo/sharedDatabase.ts).
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { createStore, entries, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/collections';
import { SNAPSHOT_VERSION } from '@mocks/db/persistence';
import { SLICE_MS } from '@mocks/lib/pace';
import type { DemoStore } from '@mocks/demo/shared';
import { broadcastChannel, indexedDbStore, storeOver, webLock } from '@mocks/demo/sharedAdapters';
import { collectionOf, createDemoDatabase, keyOf } from '@mocks/demo/sharedDatabase';
import { backend } from '@mocks/node';

const demoDatabase = createDemoDatabase(backend);

describe('the IndexedDB store', () => {
  beforeEach(() => vi.stubGlobal('indexedDB', new IDBFactory()));
  afterEach(() => vi.unstubAllGlobals());

  const records = createStore.bind(null, 'pp-demo', 'records');
  const placed = (at: number, record: object) => ({ at, record });

  it('holds nothing until a whole database is written, marked with its version', async () => {
    const store: DemoStore = storeOver(records());
    expect(await store.read()).toBeNull();
    await store.write({
      puts: [['["rates","USD"]', placed(1, { code: 'USD' })]],
      deletes: [],
      whole: true,
    });
    expect(await store.read()).toEqual([['["rates","USD"]', placed(1, { code: 'USD' })]]);
    expect(await entries(records())).toContainEqual(['version', SNAPSHOT_VERSION]);
  });

  it('writes changes over what it holds; a whole write replaces it all', async () => {
    const store = storeOver(records());
    await store.write({
      puts: [
        ['a', placed(1, { v: 1 })],
        ['b', placed(2, { v: 1 })],
      ],
      deletes: [],
      whole: true,
    });
    await store.write({ puts: [['c', placed(3, { v: 1 })]], deletes: ['a'], whole: false });
    expect(await store.read()).toEqual([
      ['b', placed(2, { v: 1 })],
      ['c', placed(3, { v: 1 })],
    ]);
    await store.write({ puts: [['d', placed(4, { v: 1 })]], deletes: [], whole: true });
    expect(await store.read()).toEqual([['d', placed(4, { v: 1 })]]);
  });

  it('reads nothing from a store of another version, and skips entries that are no record', async () => {
    const use = records();
    await set('version', SNAPSHOT_VERSION + 1, use);
    await set('a', placed(1, { v: 1 }), use);
    expect(await storeOver(use).read()).toBeNull();
    await set('version', SNAPSHOT_VERSION, use);
    await set('b', { broken: true }, use);
    expect(await storeOver(use).read()).toEqual([['a', placed(1, { v: 1 })]]);
  });

  it('writes thousands of records in slices of one transaction, each under a slice of time', async () => {
    // Each put takes 3 ms of this clock. A put after a microtask or more starts a new slice.
    let now = 0;
    let inSlice = false;
    const slices: number[] = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (!inSlice) slices.push(0);
      inSlice = true;
      queueMicrotask(() => (inSlice = false));
      now += 3;
      slices[slices.length - 1]! += 3;
      return put.apply(this, args);
    });
    const puts = Array.from({ length: 2000 }, (_, i): [string, ReturnType<typeof placed>] => [
      `k${i}`,
      placed(i, { i }),
    ]);
    const store = storeOver(records());
    await store.write({ puts, deletes: [], whole: true });
    vi.restoreAllMocks();
    expect(slices.length).toBeGreaterThan(100);
    expect(Math.max(...slices)).toBeLessThanOrEqual(SLICE_MS + 3);
    expect(await store.read()).toHaveLength(2000);
  });

  it('is none where the browser has no IndexedDB', () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(indexedDbStore()).toBeNull();
  });
});

describe('the BroadcastChannel and the Web Lock', () => {
  it('tells the other tabs, never the one that tells, and hears nothing once stopped', async () => {
    const [one, other] = [broadcastChannel('pp-demo-test'), broadcastChannel('pp-demo-test')];
    const heard: { one: unknown[]; other: unknown[] } = { one: [], other: [] };
    const stopOne = one!.listen((data) => heard.one.push(data));
    const stopOther = other!.listen((data) => heard.other.push(data));
    one!.post({ type: 'reload' });
    await vi.waitFor(() => expect(heard.other).toEqual([{ type: 'reload' }]));
    stopOther();
    one!.post({ type: 'changes', changes: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stopOne();
    expect(heard).toEqual({ one: [], other: [{ type: 'reload' }] });
  });

  it('runs a job under the lock and gives its result', async () => {
    expect(await webLock('pp-demo-test')(() => Promise.resolve(42))).toBe(42);
  });
});

describe('the emulated database by key', () => {
  const key = (code: string) => keyOf('rates', { code });
  let stop: () => void = () => {};
  afterEach(() => stop());

  it('names a record by its collection and key fields', () => {
    expect(keyOf('tariffs', { country: 1, type: 2, amount: 8 })).toBe('["tariffs",1,2]');
    expect(collectionOf('["tariffs",1,2]')).toBe('tariffs');
    expect(collectionOf('["unknown",1]')).toBeUndefined();
    expect(collectionOf('not json')).toBeUndefined();
  });

  it('puts a record where it stands, or last when it is new; twice is the same as once', async () => {
    db.rates.delete((q) => q.where({ code: 'CNY' }));
    const before = db.rates.all().map(({ code }) => code);
    await demoDatabase.put(key('USD'), { code: 'USD', rate: 9 });
    await demoDatabase.put(key('USD'), { code: 'USD', rate: 9 });
    await demoDatabase.put(key('CNY'), { code: 'CNY', rate: 0.4 });
    await demoDatabase.put(key('CNY'), { code: 'CNY', rate: 0.4 });
    expect(db.rates.all().map(({ code }) => code)).toEqual([...before, 'CNY']);
    expect(db.rates.findFirst((q) => q.where({ code: 'USD' }))?.rate).toBe(9);
    demoDatabase.remove(key('CNY'));
    expect(db.rates.all().map(({ code }) => code)).toEqual(before);
  });

  it("checks a record against its collection's schema before it takes it", async () => {
    db.rates.delete((q) => q.where({ code: 'CNY' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(demoDatabase.put(key('CNY'), { code: 'CNY', rate: 'high' })).rejects.toThrow();
    expect(db.rates.findFirst((q) => q.where({ code: 'CNY' }))).toBeUndefined();
  });

  it('leaves a key of no collection alone', async () => {
    const before = demoDatabase.entries();
    await demoDatabase.put('["unknown","x"]', { code: 'x' });
    demoDatabase.remove('["unknown","x"]');
    expect(demoDatabase.entries()).toEqual(before);
  });

  it('tells what changed, by key, and when everything was emptied, until it is stopped', async () => {
    const told: [string, object | null][] = [];
    let cleared = 0;
    stop = demoDatabase.watch({
      changed: (changedKey, record) => told.push([changedKey, record]),
      cleared: () => (cleared += 1),
    });
    await db.rates.update((q) => q.where({ code: 'USD' }), {
      data: (rate) => void (rate.rate = 3),
    });
    db.rates.delete((q) => q.where({ code: 'EUR' }));
    expect(told).toEqual([
      [key('USD'), expect.objectContaining({ code: 'USD', rate: 3 })],
      [key('EUR'), null],
    ]);
    const rate = { code: 'CNY', rate: 0.4 };
    await demoDatabase.load([[key('CNY'), rate]], () => Promise.resolve());
    expect(cleared).toBe(1);
    expect(demoDatabase.entries()).toEqual([[key('CNY'), rate]]);
    const heard = told.length;
    stop();
    db.rates.delete((q) => q.where({ code: 'CNY' }));
    expect(told).toHaveLength(heard);
  });
});
