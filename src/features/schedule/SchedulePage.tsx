import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { AirplaneFill } from '@/shared/icons/AirplaneFill';
import { CalendarX } from '@/shared/icons/CalendarX';
import { useTranslation } from 'react-i18next';
import { useGetFlightsQuery, useLazyGetFlightsQuery, type Flight, type FlightNote } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { formatLongDate } from '@/shared/format';
import { CountryFlag } from '@/shared/components/CountryFlag';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  ShowMoreButton,
} from '@/shared/components/ListState';
import { PageHeading } from '@/shared/components/PageHeading';
import { useLoadMore } from '@/shared/hooks/useLoadMore';
import { DataAge } from '@/shared/components/DataAge';
import { IconHeading } from '@/shared/components/IconHeading';
import '@/styles/public.css';

/** Flights per load (docs/product.md#limits-and-sizes). */
export const FLIGHTS_PAGE_SIZE = 10;

/** Regular flights a week (docs/product.md#1-what-the-portal-does). */
const WEEKLY = [
  { country: '1', key: 'china', count: 3 },
  { country: '3', key: 'turkey', count: 2 },
  { country: '2', key: 'usa', count: 2 },
] as const;

const COUNTRY_KEY = { '1': 'china', '2': 'usa', '3': 'turkey' } as const;

/**
 * Flight schedule (docs/product.md#flight-schedule): the weekly flights, then the flights as a
 * table on wide screens (xl and up, where its six columns fit without scrolling) and as cards
 * below, 10 at a time with Show more.
 */
export function SchedulePage() {
  const { t } = useTranslation('schedule');
  const first = useGetFlightsQuery({ skip: 0, limit: FLIGHTS_PAGE_SIZE });
  const [fetchFlights] = useLazyGetFlightsQuery();
  const firstPage = first.data ? { items: first.data.flight, count: first.data.count } : undefined;
  const fetchPage = (skip: number) =>
    fetchFlights({ skip, limit: FLIGHTS_PAGE_SIZE }, true)
      .unwrap()
      .then((page) => ({ items: page.flight, count: page.count }));
  const { items, hasMore, loadMore, loadingMore, loadMoreFailed, itemRef } = useLoadMore(
    firstPage,
    fetchPage,
  );

  return (
    <section className="public-page">
      <PageHeading>{t('schedule.title')}</PageHeading>
      <p className="lead-text">{t('schedule.lead')}</p>

      <h2 className="visually-hidden">{t('schedule.weeklyTitle')}</h2>
      <Row xs={3} className="g-2 g-sm-3 mb-4">
        {WEEKLY.map(({ country, key, count }) => (
          <Col key={key}>
            <Card className="content-card weekly-card h-100">
              <Card.Body className="d-flex flex-column flex-sm-row align-items-center gap-2 gap-sm-3 text-center text-sm-start">
                <CountryFlag country={country} className="country-flag-lg" />
                <dl className="mb-0">
                  <dt className="fw-semibold">{t(`countries.${key}`)}</dt>
                  <dd className="mb-0 text-body-secondary">{t('flights.weekly', { count })}</dd>
                </dl>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>

      <Card className="content-card">
        <Card.Body>
          <IconHeading icon={<AirplaneFill />} className="h5 mb-3">
            {t('schedule.flightsTitle')}
          </IconHeading>
          <DataAge fulfilledAt={first.fulfilledTimeStamp} />
          {first.isLoading ? (
            <LoadingState />
          ) : first.isError ? (
            <ErrorState onRetry={() => void first.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState icon={<CalendarX size={32} aria-hidden />}>
              {t('schedule.empty')}
            </EmptyState>
          ) : (
            <>
              <FlightTable flights={items} itemRef={itemRef} />
              <FlightCards flights={items} itemRef={itemRef} />
              {loadMoreFailed && <ErrorState />}
              {hasMore && <ShowMoreButton loading={loadingMore} onClick={() => void loadMore()} />}
            </>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}

/** Where "Show more" puts the focus: the element of its first new item (useLoadMore). */
type ItemRef = (id: string) => (element: HTMLElement | null) => void;

function FlightTable({ flights, itemRef }: { flights: Flight[]; itemRef: ItemRef }) {
  const { t } = useTranslation('schedule');
  return (
    <div className="d-none d-xl-block">
      <Table hover className="flight-table align-middle mb-0">
        <caption className="visually-hidden">{t('schedule.flightsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('schedule.flight')}</th>
            <th scope="col">{t('schedule.note')}</th>
            <th scope="col">{t('schedule.departure')}</th>
            <th scope="col">{t('schedule.estimated')}</th>
            <th scope="col">{t('schedule.arrival')}</th>
          </tr>
        </thead>
        <tbody>
          {flights.map((flight) => (
            <tr key={flight._id} ref={itemRef(flight._id)}>
              {/* The country under the flight's number: the dates need the width (one line each). */}
              <th scope="row">
                <span className="d-block fw-semibold">{flight.flightId}</span>
                <span className="d-inline-flex align-items-center gap-2 small fw-normal text-body-secondary">
                  <CountryFlag country={flight.countryId} />
                  {t(`countries.${COUNTRY_KEY[flight.countryId]}`)}
                </span>
              </th>
              <td>
                <NoteBadge note={flight.additionalText} />
              </td>
              <td>
                <DateText iso={flight.startdAt} />
              </td>
              <td>
                <DateText iso={flight.estimatedAt} />
              </td>
              <td>
                <DateText iso={flight.endAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function FlightCards({ flights, itemRef }: { flights: Flight[]; itemRef: ItemRef }) {
  const { t } = useTranslation('schedule');
  return (
    <ul className="flight-cards list-unstyled d-xl-none mb-0">
      {flights.map((flight) => (
        <li key={flight._id} ref={itemRef(flight._id)} className="flight-card">
          <div className="d-flex justify-content-between align-items-center gap-2">
            <h3 className="h6 mb-0 d-flex align-items-center gap-2 text-nowrap">
              <CountryFlag country={flight.countryId} />
              {t('schedule.flight')} {flight.flightId}
            </h3>
            <span className="small text-body-secondary">
              {t(`countries.${COUNTRY_KEY[flight.countryId]}`)}
            </span>
          </div>
          {flight.additionalText && (
            <div className="mt-2">
              <NoteBadge note={flight.additionalText} />
            </div>
          )}
          <dl className="flight-card-dates mt-3 mb-0">
            <div>
              <dt>{t('schedule.departure')}</dt>
              <dd>
                <DateText iso={flight.startdAt} />
              </dd>
            </div>
            <div>
              <dt>{t('schedule.estimated')}</dt>
              <dd>
                <DateText iso={flight.estimatedAt} />
              </dd>
            </div>
            <div>
              <dt>{t('schedule.arrival')}</dt>
              <dd>
                <DateText iso={flight.endAt} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The schedule note: on time, arrived, or arrived N days early (N 1–10); a flight without one is
 * planned.
 */
export function NoteBadge({ note }: { note: FlightNote | null }) {
  const { t } = useTranslation('schedule');
  if (!note) {
    return (
      <Badge bg="secondary-subtle" text="body" className="flight-note border">
        {t('schedule.planned')}
      </Badge>
    );
  }
  return (
    <Badge bg={note === 'FLIGHT_ON_TIME' ? 'primary' : 'success'} className="flight-note">
      {t(`flightNotes.${note}`)}
    </Badge>
  );
}

/**
 * "22 November 2026" in the current language, or the brief's dash when the date is not known yet,
 * read out as "not known yet".
 */
function DateText({ iso }: { iso: string | null }) {
  const { t } = useTranslation('schedule');
  const lng = useLanguage();
  const text = formatLongDate(iso, lng, t);
  if (text) return <time dateTime={iso ?? undefined}>{text}</time>;
  return (
    <span className="date-missing">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('schedule.noDate')}</span>
    </span>
  );
}
