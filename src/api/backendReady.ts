/**
 * Requests wait on this promise before they go out. In demo mode main.tsx sets it to the
 * start of the mock service worker, so the shell paints at once and the first calls simply
 * wait a moment instead of hitting a backend that is not there yet.
 */
let ready: Promise<unknown> = Promise.resolve();

export function setBackendReady(promise: Promise<unknown>): void {
  ready = promise;
}

export function whenBackendReady(): Promise<unknown> {
  return ready;
}
