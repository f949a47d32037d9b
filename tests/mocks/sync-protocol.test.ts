// The guarantees written at the top of mocks/demo/syncProtocol.ts, each with two or three tabs of
// one browser: shared demos over in-memory databases, one in-memory store and one channel
// (tests/mocks/shared-fakes.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedDemo, type DemoStore, type SharedDemoEvent } from '@mocks/demo/shared';
import type { SyncMessage } from '@mocks/demo/syncProtocol';
import {
  channelHub,
  listeningTab,
  memoryDatabase,
  memoryStore,
  type MemoryStore,
} from './shared-fakes';

const SEED: [string, object][] = [
  ['a', { id: 'a', v: 0 }],
  ['b', { id: 'b', v: 0 }],
  ['c', { id: 'c', v: 0 }],
];

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

function browser(store: MemoryStore = memoryStore()) {
  const hub = channelHub();
  /** Hears every message the tabs tell (a tab of its own, which tells nothing). */
  const observer = listeningTab(hub);
  stops.push(observer.close);
  function tab(
    options: { store?: DemoStore; slowPut?: Parameters<typeof memoryDatabase>[1] } = {},
  ) {
    const database = memoryDatabase(SEED, options.slowPut);
    const demo = createSharedDemo({ database, store: options.store ?? store, channel: hub.end() });
    const events: SharedDemoEvent[] = [];
    demo.onEvent((event) => events.push(event));
    stops.push(demo.stop);
    return { database, demo, events };
  }
  /**
   * Starts the tabs one after the other (the first seeds an empty store and tells the others to
   * read it); what was told and written meanwhile is then forgotten.
   */
  async function start(...tabs: ReturnType<typeof tab>[]) {
    const outcomes = [];
    for (const { demo } of tabs) outcomes.push(await demo.start());
    await new Promise((resolve) => setTimeout(resolve));
    observer.told.length = 0;
    store.writes.length = 0;
    return outcomes;
  }
  return { store, observer, tab, start };
}

const keysOf = (message: SyncMessage | undefined) =>
  message?.type === 'changes' ? message.changes.map(({ key }) => key) : message?.type;

describe('the sync protocol between tabs', () => {
  it('a tab never gets its own change back: a change applied from another tab is neither stored again nor told on', async () => {
    const { store, observer, tab, start } = browser();
    const a = tab();
    const b = tab();
    expect(await start(a, b)).toEqual(['seeded', 'restored']);

    a.database.edit('b', { id: 'b', v: 1 });
    await a.demo.storeChanges();
    await vi.waitFor(() => expect(b.events).toEqual([{ type: 'changed', whole: false }]));
    expect(b.database.records.get('b')).toEqual({ id: 'b', v: 1 });
    // B answers a write request of its own: only that is stored and told.
    b.database.edit('c', { id: 'c', v: 2 });
    await b.demo.storeChanges();
    await vi.waitFor(() => expect(a.events).toHaveLength(1));

    expect(observer.told.map(keysOf)).toEqual([['b'], ['c']]);
    expect(store.writes.map(({ puts }) => puts.map(([key]) => key))).toEqual([['b'], ['c']]);
    expect(a.database.entries()).toEqual(b.database.entries());
  });

  it('applying a change twice is the same as applying it once', async () => {
    const { observer, tab, start } = browser();
    const a = tab();
    const b = tab();
    await start(a, b);

    a.database.edit('b', { id: 'b', v: 1 });
    a.database.edit('c', null);
    a.database.edit('d', { id: 'd', v: 1 });
    await a.demo.storeChanges();
    await vi.waitFor(() => expect(b.events).toHaveLength(1));
    const once = b.database.entries();
    observer.post(observer.told[0]!);
    await vi.waitFor(() => expect(b.events).toHaveLength(2));

    expect(b.database.entries()).toEqual(once);
    expect(b.database.entries()).toEqual(a.database.entries());
  });

  it("another tab applies one tab's changes in the order they were made, even when one is slow to apply", async () => {
    const { tab, start } = browser();
    const a = tab();
    // The first state of 'a' takes longer to apply than the ones after it.
    const slowPut = (_key: string, record: object) =>
      new Promise<void>((resolve) => setTimeout(resolve, 'v' in record && record.v === 1 ? 30 : 0));
    const b = tab({ slowPut });
    await start(a, b);

    for (const state of [1, 2, 3]) {
      a.database.edit('a', { id: 'a', v: state });
      await a.demo.storeChanges();
    }
    a.database.edit('c', null);
    await a.demo.storeChanges();
    await vi.waitFor(() => expect(b.events).toHaveLength(4));

    expect(b.database.records.get('a')).toEqual({ id: 'a', v: 3 });
    expect(b.database.entries()).toEqual(a.database.entries());
  });

  it('a change heard while a tab reads the store is applied after that read, not lost under it', async () => {
    const { store, observer, tab, start } = browser();
    const a = tab();
    await start(a);
    // The store as the starting tab reads it: from before A's change.
    const stale = store.copy();
    let readable = () => {};
    const gate = new Promise<void>((resolve) => (readable = resolve));
    const b = tab({ store: { ...store, read: () => gate.then(() => stale.read()) } });
    const starting = b.demo.start();

    a.database.edit('b', { id: 'b', v: 1 });
    await a.demo.storeChanges();
    await vi.waitFor(() => expect(observer.told).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve)); // B has heard it too
    readable();

    expect(await starting).toBe('restored');
    await vi.waitFor(() => expect(b.database.records.get('b')).toEqual({ id: 'b', v: 1 }));
  });

  it('a record keeps its place in its collection across a reload, and in the other tabs', async () => {
    const { tab, start } = browser();
    const a = tab();
    const b = tab();
    await start(a, b);

    a.database.edit('d', { id: 'd', v: 1 });
    a.database.edit('a', { id: 'a', v: 1 }); // changed where it stands
    a.database.edit('b', null);
    await a.demo.storeChanges();
    await vi.waitFor(() => expect(b.events).toHaveLength(1));
    const reloaded = tab();
    expect(await reloaded.demo.start()).toBe('restored');

    const order = ['a', 'c', 'd'];
    expect([...a.database.records.keys()]).toEqual(order);
    expect(b.database.entries()).toEqual(a.database.entries());
    expect(reloaded.database.entries()).toEqual(a.database.entries());
  });

  it('per record, a tab holds the last state it heard', async () => {
    const { tab, start } = browser();
    const [a, b, c] = [tab(), tab(), tab()];
    await start(a, b, c);

    a.database.edit('a', { id: 'a', v: 1 });
    await a.demo.storeChanges();
    await vi.waitFor(() => expect(b.events).toHaveLength(1));
    c.database.edit('a', { id: 'a', v: 2 });
    await c.demo.storeChanges();
    await vi.waitFor(() => expect(b.events).toHaveLength(2));

    expect(b.database.records.get('a')).toEqual({ id: 'a', v: 2 });
  });

  it('a whole new database is stored whole and told as reload; the other tabs read it all again', async () => {
    const { store, observer, tab, start } = browser();
    const a = tab();
    const b = tab();
    await start(a, b);

    a.database.replace([['x', { id: 'x', v: 1 }]]);
    await a.demo.storeChanges();
    await vi.waitFor(() => expect(b.events).toEqual([{ type: 'changed', whole: true }]));

    expect(observer.told).toEqual([{ type: 'reload' }]);
    expect(store.writes.at(-1)?.whole).toBe(true);
    expect([...store.entries.keys()]).toEqual(['x']);
    expect(b.database.entries()).toEqual([['x', { id: 'x', v: 1 }]]);
  });
});
