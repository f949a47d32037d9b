import type { MetricType } from 'web-vitals';

/**
 * The visitor's Core Web Vitals, measured in their browser by Google's `web-vitals` library:
 * LCP (when the main content appeared), INP (how fast the page answered taps, clicks and keys)
 * and CLS (how much the layout shifted). Both listeners use this module: the field reporter
 * (src/app/vitals.ts) and the demo console's vitals tab.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** One report of a metric: the parts of web-vitals' `Metric` that the portal uses. */
export interface Vital {
  name: VitalName;
  /** LCP and INP in milliseconds; CLS a unitless score. */
  value: number;
  rating: MetricType['rating'];
  /** Tells this page view's metric from another's (e.g. after a back/forward-cache restore). */
  id: string;
  navigationType: MetricType['navigationType'];
}

export interface ObserveOptions {
  /**
   * Report each change (the demo console shows the value as it grows) instead of only the final
   * value, which web-vitals reports when the page is hidden or, for LCP, at the first input.
   */
  reportAllChanges?: boolean;
}

/**
 * Loads web-vitals and calls `listener` with each report of LCP, INP and CLS. The library comes
 * with a dynamic import, as a chunk of its own: it is never part of the first load. Calling this
 * late is fine: the library's observers are buffered, so LCP and CLS still arrive in full; INP
 * misses only the quick interactions before it (the browser buffers only the slow ones, which are
 * the ones that decide INP).
 *
 * Each call registers its own observers and web-vitals offers no way to remove them, so a caller
 * calls this once per page (the console ignores reports after it unmounts). Rejects when the
 * chunk cannot be loaded (offline, or a deploy replaced it); callers treat that as no data.
 */
export async function observeVitals(
  listener: (vital: Vital) => void,
  options: ObserveOptions = {},
): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  // Only these fields reach the listener: the metric's `entries` hold DOM nodes, which a
  // listener keeping its last value would otherwise keep alive.
  const report = ({ name, value, rating, id, navigationType }: MetricType & { name: VitalName }) =>
    listener({ name, value, rating, id, navigationType });
  const opts = { reportAllChanges: options.reportAllChanges ?? false };
  onLCP(report, opts);
  onINP(report, opts);
  onCLS(report, opts);
}
