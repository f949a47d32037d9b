import { createElement, lazy, use, useState, type ComponentType } from 'react';
import { i18n } from '@/i18n';
import type { Namespace } from '@/i18n/resources';
import { useAppStore } from './hooks';
import { apiReady } from './store';

export interface LazyPartOptions {
  /**
   * The translation namespaces the part uses beyond the first screen's (src/i18n/resources.ts).
   * They are fetched in the current language beside the part's code, not once it renders and
   * finds them missing: one round trip instead of two before it shows. A namespace left out
   * still loads, later (the part suspends for it); one listed needlessly costs a small download.
   */
  namespaces?: readonly Namespace[];
}

/**
 * A lazily loaded part that talks to the server (a route's screen, the panels, the popup, the
 * parts of the first screen that show server data). Its chunk needs RTK Query, which is not in
 * the shell; having the code is not enough, though: it renders only once the data layer has
 * joined this store (reducer and middleware, see store.ts), so no request is ever dispatched to a
 * store that cannot handle it. Until then the nearest Suspense boundary shows its fallback (or,
 * over a prerendered page, keeps the server's HTML). Load every such part through this, never
 * with a bare React.lazy.
 */
export function lazyWithApi<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { namespaces = [] }: LazyPartOptions = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    if (!loading) {
      // Words that fail to load do not fail the part: it then suspends for them itself.
      const words = namespaces.length ? i18n.loadNamespaces([...namespaces]).catch(() => {}) : null;
      loading = words ? Promise.all([load(), words]).then(([Component]) => Component) : load();
      loading.then(
        (Component) => (loaded = Component),
        () => {}, // a failure is React.lazy's to show (the route's error boundary)
      );
    }
    return loading;
  };
  const Lazy = lazy(() => start().then((Component) => ({ default: Component })));
  function WithApi(props: P) {
    // The part's code downloads beside the data layer, not after it has joined the store.
    void start();
    // For a given store, use() on every render or on none: React replays a part that suspended
    // and expects the same calls again.
    const ready = apiReady(useAppStore());
    if (ready) use(ready);
    // Code that is in already (see preload) renders in this very commit; React.lazy would suspend
    // for a moment, show the fallback and then hold the part back for React's 300 ms between
    // reveals. Chosen once per instance: another component type later would mount it anew.
    const [Part] = useState(() => loaded ?? Lazy);
    return createElement(Part as ComponentType<P>, props);
  }
  /** Fetches the part's code (and words) before anything renders it. */
  WithApi.preload = start;
  return WithApi;
}
