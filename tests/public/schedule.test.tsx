import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import type { FlightNote } from '@/api';
import { i18n } from '@/i18n';
import { renderApp } from '../render';
import { failing, KA, makeFlights, pending, quietPopup, serveFlights } from './helpers';

/** The desktop table of flights. */
const flightTable = () => screen.getByRole('table', { name: 'რეისები' });
/** Rows of the table body. */
const bodyRows = () => within(flightTable()).getAllByRole('row').slice(1);

describe('flight schedule', () => {
  beforeEach(() => quietPopup());

  it('states the weekly flights: China 3, Turkey 2, USA 2', async () => {
    serveFlights(makeFlights(3));
    renderApp({ route: '/schedule' });
    expect(screen.getByRole('heading', { level: 1, name: 'ფრენების განრიგი' })).toBeInTheDocument();
    const weekly = (name: string) =>
      screen.getByText(name, { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(weekly('ჩინეთი')).toHaveTextContent('რეისები კვირაში: 3');
    expect(weekly('თურქეთი')).toHaveTextContent('რეისები კვირაში: 2');
    expect(weekly('აშშ')).toHaveTextContent('რეისები კვირაში: 2');
  });

  it('loads 10 flights, then 10 more on demand while fewer than the total are loaded', async () => {
    const calls = serveFlights(makeFlights(25));
    const { user } = renderApp({ route: '/schedule' });
    await screen.findByRole('table', { name: 'რეისები' });
    expect(bodyRows()).toHaveLength(10);
    expect(calls).toEqual(['0/10']);

    await user.click(screen.getByRole('button', { name: KA.showMore }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(calls).toEqual(['0/10', '10/10']);

    await user.click(screen.getByRole('button', { name: KA.showMore }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(calls).toEqual(['0/10', '10/10', '20/10']);
    expect(screen.queryByRole('button', { name: KA.showMore })).not.toBeInTheDocument();
    // The mobile cards carry the same flights.
    expect(screen.getAllByRole('heading', { level: 3, name: /^რეისი TST-\d{3}$/ })).toHaveLength(
      25,
    );
  });

  it('shows flight number, country flag, note and the three dates; missing dates as dashes', async () => {
    serveFlights(makeFlights(6));
    renderApp({ route: '/schedule' });
    await screen.findByRole('table', { name: 'რეისები' });
    const cells = (index: number) =>
      within(bodyRows()[index]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const header = (index: number) => within(bodyRows()[index]!).getByRole('rowheader').textContent;

    expect(header(0)).toBe('TST-001');
    expect(cells(0)).toEqual([
      'ჩინეთი',
      'განრიგის მიხედვით',
      '2026-11-01',
      '2026-12-01',
      '2026-12-01',
    ]);
    expect(bodyRows()[0]!.querySelector('svg.country-flag')).not.toBeNull();
    expect(cells(1)).toEqual(['აშშ', 'ჩამოფრინდა', '2026-11-02', '2026-12-02', '— —ჯერ უცნობია']);
    expect(cells(2)).toEqual([
      'თურქეთი',
      'ჩამოფრინდა 1 დღით ადრე',
      '2026-11-03',
      '2026-12-03',
      '2026-12-03',
    ]);
    expect(cells(3)[0]).toBe('ჩინეთი');
    expect(cells(3)[2]).toBe('— —ჯერ უცნობია');
    expect(cells(5)[1]).toBe('—'); // no note
    // The mobile cards: flag, flight number, country, note and dates.
    const card = screen
      .getByRole('heading', { level: 3, name: 'რეისი TST-002' })
      .closest('li') as HTMLElement;
    expect(card.querySelector('svg.country-flag')).not.toBeNull();
    expect(card).toHaveTextContent('აშშ');
    expect(card).toHaveTextContent('ჩამოფრინდა');
    expect(within(card).getByText('ჩამოფრენა').nextSibling).toHaveTextContent('— —ჯერ უცნობია');
  });

  it('words the early arrivals with the right Russian plural forms', async () => {
    const flights = [1, 2, 3, 5, 10].map((n, i) => ({
      ...makeFlights(1)[0]!,
      _id: `e${n}`,
      flightId: `E-${n}`,
      additionalText: `FLIGHT_ARRIVED_EARLY_${n}` as FlightNote,
      countryId: (['1', '2', '3'] as const)[i % 3]!,
    }));
    serveFlights(flights);
    await i18n.changeLanguage('ru');
    renderApp({ route: '/schedule' });
    const table = await screen.findByRole('table', { name: 'Рейсы' });
    for (const text of [
      'Прибыл на 1 день раньше',
      'Прибыл на 2 дня раньше',
      'Прибыл на 3 дня раньше',
      'Прибыл на 5 дней раньше',
      'Прибыл на 10 дней раньше',
    ]) {
      expect(within(table).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Рейсов в неделю: 3')).toBeInTheDocument();
  });

  it('reads the seeded flights from the mock backend', async () => {
    renderApp({ route: '/schedule' });
    await screen.findByRole('table', { name: 'რეისები' });
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().length).toBeLessThanOrEqual(10);
  });

  it('shows the loading state', async () => {
    pending('*/api/flight/gets/:skip/:limit');
    renderApp({ route: '/schedule' });
    expect(await screen.findByText(KA.loading)).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    failing('*/api/flight/gets/:skip/:limit');
    const { user } = renderApp({ route: '/schedule' });
    expect(await screen.findByText(KA.error)).toBeInTheDocument();
    serveFlights(makeFlights(2));
    await user.click(screen.getByRole('button', { name: 'ხელახლა ცდა' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it('shows the empty state', async () => {
    server.use(
      http.get('*/api/flight/gets/:skip/:limit', () =>
        HttpResponse.json({ success: true, flight: [], count: 0 }),
      ),
    );
    renderApp({ route: '/schedule' });
    expect(await screen.findByText('დაგეგმილი რეისები ჯერ არ არის.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
