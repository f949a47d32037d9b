import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it has a network (`navigator.onLine`). Only `false` is sure: a browser
 * that says it is online may still reach no server, which is then a network error, not "offline".
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether the browser is online, kept by its `online` and `offline` events. Online when rendered
 * at build time and while the prerendered page hydrates.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
