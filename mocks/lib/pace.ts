/**
 * How a long database job (seeding, restoring a snapshot: a few hundred record writes) shares
 * the main thread. The job awaits its pace between records.
 *
 * - `atOnce` never lets go: the job is one task, so no request is answered from a half-written
 *   database. For every job while the mock backend is answering (the demo console's reset and
 *   import, tests, the HTTP mock server).
 * - `yieldingToBrowser` hands the main thread back to the browser once a slice has run for
 *   SLICE_MS (scheduler.yield). Only for the browser's start, before the app sends anything:
 *   on a slow phone, seeding in one go is a task of several hundred milliseconds that blocks
 *   input, paint and the app's hydration.
 */
export type Pace = () => Promise<void>;

export const atOnce: Pace = () => Promise.resolve();

export const SLICE_MS = 12;

type Scheduler = { yield?: () => Promise<void> };

/**
 * A fresh pace for one job. Its slice clock starts now, so the work before the job's first call
 * (emptying the database, the first record) counts towards the first slice.
 */
export function yieldingToBrowser(): Pace {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield !== 'function') return atOnce;
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await scheduler.yield!();
    sliceStart = performance.now();
  };
}
