/**
 * The emulated database (mocks/db/collections.ts) as the shared demo sees it: records named by a
 * key, `[collection, ...key fields]` as JSON, which is also their key in the browser's store.
 *
 * It reaches @msw/data only through its public API and the types that API exports or implies
 * (ConstructorParameters, Parameters of Collection's methods). One thing the types cannot say:
 * a record read back from the store or heard from another tab is an object of unknown fields
 * until its collection's schema has checked it, while Collection.create is typed to take the
 * schema's input. valuesFor below is the one place that bridges the two, and says why it may.
 */
import type { Collection } from '@msw/data';
import type { Pace } from '../lib/pace';
import { clearDb, COLLECTION_NAMES, db, type CollectionName } from '../db/collections';
import { seedDatabase } from './seed';
import type { DatabaseWatcher, DemoDatabase } from './shared';

/** The fields that name a record of each collection. */
const KEY_FIELDS: Record<CollectionName, readonly string[]> = {
  users: ['_id'],
  sessions: ['token'],
  parcels: ['_id'],
  flights: ['_id'],
  notifications: ['_id'],
  popup: ['_id'],
  tariffs: ['country', 'type'],
  offices: ['_id'],
  rates: ['code'],
  invoices: ['_id'],
  courierOrders: ['_id'],
  payments: ['_id'],
  branches: ['_id'],
};

/** Any schema a Collection takes (@msw/data does not export the Standard Schema type it uses). */
type AnySchema = ConstructorParameters<typeof Collection>[0]['schema'];

export function keyOf(name: CollectionName, record: object): string {
  return JSON.stringify([name, ...KEY_FIELDS[name].map((field) => Reflect.get(record, field))]);
}

/** The collection a key names; undefined for a key of no collection (another version's). */
export function collectionOf(key: string): CollectionName | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(key);
  } catch {
    return undefined;
  }
  const name: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
  return COLLECTION_NAMES.find((known) => known === name);
}

/**
 * A record of unknown fields, handed to `collection.create`. Collection.create types its argument
 * as the schema's input, and checks it against the schema at run time: it throws an
 * OperationError for values that do not fit. That run-time check is what this assertion relies
 * on; @msw/data offers no create (or parse) typed for values of unknown shape.
 */
function valuesFor<S extends AnySchema>(
  _collection: Collection<S>,
  record: object,
): Parameters<Collection<S>['create']>[0] {
  return record as Parameters<Collection<S>['create']>[0];
}

/** One collection, by key. */
interface Table {
  rows(): readonly object[];
  create(record: object): Promise<unknown>;
  put(key: string, record: object): Promise<void>;
  remove(key: string): void;
  watch(signal: AbortSignal, changed: (record: object, deleted: boolean) => void): void;
}

function tableOf<S extends AnySchema>(name: CollectionName, collection: Collection<S>): Table {
  const named = (key: string) => (record: object) => keyOf(name, record) === key;
  return {
    rows: () => collection.all(),
    create: (record) => collection.create(valuesFor(collection, record)),
    async put(key, record) {
      const same = named(key);
      // An update keeps the record where it stands in its collection; a new one goes last.
      if (collection.findFirst((q) => q.where(same)))
        await collection.update((q) => q.where(same), {
          data(draft) {
            // A record's draft is an object; its generic type (the schema's output) does not say.
            if (typeof draft === 'object' && draft !== null) Object.assign(draft, record);
          },
        });
      else await collection.create(valuesFor(collection, record));
    },
    remove(key) {
      collection.delete((q) => q.where(named(key)));
    },
    watch(signal, changed) {
      const { hooks } = collection;
      hooks.on('create', (event) => changed(event.data.record, false), { signal });
      hooks.on('update', (event) => changed(event.data.nextRecord, false), { signal });
      hooks.on('delete', (event) => changed(event.data.deletedRecord, true), { signal });
    },
  };
}

const TABLES: Record<CollectionName, Table> = {
  users: tableOf('users', db.users),
  sessions: tableOf('sessions', db.sessions),
  parcels: tableOf('parcels', db.parcels),
  flights: tableOf('flights', db.flights),
  notifications: tableOf('notifications', db.notifications),
  popup: tableOf('popup', db.popup),
  tariffs: tableOf('tariffs', db.tariffs),
  offices: tableOf('offices', db.offices),
  rates: tableOf('rates', db.rates),
  invoices: tableOf('invoices', db.invoices),
  courierOrders: tableOf('courierOrders', db.courierOrders),
  payments: tableOf('payments', db.payments),
  branches: tableOf('branches', db.branches),
};

/** The table a key names; undefined for a key of no collection, which is left alone. */
function tableFor(key: string): Table | undefined {
  const name = collectionOf(key);
  return name && TABLES[name];
}

/**
 * Who replaces the whole database tells its mock backend (mocks/handlers/backend.ts), which tells
 * the listeners: the demo's watcher hears `cleared` from there.
 */
export interface DataReplacements {
  /** The whole database is being replaced. */
  dataReplaced(): void;
  /** Hears each replacement of the whole database until the returned function is called. */
  onDataReplaced(listener: () => void): () => void;
}

/** The emulated database of this tab (mocks/db/collections.ts), for the backend `owner`. */
export function createDemoDatabase(owner: DataReplacements): DemoDatabase {
  return {
    entries() {
      return COLLECTION_NAMES.flatMap((name) =>
        TABLES[name].rows().map((record): [string, object] => [keyOf(name, record), record]),
      );
    },
    async load(records, pace: Pace) {
      clearDb();
      owner.dataReplaced();
      for (const [key, record] of records) {
        await tableFor(key)?.create(record);
        await pace();
      }
    },
    async put(key, record) {
      await tableFor(key)?.put(key, record);
    },
    remove(key) {
      tableFor(key)?.remove(key);
    },
    seed(pace) {
      owner.dataReplaced();
      return seedDatabase(undefined, pace);
    },
    watch(watcher: DatabaseWatcher) {
      const stop = new AbortController();
      for (const name of COLLECTION_NAMES) {
        TABLES[name].watch(stop.signal, (record, deleted) =>
          watcher.changed(keyOf(name, record), deleted ? null : record),
        );
      }
      const stopClear = owner.onDataReplaced(() => watcher.cleared());
      return () => {
        stop.abort();
        stopClear();
      };
    },
  };
}
