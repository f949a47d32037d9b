import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import type { FlightNote } from '@/api';
import { i18n } from '@/i18n';
import { renderApp } from '../render';
import { failing, KA, makeFlights, pending, quietPopup, serveFlights } from './helpers';

/** A date as Intl writes it in a language: "1 ნოემბერი, 2026", "1 ноября 2026 г.". */
const longDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
const ka = (day: string) => longDate('ka-GE', `${day}T12:00:00Z`);

/** The desktop table of flights. */
const flightTable = () => screen.getByRole('table', { name: 'რეისები' });
/** Rows of the table body. */
const bodyRows = () => within(flightTable()).getAllByRole('row').slice(1);

describe('flight schedule', () => {
  beforeEach(() => quietPopup());

  it('states the weekly flights: China 3, Turkey 2, USA 2', async () => {
    serveFlights(makeFlights(3));
    renderApp({ route: '/schedule' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'რეისების განრიგი' }),
    ).toBeInTheDocument();
    const weekly = (name: string) =>
      screen.getByText(name, { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(weekly('ჩინეთი')).toHaveTextContent('კვირაში 3 რეისი');
    expect(weekly('თურქეთი')).toHaveTextContent('კვირაში 2 რეისი');
    expect(weekly('აშშ')).toHaveTextContent('კვირაში 2 რეისი');
  });

  it('loads 10 flights, then 10 more on demand while fewer than the total are loaded', async () => {
    const calls = serveFlights(makeFlights(25));
    const { user } = renderApp({ route: '/schedule' });
    await screen.findByRole('table', { name: 'რეისები' });
    expect(bodyRows()).toHaveLength(10);
    // Pages asked for, each once; the first page may be asked again when the data layer is told
    // the server's data changed (another test file of the worker may say so).
    const pages = () => [...new Set(calls)];
    expect(pages()).toEqual(['0/10']);

    await user.click(screen.getByRole('button', { name: KA.showMore }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(pages()).toEqual(['0/10', '10/10']);

    await user.click(screen.getByRole('button', { name: KA.showMore }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(pages()).toEqual(['0/10', '10/10', '20/10']);
    expect(calls.filter((page) => page !== '0/10')).toEqual(['10/10', '20/10']);
    expect(screen.queryByRole('button', { name: KA.showMore })).not.toBeInTheDocument();
    // The mobile cards carry the same flights.
    expect(screen.getAllByRole('heading', { level: 3, name: /^რეისი TST-\d{3}$/ })).toHaveLength(
      25,
    );
  });

  it('shows flight number, country flag, note and the three dates; a missing date as the brief’s dash, read as “not known yet”', async () => {
    serveFlights(makeFlights(6));
    renderApp({ route: '/schedule' });
    await screen.findByRole('table', { name: 'რეისები' });
    const cells = (index: number) =>
      within(bodyRows()[index]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const header = (index: number) => within(bodyRows()[index]!).getByRole('rowheader').textContent;

    // The country under the flight's number.
    expect(header(0)).toBe('TST-001ჩინეთი');
    expect(cells(0)).toEqual([
      'განრიგის მიხედვით',
      ka('2026-11-01'),
      ka('2026-12-01'),
      ka('2026-12-01'),
    ]);
    expect(bodyRows()[0]!.querySelector('img.country-flag')).not.toBeNull();
    expect(header(1)).toBe('TST-002აშშ');
    // The dash is what the eye reads; a screen reader reads "not known yet".
    const missing = `—${'ჯერ უცნობია'}`;
    expect(cells(1)).toEqual(['ჩამოფრინდა', ka('2026-11-02'), ka('2026-12-02'), missing]);
    const arrival = within(bodyRows()[1]!).getAllByRole('cell')[3]!;
    expect(arrival).toHaveAccessibleName('ჯერ უცნობია');
    expect(within(arrival).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(arrival).getByText('ჯერ უცნობია')).toHaveClass('visually-hidden');
    expect(header(2)).toBe('TST-003თურქეთი');
    expect(cells(2)).toEqual([
      'ჩამოფრინდა 1 დღით ადრე',
      ka('2026-11-03'),
      ka('2026-12-03'),
      ka('2026-12-03'),
    ]);
    expect(within(bodyRows()[0]!).getByText(ka('2026-11-01'))).toHaveAttribute(
      'dateTime',
      '2026-11-01T12:00:00Z',
    );
    expect(header(3)).toBe('TST-004ჩინეთი');
    expect(cells(3)[1]).toBe(missing);
    expect(cells(5)[0]).toBe('დაგეგმილი'); // no note: a planned flight
    // The mobile cards: flag, flight number, country, note and dates.
    const card = screen
      .getByRole('heading', { level: 3, name: 'რეისი TST-002' })
      .closest('li') as HTMLElement;
    expect(card.querySelector('img.country-flag')).not.toBeNull();
    expect(card).toHaveTextContent('აშშ');
    expect(card).toHaveTextContent('ჩამოფრინდა');
    expect(within(card).getByText('ჩამოფრენა').nextSibling).toHaveTextContent(missing);
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
    expect(screen.getByText('3 рейса в неделю')).toBeInTheDocument();
    expect(screen.getAllByText('2 рейса в неделю')).toHaveLength(2);
  });

  it('words the weekly flights with the Russian plural of each count: 1, 2, 5, 21', () => {
    const ru = (count: number) => i18n.t('flights.weekly', { lng: 'ru', count });
    expect([1, 2, 5, 21].map(ru)).toEqual([
      '1 рейс в неделю',
      '2 рейса в неделю',
      '5 рейсов в неделю',
      '21 рейс в неделю',
    ]);
    const short = (count: number) => i18n.t('home:home.weeklyShort', { lng: 'ru', count });
    expect([1, 2, 5, 21].map(short)).toEqual([
      '1 раз в неделю',
      '2 раза в неделю',
      '5 раз в неделю',
      '21 раз в неделю',
    ]);
    const en = (count: number) => i18n.t('flights.weekly', { lng: 'en', count });
    expect([1, 2].map(en)).toEqual(['1 flight a week', '2 flights a week']);
    const georgian = (count: number) => i18n.t('flights.weekly', { lng: 'ka', count });
    expect([1, 2].map(georgian)).toEqual(['კვირაში 1 რეისი', 'კვირაში 2 რეისი']);
  });

  it('writes the dates in the language of the page', async () => {
    serveFlights(makeFlights(1));
    await i18n.changeLanguage('ru');
    renderApp({ route: '/schedule' });
    const table = await screen.findByRole('table', { name: 'Рейсы' });
    expect(longDate('ru-RU', '2026-11-01T12:00:00Z')).toBe('1 ноября 2026 г.');
    expect(within(table).getByText('1 ноября 2026 г.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await within(table).findByText('1 November 2026')).toBeInTheDocument();
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
