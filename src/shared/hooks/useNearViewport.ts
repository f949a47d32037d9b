import { useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/** The keys that move the focus or the page past what lies between: Tab, End, Page Down. */
const FAR_KEYS = new Set(['Tab', 'End', 'PageDown']);

/**
 * Whether an element has come within a quarter of a screen of the viewport, or the visitor has
 * pressed Tab, End or Page Down anywhere on the page; once true, it stays true. A screen's parts
 * below the fold render their content when the visitor scrolls towards them instead of while the
 * page loads (docs/performance.md#why-the-first-load-is-built-as-it-is); their data is asked for
 * at once all the same. Those keys count because the part renders in their keydown, before the
 * browser acts on them: a keyboard, however fast, never tabs past a part not yet built, and End
 * lands at the page's real end rather than where it was before the parts grew. A click does not
 * count: the page would grow under the pointer between the press and the release.
 * Without IntersectionObserver everything renders at once.
 *
 * Returns a ref callback for the element, and whether it is near.
 */
export function useNearViewport() {
  const [keyed, setKeyed] = useState(false);
  useEffect(() => {
    if (keyed) return;
    const onKey = (event: KeyboardEvent) => {
      if (FAR_KEYS.has(event.key)) setKeyed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keyed]);
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: '25% 0px',
    fallbackInView: true,
    skip: keyed,
  });
  return [ref, inView || keyed] as const;
}
