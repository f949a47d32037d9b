import { useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * Whether an element has come within a quarter of a screen of the viewport, or the visitor has
 * pressed Tab anywhere on the page; once true, it stays true. A screen's parts below the fold
 * render their content when the visitor scrolls towards them instead of while the page loads
 * (docs/performance.md#why-the-first-load-is-built-as-it-is); their data is asked for at once all
 * the same. Tab counts so that a keyboard, however fast, never tabs past a part not yet built:
 * the part renders before the browser moves the focus. A click does not count: the page would
 * grow under the pointer between the press and the release.
 * Without IntersectionObserver everything renders at once.
 *
 * Returns a ref callback for the element, and whether it is near.
 */
export function useNearViewport() {
  const [tabbed, setTabbed] = useState(false);
  useEffect(() => {
    if (tabbed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setTabbed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tabbed]);
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: '25% 0px',
    fallbackInView: true,
    skip: tabbed,
  });
  return [ref, inView || tabbed] as const;
}
