import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept up to date (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Bootstrap's md breakpoint and up: tables instead of cards. */
export const WIDE_SCREEN = '(min-width: 768px)';

/**
 * Bootstrap's xl breakpoint and up: the header shows its links in a row, and the parcel list is a
 * table. Below it the content column is too narrow for the table's six columns in Georgian and
 * Russian, so the parcels show as cards.
 */
export const TABLE_SCREEN = '(min-width: 1200px)';
