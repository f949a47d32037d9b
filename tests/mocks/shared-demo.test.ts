// One demo for every tab (mocks/demo/shared.ts) over the emulated database, with an in-memory
// store and channel (tests/mocks/shared-fakes.ts). The test itself is the other tab: it hears
// what this tab tells and tells it what it likes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/collections';
import { SNAPSHOT_VERSION, takeSnapshot } from '@mocks/db/persistence';
import { SEED, seedDatabase } from '@mocks/demo/seed';
import {
  createSharedDemo,
  type DemoStore,
  type SharedDemo,
  type SharedDemoEvent,
} from '@mocks/demo/shared';
import { createDemoDatabase } from '@mocks/demo/sharedDatabase';
import type { SyncMessage } from '@mocks/demo/syncProtocol';
import { backend } from '@mocks/node';
import { call, request } from './helpers';
import { channelHub, listeningTab, memoryStore, type MemoryStore } from './shared-fakes';
import { apiSignIn } from '../helpers/session';
import { parcel } from '../data';

/** This tab's database as its shared demo sees it, over vitest's mock backend. */
const demoDatabase = createDemoDatabase(backend);
let store: MemoryStore;
let hub: ReturnType<typeof channelHub>;
/** The other tab: what this tab tells the others, and its way to tell this tab. */
let otherTab: ReturnType<typeof listeningTab>;
let demo: SharedDemo | null;
let events: SharedDemoEvent[];

beforeEach(() => {
  store = memoryStore();
  hub = channelHub();
  otherTab = listeningTab(hub);
  demo = null;
  events = [];
});

afterEach(async () => {
  backend.afterEachWrite(null);
  await demo?.stop();
  otherTab.close();
});

/**
 * This tab starts as the browser's wiring starts it: answered writes stored and told. It listens
 * to the other tabs from the call on (a tab stopped before is no longer listening).
 */
async function start({ store: given = store }: { store?: DemoStore | null } = {}) {
  demo = createSharedDemo({ database: demoDatabase, store: given, channel: hub.end() });
  demo.onEvent((event) => events.push(event));
  const outcome = await demo.start();
  backend.afterEachWrite(demo.storeChanges);
  return outcome;
}

/** A reload of this tab: its memory is gone, the store is read again. */
async function reload() {
  await demo?.stop();
  await seedDatabase(); // memory that is not the store's
  return start();
}

const parcelCalled = (productOrderId: string) =>
  db.parcels.findMany((q) => q.where({ productOrderId }));

const storedText = () => JSON.stringify([...store.entries]);

/** Resolves with the first message this tab tells the others that contains `text`. */
function toldWith(text: string): Promise<SyncMessage> {
  return vi.waitFor(() => {
    const message = otherTab.told.find((m) => JSON.stringify(m).includes(text));
    if (!message)
      throw new Error(
        `nothing told with ${text} yet: ${otherTab.told.map((m) => JSON.stringify(m).slice(0, 60)).join(' | ')}`,
      );
    return message;
  });
}

describe('one demo for every tab', () => {
  it('seeds an empty store and stores every record, and a second tab reads the same data', async () => {
    expect(await start()).toBe('seeded');
    expect(store.version).toBe(SNAPSHOT_VERSION);
    const records = Object.values(takeSnapshot().data).flat().length;
    expect(store.entries.size).toBe(records);

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
    expect(storedText()).toContain('TABA1');
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

    // This tab again, before it heard of the change (a reload), then hearing it twice.
    await demo?.stop();
    db.parcels.deleteMany((q) => q.where({ productOrderId: 'TABB1' }));
    await start({ store: null });
    events.length = 0;
    otherTab.post(change);
    otherTab.post(change);
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
    expect(storedText()).not.toContain('GONE1');

    // An import too: a file exported before the reset, with the parcel, is stored whole.
    otherTab.told.length = 0;
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'IMPORTED1' }) });
    const exported = (await request('/__demo/export')).body;
    await call('/__demo/reset', { method: 'POST' });
    await toldWith('reload');
    otherTab.told.length = 0;
    expect((await call('/__demo/import', { json: exported })).status).toBe(200);
    expect(await toldWith('reload')).toEqual({ type: 'reload' });
    expect(storedText()).toContain('IMPORTED1');

    // As another tab whose memory holds what the store does not: it hears the reload.
    backend.afterEachWrite(null);
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'GONE2' }) });
    expect(parcelCalled('GONE2')).toHaveLength(1);
    events.length = 0;
    otherTab.post({ type: 'reload' });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'changed', whole: true }]));
    expect(parcelCalled('GONE2')).toEqual([]);
    // the session survived the reset
    expect((await call('/api/product/debtSum', { token })).status).toBe(200);
  });

  it('a change told while a tab reads the store is applied after the read, not lost under it', async () => {
    await start();
    // The store as a tab read it just before another tab's write.
    const stale = store.copy();
    const token = await apiSignIn('AX10001');
    await call('/api/product/addProduct', { token, json: parcel({ productOrderId: 'EARLY1' }) });
    const change = await toldWith('EARLY1');
    await demo?.stop();
    await backend.resetToSeed();

    // This tab starts again; its read of the store ends only after the change has been told.
    const ear = listeningTab(hub);
    const heard = vi.waitFor(() => expect(ear.told).toHaveLength(1)).finally(ear.close);
    const slowRead: DemoStore = { ...stale, read: () => heard.then(() => stale.read()) };
    const starting = start({ store: slowRead });
    otherTab.post(change);
    expect(await starting).toBe('restored');
    await vi.waitFor(() => expect(parcelCalled('EARLY1')).toHaveLength(1));
  });

  it('re-seeds a store of another version', async () => {
    store.version = SNAPSHOT_VERSION + 1;
    store.entries.set('["parcels","x"]', { at: 1, record: { broken: true } });
    expect(await start()).toBe('seeded');
    expect(store.version).toBe(SNAPSHOT_VERSION);
    expect(storedText()).not.toContain('broken');
  });
});

describe('when the browser refuses to store the demo', () => {
  it('without a store: the demo runs in memory and says so once, at the first change', async () => {
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
    const full: DemoStore = {
      read: () => store.read(),
      write: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    };
    await demo?.stop();
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
    demo?.onEvent((event) => late.push(event))();
    expect(late).toEqual([{ type: 'refused' }]);
  });
});
