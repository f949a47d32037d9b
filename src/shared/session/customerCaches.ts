/**
 * What the app keeps in Cache Storage (docs/architecture.md#the-service-worker): the service
 * worker's precache of the app's own files, APP_FILES_CACHE, the other files of the app as they
 * are first used, and PUBLIC_DATA_CACHE, the public API's answers, which hold nothing of a
 * customer (the worker never caches a request with the customer's token). Any other cache may hold
 * a customer's data: signing out deletes it (src/store/store.ts).
 */
export const PUBLIC_DATA_CACHE = 'public-data';
export const APP_FILES_CACHE = 'app-files';

const SHARED = (name: string) =>
  name === PUBLIC_DATA_CACHE || name === APP_FILES_CACHE || name.startsWith('workbox-precache-');

/** Deletes every cache but the app's files and the public data. */
export async function clearCustomerCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !SHARED(name)).map((name) => caches.delete(name)));
}
