/**
 * One operation at a time per key. The handlers await between reading a balance and writing it
 * (the database's writes are async), so two requests of one customer could interleave: both read
 * the same debt and balance, both charge. `serialized(key, task)` runs `task` only after every
 * earlier task of the same key has settled; tasks of other keys run freely.
 *
 * The queues belong to one mock backend (mocks/handlers/backend.ts): `createLocks()` makes them.
 */
export interface Locks {
  serialized<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function createLocks(): Locks {
  const tails = new Map<string, Promise<void>>();
  return {
    serialized(key, task) {
      const previous = tails.get(key) ?? Promise.resolve();
      const run = previous.then(task);
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return run;
    },
  };
}
