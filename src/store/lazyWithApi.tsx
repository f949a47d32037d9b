import { createElement, lazy, use, type ComponentType } from 'react';
import { useAppStore } from './hooks';
import { apiAttaching } from './store';

/**
 * A part of a screen that shows server data, loaded lazily: its code comes with the data layer's
 * chunk (RTK Query), so the shell never waits for it. It renders once both its code and the
 * store's data layer are there; until then the nearest Suspense boundary shows its fallback (or,
 * over a prerendered page, keeps the server's HTML).
 */
export function lazyWithApi<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function WithApi(props: P) {
    const attaching = apiAttaching(useAppStore());
    if (attaching) use(attaching);
    return createElement(Lazy as ComponentType<P>, props);
  }
  return WithApi;
}
