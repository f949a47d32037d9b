import { useRef } from 'react';

/**
 * A box whose content changes under the keyboard focus (a list whose paid flight loses its Pay
 * button, whose deleted parcel loses its row) keeps the focus: when what had it is removed and the
 * focus has fallen to the page, the box takes it (it needs tabIndex={-1}), so that it shows and
 * the next Tab goes on from there (docs/product.md#layout). Watched with a MutationObserver, since
 * not every browser reports a focused element's removal as a blur.
 *
 * Returns a ref callback for the box.
 */
export function useKeepFocus<T extends HTMLElement>() {
  const cleanup = useRef<(() => void) | null>(null);
  return (box: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!box || typeof MutationObserver !== 'function') return;
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      const page = document.activeElement === null || document.activeElement === document.body;
      if (focused && !focused.isConnected && page) box.focus({ preventScroll: true });
      if (focused && !focused.isConnected) focused = null;
    });
    box.addEventListener('focusin', onFocusIn);
    observer.observe(box, { childList: true, subtree: true });
    cleanup.current = () => {
      box.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  };
}
