import { useInView } from 'react-intersection-observer';

/**
 * Whether an element has come within a quarter of a screen of the viewport; once it has, it stays
 * true. A screen's parts below the fold render their content when the visitor scrolls towards
 * them instead of while the page loads (docs/performance.md#why-the-first-load-is-built-as-it-is);
 * their data is asked for at once all the same. Without IntersectionObserver everything renders at
 * once.
 *
 * Returns a ref callback for the element, and whether it is near.
 */
export function useNearViewport() {
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: '25% 0px',
    fallbackInView: true,
  });
  return [ref, inView] as const;
}
