/**
 * Field data (src/app/vitals.ts): with VITE_VITALS_URL set, each of LCP, INP and CLS goes to it
 * as one beacon of JSON, once the page has loaded; unset, nothing is loaded or sent. web-vitals
 * is replaced by a stand-in whose callbacks the test calls, as the browser's observers would.
 */
import type { MetricType } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMetric } from '../helpers/webVitals';

const webVitals = vi.hoisted(() => ({ onLCP: vi.fn(), onINP: vi.fn(), onCLS: vi.fn() }));
vi.mock('web-vitals', () => webVitals);

const VITALS_URL = 'https://vitals.example.ge/collect';

/** Calls every callback registered with `on`, like the browser's observer reporting. */
function report(on: (typeof webVitals)['onLCP'], value: MetricType) {
  for (const [callback] of on.mock.calls) (callback as (m: MetricType) => void)(value);
}

/** The app's reporter, loaded afresh with VITE_VITALS_URL as given. */
async function loadReporter(vitalsUrl: string | undefined) {
  vi.resetModules();
  vi.stubEnv('VITE_VITALS_URL', vitalsUrl);
  return (await import('@/app/vitals')).reportWebVitals;
}

const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
/** Each beacon sent: its URL and its body read as JSON. */
const beacons = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(String(body)) as unknown }));

describe('the web vitals reporter', () => {
  beforeEach(() => {
    // jsdom has no sendBeacon.
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.history.replaceState(null, '', '/parcels?token=secret#arrived');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    sendBeacon.mockClear();
    for (const on of Object.values(webVitals)) on.mockReset();
    vi.unstubAllEnvs();
    window.history.replaceState(null, '', '/');
  });

  it('sends one beacon per metric, as JSON, to VITE_VITALS_URL once the page has loaded', async () => {
    const reportWebVitals = await loadReporter(VITALS_URL);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    reportWebVitals();
    // Not before the load event: the library must not compete with the first paint. (A wait in
    // a check that nothing happens: long enough for the stand-in library to load had it not.)
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(webVitals.onLCP).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(webVitals.onCLS).toHaveBeenCalledTimes(1));
    // Final values only, web-vitals' default: one report per metric and page view.
    for (const on of Object.values(webVitals)) {
      expect(on).toHaveBeenCalledWith(expect.any(Function), { reportAllChanges: false });
    }

    report(webVitals.onLCP, fakeMetric('LCP', 1234.5, 'good'));
    report(webVitals.onINP, fakeMetric('INP', 320, 'needs-improvement'));
    report(webVitals.onCLS, fakeMetric('CLS', 0.31, 'poor'));

    const common = { navigationType: 'navigate', path: '/parcels', mode: 'demo' };
    expect(beacons()).toEqual([
      {
        url: VITALS_URL,
        body: { name: 'LCP', value: 1234.5, rating: 'good', id: 'v6-LCP-1', ...common },
      },
      {
        url: VITALS_URL,
        body: { name: 'INP', value: 320, rating: 'needs-improvement', id: 'v6-INP-1', ...common },
      },
      {
        url: VITALS_URL,
        body: { name: 'CLS', value: 0.31, rating: 'poor', id: 'v6-CLS-1', ...common },
      },
    ]);
  });

  it('loads and sends nothing when VITE_VITALS_URL is empty or unset', async () => {
    for (const unset of ['', undefined]) {
      const reportWebVitals = await loadReporter(unset);
      reportWebVitals();
      // A reporter given a URL, started after it, is the witness: by the time its observers are
      // registered, the first one's would have been too (same steps, started earlier).
      reportWebVitals('https://witness.example.ge/');
      await vi.waitFor(() => expect(webVitals.onLCP).toHaveBeenCalled());
      expect(webVitals.onLCP).toHaveBeenCalledTimes(1);
      report(webVitals.onLCP, fakeMetric('LCP', 900, 'good'));
      expect(beacons().map(({ url }) => url)).toEqual(['https://witness.example.ge/']);
      sendBeacon.mockClear();
      for (const on of Object.values(webVitals)) on.mockReset();
    }
  });
});
