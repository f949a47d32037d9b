import { env } from '@/config/env';
import { observeVitals, type Vital } from '@/shared/webVitals';
import { whenLoadedAndIdle } from '@/shared/whenLoadedAndIdle';

/**
 * Field data: each visitor's LCP, INP and CLS, sent to VITE_VITALS_URL, one beacon per metric.
 * Off unless that URL is set. Beacons obey the Content-Security-Policy's connect-src: a URL on
 * another origin must be named there (the build makes the policy, in scripts/vite-plugins.ts).
 */

/** The JSON body of one beacon. */
export interface VitalBeacon {
  name: Vital['name'];
  /** LCP and INP in milliseconds, CLS a unitless score, as web-vitals measured them. */
  value: number;
  rating: Vital['rating'];
  /** web-vitals' id of this page view's metric: a collector keeps the last report per id. */
  id: string;
  navigationType: Vital['navigationType'];
  /** The path the page was loaded at, without query or hash (they may carry tokens). */
  path: string;
  /** "demo": the mock backend ran in the browser, so the figures are not the real site's. */
  mode: 'demo' | 'production';
}

/**
 * Starts reporting, once the page has loaded and the browser is idle: the library and its
 * observers then never compete with the first paint, and its observers are buffered, so
 * starting late still gets LCP and CLS. Each metric is sent once, with its final value (when
 * the page is hidden, or for LCP at the first input), as web-vitals reports it by default.
 *
 * Call it once, at startup. main.tsx is meant to import this module dynamically behind a literal
 * `import.meta.env.VITE_VITALS_URL` check, as it does: a build without the URL then holds none
 * of it, and one with it adds only that line to the first load. `url` is for tests; the app
 * passes nothing.
 */
export function reportWebVitals(url: string = env.vitalsUrl): void {
  if (!url || typeof navigator === 'undefined' || !('sendBeacon' in navigator)) return;
  // The document's path, read now: LCP belongs to the page that was loaded, and INP and CLS are
  // counted over the whole visit, so all three are filed under where the visit began, however
  // far the app's own navigation took the visitor before the page was hidden.
  const path = location.pathname;
  const mode = env.apiMocking ? 'demo' : 'production';
  whenLoadedAndIdle(() => {
    observeVitals((vital) => {
      const beacon: VitalBeacon = { ...vital, path, mode };
      // A string goes as text/plain, which needs no CORS preflight on another origin (a JSON
      // Blob would). A beacon the browser refuses (its queue is full) is lost: field data is
      // a sample, and a retry at page hide has nowhere to run.
      navigator.sendBeacon(url, JSON.stringify(beacon));
    }).catch(() => {
      // The chunk did not load (offline, or replaced by a deploy): this visit sends no vitals.
    });
  });
}
