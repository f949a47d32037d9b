/**
 * The demo console's vitals tab: this page's LCP, INP and CLS with their values and ratings, a
 * dash for one not measured yet, updated as web-vitals reports each change, in the current
 * language. web-vitals is replaced by a stand-in whose callbacks the test calls, as the browser's
 * observers would.
 */
import { act, screen, within } from '@testing-library/react';
import type { MetricType } from 'web-vitals';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render';
import { closeConsole, D, openConsole, openTab } from './helpers';
import { fakeMetric } from '../helpers/webVitals';

const webVitals = vi.hoisted(() => ({ onLCP: vi.fn(), onINP: vi.fn(), onCLS: vi.fn() }));
vi.mock('web-vitals', () => webVitals);

/** web-vitals reporting `value` for a metric, to every callback registered for it. */
function report(name: 'LCP' | 'INP' | 'CLS', value: number, rating: MetricType['rating']) {
  const metric = fakeMetric(name, value, rating);
  act(() => {
    for (const [callback] of webVitals[`on${name}`].mock.calls) {
      (callback as (m: MetricType) => void)(metric);
    }
  });
}

/** The table's row of a metric, by the acronym it starts with. */
function row(table: HTMLElement, name: string) {
  return within(table).getByRole('row', { name: new RegExp(`^${name}\\b`) });
}

/** The row's cells as a person reads them: metric, value, rating. */
function cells(table: HTMLElement, name: string) {
  return within(row(table, name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the vitals tab of the demo console', () => {
  it("shows this page's LCP, INP and CLS with their ratings as they change", async () => {
    const { user } = renderApp({ route: '/home' });
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'vitals');
    const table = within(panel).getByRole('table', { name: D('vitals.caption') });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([D('vitals.metric'), D('vitals.value'), D('vitals.rating')]);
    // The acronyms as they are, each with what it measures in words and its full name on hover.
    const lcp = within(table).getByRole('rowheader', { name: `LCP ${D('vitals.names.LCP')}` });
    expect(within(lcp).getByTitle('Largest Contentful Paint')).toHaveTextContent('LCP');

    // Nothing measured yet: a dash each.
    for (const name of ['LCP', 'INP', 'CLS']) {
      expect(cells(table, name)).toEqual(['—', D('vitals.notYet')]);
    }
    // Every change is shown, not only the final value.
    for (const on of Object.values(webVitals)) {
      expect(on).toHaveBeenCalledWith(expect.any(Function), { reportAllChanges: true });
    }

    report('LCP', 1200, 'good');
    expect(cells(table, 'LCP')).toEqual(['1,2 წმ', D('vitals.ratings.good')]);
    expect(cells(table, 'INP')).toEqual(['—', D('vitals.notYet')]);
    report('LCP', 2640, 'needs-improvement');
    report('INP', 96, 'good');
    report('CLS', 0.3, 'poor');
    expect(cells(table, 'LCP')).toEqual(['2,64 წმ', D('vitals.ratings.needsImprovement')]);
    expect(cells(table, 'INP')).toEqual(['96 მწმ', D('vitals.ratings.good')]);
    expect(cells(table, 'CLS')).toEqual(['0,30', D('vitals.ratings.poor')]);
    expect(within(row(table, 'CLS')).getByText(D('vitals.ratings.poor'))).toHaveClass('bg-danger');

    // Closed and opened again, in English: the same figures, in its words, observed only once.
    await closeConsole(user);
    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    const footer = within(screen.getByRole('contentinfo'));
    await user.click(await footer.findByRole('button', { name: 'Demo console' }));
    const again = await screen.findByRole('dialog', { name: 'Demo console' });
    const tableEn = within(again).getByRole('table', { name: 'Web vitals of this page' });
    expect(cells(tableEn, 'LCP')).toEqual(['2.64 s', 'needs improvement']);
    expect(cells(tableEn, 'INP')).toEqual(['96 ms', 'good']);
    expect(cells(tableEn, 'CLS')).toEqual(['0.30', 'poor']);
    expect(webVitals.onLCP).toHaveBeenCalledTimes(1);
  });
});
