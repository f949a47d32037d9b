import type { MetricType } from 'web-vitals';

/** A report as web-vitals makes it, for a metric measured at `value`. */
export function fakeMetric(
  name: 'LCP' | 'INP' | 'CLS',
  value: number,
  rating: MetricType['rating'],
): MetricType {
  return {
    name,
    value,
    rating,
    delta: value,
    id: `v6-${name}-1`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  } as unknown as MetricType;
}
