import { useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * Whether an element has come within a quarter of a screen of the viewport, or the visitor has
 * moved the focus anywhere on the page; once true, it stays true. A screen's parts below the fold
 * render their content when the visitor scrolls towards them instead of while the page loads
 * (docs/performance.md#why-the-first-load-is-built-as-it-is); their data is asked for at once all
 * the same. The focus counts so that a keyboard, however fast, never tabs past a part not yet
 * built. Without IntersectionObserver everything renders at once.
 *
 * Returns a ref callback for the element, and whether it is near.
 */
export function useNearViewport() {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (focused) return;
    const show = () => setFocused(true);
    document.addEventListener('focusin', show);
    return () => document.removeEventListener('focusin', show);
  }, [focused]);
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: '25% 0px',
    fallbackInView: true,
    skip: focused,
  });
  return [ref, inView || focused] as const;
}
