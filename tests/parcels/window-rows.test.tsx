import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWindowRows, WINDOW_FROM } from '@/features/parcels/useWindowRows';

/** Counts reads of window.scrollY: in a browser each read during a render forces a layout. */
function watchScrollY() {
  let reads = 0;
  const own = Object.getOwnPropertyDescriptor(window, 'scrollY');
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      reads += 1;
      return 0;
    },
  });
  return {
    reads: () => reads,
    restore: () => {
      if (own) Object.defineProperty(window, 'scrollY', own);
      else delete (window as { scrollY?: number }).scrollY;
    },
  };
}

describe('useWindowRows', () => {
  let watch: ReturnType<typeof watchScrollY> | undefined;
  afterEach(() => watch?.restore());

  it('renders every row of a short list without reading the scroll position', () => {
    watch = watchScrollY();
    const { result, rerender } = renderHook(({ count }) => useWindowRows(count, 48), {
      initialProps: { count: WINDOW_FROM - 1 },
    });
    rerender({ count: WINDOW_FROM - 1 });
    expect(result.current.indices).toHaveLength(WINDOW_FROM - 1);
    expect(result.current.paddingTop).toBe(0);
    expect(watch.reads()).toBe(0);
  });

  it('gives a short list the same measureRow every render, so its memoised rows do not re-render', () => {
    const { result, rerender } = renderHook(({ count }) => useWindowRows(count, 48), {
      initialProps: { count: 3 },
    });
    const first = result.current.measureRow;
    rerender({ count: 3 });
    rerender({ count: 4 });
    expect(result.current.measureRow).toBe(first);
  });

  it('windows a long list, which follows the scroll position', () => {
    watch = watchScrollY();
    const { result } = renderHook(() => useWindowRows(WINDOW_FROM * 10, 48));
    expect(result.current.indices.length).toBeLessThan(WINDOW_FROM);
    expect(watch.reads()).toBeGreaterThan(0);
  });

  it('renders the rows at the scroll position as the page scrolls', () => {
    let scrollY = 0;
    const own = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
    try {
      const { result } = renderHook(() => useWindowRows(WINDOW_FROM * 10, 48));
      expect(result.current.indices[0]).toBe(0);
      act(() => {
        scrollY = 48 * 200;
        window.dispatchEvent(new Event('scroll'));
      });
      // Row 200 is at the top of the viewport now, and the first rows are gone.
      expect(result.current.indices).toContain(200);
      expect(result.current.indices).not.toContain(0);
    } finally {
      if (own) Object.defineProperty(window, 'scrollY', own);
      else delete (window as { scrollY?: number }).scrollY;
    }
  });
});
