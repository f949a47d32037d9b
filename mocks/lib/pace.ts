/**
 * How a long database job (seeding, restoring a snapshot: a few hundred record writes) shares
 * the main thread. The job awaits its pace between records.
 *
 * - `atOnce` never lets go: the job is one task, so no request is answered from a half-written
 *   database. For every job while the mock backend is answering (the demo console's reset and
 *   import, tests, the HTTP mock server).
 * - `yieldingToBrowser` hands the main thread back to the browser once a slice has run for
 *   SLICE_MS (scheduler.yield). For the browser's start, before the app sends anything: on a
 *   slow phone, seeding in one go is a task of several hundred milliseconds that blocks input,
 *   paint and the app's hydration. And for the demo console's many-parcels scenario (thousands
 *   of records, each complete on its own): a request answered meanwhile sees the parcels added
 *   so far, as from a real server; `orMessage` yields also where there is no scheduler.yield,
 *   through a message to itself (a task queued after those already waiting).
 */
export type Pace = () => Promise<void>;

export const atOnce: Pace = () => Promise.resolve();

export const SLICE_MS = 12;

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a task of its own, after the tasks already waiting (input among them). */
function messageToSelf(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A fresh pace for one job. Its slice clock starts now, so the work before the job's first call
 * (emptying the database, the first record) counts towards the first slice.
 */
export function yieldingToBrowser({ orMessage = false } = {}): Pace {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  const yieldNow =
    typeof scheduler?.yield === 'function'
      ? () => scheduler.yield!()
      : orMessage && typeof MessageChannel === 'function'
        ? messageToSelf
        : null;
  if (!yieldNow) return atOnce;
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await yieldNow();
    sliceStart = performance.now();
  };
}
