/**
 * One operation at a time per key. The handlers await between reading a balance and writing it
 * (the database's writes are async), so two requests of one customer could interleave: both read
 * the same debt and balance, both charge. `serialized(key, task)` runs `task` only after every
 * earlier task of the same key has settled; tasks of other keys run freely.
 */
const tails = new Map<string, Promise<void>>();

export function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
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
}
