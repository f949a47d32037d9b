import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';

/**
 * From this many rows on, only the rows near the viewport are in the DOM: a page of parcels (100)
 * is windowed, so a tab, a language or a side panel renders and lays out a screen of rows, not all.
 */
export const WINDOW_FROM = 40;

/** A short list measures no row. */
const measureNothing = () => {};

export interface WindowRows {
  /** Indices of the rows to render, in order. */
  indices: number[];
  /** Space to keep above and below the rendered rows, in px. */
  paddingTop: number;
  paddingBottom: number;
  /** Attach to the list's container (its offset from the page top). */
  setContainer: (element: HTMLElement | null) => void;
  /** Attach to each rendered row (with `data-index`), so rows of any height are measured. */
  measureRow: (element: HTMLElement | null) => void;
}

/**
 * Long lists render in time independent of their length: from WINDOW_FROM rows on, only the
 * rows in and near the viewport are rendered (the page keeps scrolling as usual; the tracking
 * search finds a parcel); shorter lists render every row, so find-in-page and printing see them
 * all.
 */
export function useWindowRows(count: number, estimateSize: number): WindowRows {
  // Left out of the React Compiler: it would memoise getVirtualItems() on the virtualizer, one
  // object for the list's life, and keep the first render's rows however the page scrolls
  // (TanStack Virtual updates by re-rendering with the same virtualizer).
  'use no memo';
  const windowed = count >= WINDOW_FROM;
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);

  // Where the list starts on the page; it moves when content above it changes size.
  useLayoutEffect(() => {
    if (!container || !windowed) return;
    const measure = () => setOffset(container.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [container, windowed]);

  // A short list leaves the virtualizer off: on it would read window.scrollY during every render,
  // which forces a layout of the whole page (costly on a phone while the dashboard loads), and
  // listen to every scroll for nothing.
  const virtualizer = useWindowVirtualizer({
    enabled: windowed,
    count: windowed ? count : 0,
    estimateSize: () => estimateSize,
    overscan: 10,
    scrollMargin: offset,
  });

  if (!windowed) {
    return {
      indices: Array.from({ length: count }, (_, index) => index),
      paddingTop: 0,
      paddingBottom: 0,
      setContainer,
      // The same function every render, so the rows, which are memoised, stay as they are when the
      // list around them re-renders.
      measureRow: measureNothing,
    };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indices: items.map((item) => item.index),
    paddingTop: first ? first.start - offset : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - (last.end - offset) : 0,
    setContainer,
    // Stable for the virtualizer's lifetime.
    measureRow: virtualizer.measureElement,
  };
}
