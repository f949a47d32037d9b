import { useRef } from 'react';

/**
 * A row that scrolls sideways by design (tabs on a phone): the one kind of box allowed to hold
 * more than it shows (docs/product.md#layout). The element gets `data-scroll-strip`, and
 * `data-more-start` / `data-more-end` while part of the row is off that side, which the
 * stylesheet turns into a fade at that edge (main.css, `[data-scroll-strip]`). Kept up to date on
 * scroll and whenever the row or its content changes size (a language switch, a rotated phone).
 *
 * Returns a ref callback for the scrolling element.
 */
export function useScrollStrip<T extends HTMLElement>() {
  const cleanup = useRef<(() => void) | null>(null);
  return (element: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!element) return;
    element.dataset.scrollStrip = '';
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      toggle(element, 'moreStart', element.scrollLeft > 1);
      toggle(element, 'moreEnd', hidden - element.scrollLeft > 1);
    };
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    // A ResizeObserver reports each element once as soon as it observes it, after layout and
    // before paint: the first update needs no layout of its own, forced in the middle of
    // React's commit. Without one (jsdom), update now.
    if (!observer) update();
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    cleanup.current = () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  };
}

function toggle(element: HTMLElement, key: 'moreStart' | 'moreEnd', on: boolean) {
  if (on) element.dataset[key] = '';
  else delete element.dataset[key];
}
