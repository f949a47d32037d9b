// One demo for every tab (mocks/db/shared.ts), against fake-indexeddb (a complete IndexedDB in
// memory, a fresh one per test) and node's BroadcastChannel, which also reaches other channels of
// the same name in this process: a second channel stands for another tab.
import { IDBFactory } from 'fake-indexeddb';
import { createStore, entries, set, setMany, type UseStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/collections';
import { saveAfterEachWrite, SNAPSHOT_VERSION, takeSnapshot } from '@mocks/db/persistence';
import { SEED, seedDatabase } from '@mocks/db/seed';
import {
  LEGACY_STORAGE_KEY,
  onSharedDemoEvent,
  startSharedDemo,
  stopSharedDemo,
  storeChanges,
  type SharedDemoEvent,
} from '@mocks/db/shared';
import { resetToSeed } from '@mocks/demo/transfer';
import { call, memoryStorage, request } from './helpers';
import { apiSignIn } from '../helpers/session';
import { parcel } from '../data';

const CHANNEL = 'pp-demo-test';
let store: UseStore;
let channel: BroadcastChannel;
/** The other tab's end of the channel: what this tab tells the others. */
let otherTab: BroadcastChannel;
let told: unknown[];
let events: SharedDemoEvent[];
let stopListening: () => void;

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  store = createStore('pp-demo', 'records');
  channel = new BroadcastChannel(CHANNEL);
  otherTab = new BroadcastChannel(CHANNEL);
  told = [];
  otherTab.onmessage = (event: MessageEvent) => told.push(event.data);
  events = [];
  stopListening = onSharedDemoEvent((event) => events.push(event));
});

afterEach(async () => {
  saveAfterEachWrite(null);
  stopListening();
  await stopSharedDemo();
  otherTab.close();
  vi.unstubAllGlobals();
});

/** This tab starts as the browser entry starts it: shared store, answered writes stored. */
async function start(options: Parameters<typeof startSharedDemo>[0] = {}) {
  const outcome = await startSharedDemo({ store, channel, legacy: null, ...options });
  saveAfterEachWrite(storeChanges);
  return outcome;
}

/** A reload of this tab: its memory is gone, the store is read again. */
async function reload() {
  await stopSharedDemo();
  await seedDatabase(); // memory that is not the store's
  channel = new BroadcastChannel(CHANNEL);
  return start();
}

const parcelCalled = (productOrderId: string) =>
  db.parcels.findMany((q) => q.where({ productOrderId }));

/** Resolves with the first message this tab tells the others that contains `text`. */
function toldWith(text: string): Promise<unknown> {
  return vi.waitFor(() => {
    const message = told.find((m) => JSON.stringify(m).includes(text));
    if (!message)
      throw new Error(
        `nothing told with ${text} yet: ${told.map((m) => JSON.stringify(m).slice(0, 60)).join(' | ')}`,
      );
    return message;
  });
}

describe('one demo for every tab', () => {
  it('seeds an empty store and stores every record, and a second tab reads the same data', async () => {
    expect(await start()).toBe('seeded');
    const stored = await entries(store);
    expect(stored.find(([key]) => key === 'version')?.[1]).toBe(SNAPSHOT_VERSION);
    const records = Object.values(takeSnapshot().data).flat().length;
    expect(stored).toHaveLength(records + 1);

    const before = takeSnapshot().data;
    expect(await reload()).toBe('restored');
    // every collection, in the same order
    expect(takeSnapshot().data).toEqual(before);
  });

  it('stores an answered write before the answer, so a reload keeps it; a deleted parcel stays deleted', async () => {
    await start();
    const token = await apiSignIn('AX10001');
    const added = await call('/api/product/addProduct', {
      token,
      json: parcel({ productOrderId: 'TABA1' }),
    });
    expect(added.status).toBe(200);
    // in the store already: no idle moment, no page left
    expect(JSON.stringify(await entries(store))).toContain('TABA1');
    await call(`/api/product/delete/${SEED.parcels.iWaitingGift}`, { token, method: 'POST' });

    await reload();
    expect(parcelCalled('TABA1')).toHaveLength(1);
    expect(
      db.parcels.findFirst((q) => q.where({ _id: SEED.parcels.iWaitingGift })),
    ).toBeUndefined();
    // the session was stored too: still signed in
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
  });

  it("tells the other tabs each change, and applies another tab's changes once, however often they arrive", async () => {
    await start();
    const token = await apiSignIn('AX10001');
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'TABB1' }) });
    const change = await toldWith('TABB1');
    expect(change).toMatchObject({ type: 'changes' });
    expect(JSON.stringify(change)).toContain('TABB1');

    // This tab again, before it heard of the change (a reload), then hearing it twice.
    await stopSharedDemo();
    db.parcels.deleteMany((q) => q.where({ productOrderId: 'TABB1' }));
    channel = new BroadcastChannel(CHANNEL);
    await startSharedDemo({ store: null, channel, legacy: null });
    events.length = 0;
    otherTab.postMessage(change);
    otherTab.postMessage(change);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { type: 'changed', whole: false },
      { type: 'changed', whole: false },
    ]);
    expect(parcelCalled('TABB1')).toHaveLength(1);
  });

  it('a reset and an import are stored whole and the other tabs read it all again', async () => {
    await start();
    const token = await apiSignIn('AX10001');
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'GONE1' }) });
    expect((await call('/__demo/reset', { method: 'POST' })).status).toBe(200);
    expect(await toldWith('reload')).toEqual({ type: 'reload' });
    expect(JSON.stringify(await entries(store))).not.toContain('GONE1');

    // An import too: a file exported before the reset, with the parcel, is stored whole.
    told.length = 0;
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'IMPORTED1' }) });
    const exported = (await request('/__demo/export')).body;
    await call('/__demo/reset', { method: 'POST' });
    await toldWith('reload');
    told.length = 0;
    expect((await call('/__demo/import', { json: exported })).status).toBe(200);
    expect(await toldWith('reload')).toEqual({ type: 'reload' });
    expect(JSON.stringify(await entries(store))).toContain('IMPORTED1');

    // As another tab whose memory holds what the store does not: it hears the reload.
    saveAfterEachWrite(null);
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'GONE2' }) });
    expect(parcelCalled('GONE2')).toHaveLength(1);
    events.length = 0;
    otherTab.postMessage({ type: 'reload' });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'changed', whole: true }]));
    expect(parcelCalled('GONE2')).toEqual([]);
    // the session survived the reset
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
  });

  it('a change told while a tab reads the store is applied after the read, not lost under it', async () => {
    await start();
    // The store as a tab read it just before another tab's write.
    const stale = createStore('pp-demo-stale', 'records');
    await setMany(await entries(store), stale);
    const token = await apiSignIn('AX10001');
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'EARLY1' }) });
    const change = await toldWith('EARLY1');
    await stopSharedDemo();
    await resetToSeed();

    // This tab starts again; its read of the store ends only after the change has been told.
    const heard = new Promise<void>((resolve) => {
      const ear = new BroadcastChannel(CHANNEL);
      ear.onmessage = () => {
        ear.close();
        resolve();
      };
    });
    const slowRead: UseStore = (mode, callback) => heard.then(() => stale(mode, callback));
    channel = new BroadcastChannel(CHANNEL);
    const starting = startSharedDemo({ store: slowRead, channel, legacy: null });
    otherTab.postMessage(change);
    expect(await starting).toBe('restored');
    await vi.waitFor(() => expect(parcelCalled('EARLY1')).toHaveLength(1));
  });

  it('takes over the demo of the localStorage era once', async () => {
    const legacy = memoryStorage();
    const token = await apiSignIn('AX10001');
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'OLD1' }) });
    legacy.setItem(LEGACY_STORAGE_KEY, JSON.stringify(takeSnapshot()));
    await seedDatabase();

    expect(await start({ legacy })).toBe('migrated');
    expect(parcelCalled('OLD1')).toHaveLength(1);
    expect(legacy.getItem(LEGACY_STORAGE_KEY)).toBeNull();
    expect(JSON.stringify(await entries(store))).toContain('OLD1');
  });

  it('re-seeds a store of another version', async () => {
    await set('version', SNAPSHOT_VERSION + 1, store);
    await set('["parcels","x"]', { at: 1, record: { broken: true } }, store);
    expect(await start()).toBe('seeded');
    expect(JSON.stringify(await entries(store))).not.toContain('broken');
  });
});

describe('when the browser refuses to store the demo', () => {
  it('without IndexedDB: the demo runs in memory and says so once, at the first change', async () => {
    expect(await start({ store: null })).toBe('in memory');
    expect(events).toEqual([]); // nothing changed yet
    const token = await apiSignIn('AX10001');
    const added = await call('/api/product/addProduct', {
      token,
      json: parcel({ productOrderId: 'MEM1' }),
    });
    expect(added.status).toBe(200);
    expect(parcelCalled('MEM1')).toHaveLength(1);
    expect(events).toEqual([{ type: 'refused' }]);
  });

  it('when a write is refused (a full disk): says so once, keeps answering, and still tells the other tabs', async () => {
    await start();
    const full: UseStore = (mode, callback) =>
      mode === 'readonly'
        ? store(mode, callback)
        : Promise.reject(new DOMException('full', 'QuotaExceededError'));
    await stopSharedDemo();
    channel = new BroadcastChannel(CHANNEL);
    await start({ store: full });
    const token = await apiSignIn('AX10001');
    for (const id of ['FULL1', 'FULL2']) {
      const added = await call('/api/product/addProduct', {
        token,
        json: parcel({ productOrderId: id }),
      });
      expect(added.status).toBe(200);
      await toldWith(id);
    }
    expect(events).toEqual([{ type: 'refused' }]);
    // A listener that comes later (the app, once it has rendered) hears it too.
    const late: SharedDemoEvent[] = [];
    onSharedDemoEvent((event) => late.push(event))();
    expect(late).toEqual([{ type: 'refused' }]);
  });
});
