import { useDeferredValue, useState, type KeyboardEvent, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetParcelsQuery, type ParcelStatus, type ProductCounts } from '@/api';
import { SENDING_COUNTRIES } from '@/shared/catalog';
import { ErrorState, LoadingState, ShowMoreButton } from '@/shared/components/ListState';
import { CountryFlag } from '@/shared/components/CountryFlag';
import { TrackingSearchField, useTrackingSearch } from '@/shared/components/TrackingSearch';
import { useKeepFocus } from '@/shared/hooks/useKeepFocus';
import { useScrollStrip } from '@/shared/hooks/useScrollStrip';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ParcelsEmpty } from './ParcelsEmpty';
import { addParcelPanel } from './panels';
import { ParcelGroups } from './ParcelGroups';
import { filterByCountry, groupParcels, type CountryFilter, type ParcelGroup } from './grouping';
import { selectLimit, shownMore } from './parcelsSlice';
import { PARCEL_TABS, tabFromHash } from './tabs';
import '@/styles/parcels.css';

export interface ParcelDashboardProps {
  /** What an unpaid flight group offers to pay it (the payments feature supplies it). */
  renderPay?: (group: ParcelGroup) => ReactNode;
}

/**
 * The customer's parcels (docs/product.md#parcel-lists): five tabs kept in the URL hash, each with
 * its count; the list's counts by country, which filter it; the parcels grouped by flight and
 * country; "Show more" while fewer are loaded than the total.
 */
export function ParcelDashboard({ renderPay }: ParcelDashboardProps) {
  const { t } = useTranslation('parcels');
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(location.hash);
  // The tab strip follows a change of tab at once; the list, the dashboard's largest part, follows
  // in a deferred render that yields to the browser (React's useDeferredValue), so the chosen tab
  // shows selected in the next frame and the old list stays, marked busy, until the new one is ready.
  const shownTab = useDeferredValue(tab);
  // On a phone the five tabs are wider than the screen: they scroll, with a fade where more are.
  const tabStrip = useScrollStrip<HTMLUListElement>();
  // A paid flight's Pay, a deleted parcel's row: the focus they had stays in the list.
  const keepFocus = useKeepFocus<HTMLDivElement>();

  function select(next: ParcelStatus) {
    if (next === tab && location.hash) return;
    // A new history entry per tab: back and forward move between tabs. The view stays where it is.
    void navigate({ hash: next }, { preventScrollReset: true });
  }

  function onTabKey(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -index,
      End: PARCEL_TABS.length - 1 - index,
    }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = PARCEL_TABS[(index + step + PARCEL_TABS.length) % PARCEL_TABS.length]!;
    select(next);
    document.getElementById(`parcel-tab-${next}`)?.focus();
  }

  return (
    <section className="parcel-dashboard" aria-labelledby="parcels-title">
      <h2 id="parcels-title" className="h4 section-title mb-3">
        {t('title')}
      </h2>
      <ul
        ref={tabStrip}
        className="nav nav-tabs parcel-tabs"
        role="tablist"
        aria-labelledby="parcels-title"
      >
        {PARCEL_TABS.map((status, index) => (
          <li className="nav-item" role="presentation" key={status}>
            <a
              id={`parcel-tab-${status}`}
              href={`#${status}`}
              role="tab"
              aria-selected={status === tab}
              aria-controls="parcel-tabpanel"
              tabIndex={status === tab ? 0 : -1}
              className={`nav-link ${status === tab ? 'active' : ''}`}
              onClick={(event) => {
                event.preventDefault();
                select(status);
              }}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t(`tabs.${status}`)} <TabCount status={status} />
            </a>
          </li>
        ))}
      </ul>
      <div
        ref={keepFocus}
        id="parcel-tabpanel"
        role="tabpanel"
        aria-labelledby={`parcel-tab-${shownTab}`}
        aria-busy={shownTab !== tab}
        className="parcel-tabpanel"
        tabIndex={-1}
      >
        {/* Keyed by tab: another tab, however it is reached (click, keys, back/forward),
            starts with its own state, unfiltered. */}
        <ParcelTab key={shownTab} status={shownTab} renderPay={renderPay} />
      </div>
    </section>
  );
}

/** A tab's count: the total of its list (one parcel is enough to learn it). */
function TabCount({ status }: { status: ParcelStatus }) {
  const { t } = useTranslation('parcels');
  const { data } = useGetParcelsQuery({ status, skip: 0, limit: 1 });
  if (!data) return null;
  return (
    <Badge pill bg="light" text="dark" className="parcel-tab-count">
      <span className="visually-hidden">{t('tabs.countLabel')} </span>
      {data.count.total}
    </Badge>
  );
}

/**
 * One tab's list, and the one place that decides how it loads: a page of parcels from the server
 * (docs/product.md#limits-and-sizes; "Show more" raises the limit in parcelsSlice), rendered in a
 * deferred pass (React's useDeferredValue), long lists windowed (useWindowRows). A search by
 * tracking number asks the server for the tab's matching parcels (`tracking`), so it finds one
 * among thousands not loaded yet; the typed text is read in a deferred pass, so typing stays quick.
 */
function ParcelTab({
  status,
  renderPay,
}: {
  status: ParcelStatus;
  renderPay: ParcelDashboardProps['renderPay'];
}) {
  const { t } = useTranslation('parcels');
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<CountryFilter>('all');
  const { text: search, setText: setSearch, query: tracking } = useTrackingSearch();
  const limit = useAppSelector((state) => selectLimit(state, status));
  const query = useGetParcelsQuery({ status, skip: 0, limit, tracking: tracking || undefined });
  // The store's updates render synchronously, in one task; the list, the dashboard's largest part,
  // renders its new data in a deferred pass that yields to the browser (input, paint) instead:
  // the loading state stays on screen until that pass is done.
  const { data, isLoading, isError, isFetching, refetch } = useDeferredValue(query);

  if (isLoading) return <LoadingState label={t('list.loading')} className="parcel-tab-loading" />;
  if (isError || !data) {
    return <ErrorState onRetry={() => void refetch()}>{t('list.error')}</ErrorState>;
  }
  if (data.count.total === 0 && tracking === '' && search === '') {
    return <ParcelsEmpty status={status} onDeclare={() => dispatch(panelOpened(addParcelPanel))} />;
  }

  const groups = groupParcels(filterByCountry(data.products, filter), data.flights, status);
  return (
    <>
      <TrackingSearchField
        id={`parcel-search-${status}`}
        label={t('list.search')}
        value={search}
        onChange={setSearch}
        className="parcel-search"
      />
      {data.count.total === 0 && tracking !== '' && (
        <p role="status">{t('list.notFound', { query: tracking })}</p>
      )}
      <CountryCounts count={data.count} filter={filter} onFilter={setFilter} />
      <ParcelGroups groups={groups} status={status} renderPay={renderPay} />
      {data.products.length < data.count.total && (
        <ShowMoreButton loading={isFetching} onClick={() => dispatch(shownMore(status))} />
      )}
    </>
  );
}

/** The list's counts (total, China, USA, Turkey, Greece); each filters the list. */
function CountryCounts({
  count,
  filter,
  onFilter,
}: {
  count: ProductCounts;
  filter: CountryFilter;
  onFilter: (filter: CountryFilter) => void;
}) {
  const { t } = useTranslation('parcels');
  const chips: {
    value: CountryFilter | 'greece';
    label: string;
    total: number;
    flag?: '1' | '2' | '3';
  }[] = [
    { value: 'all', label: t('counts.total'), total: count.total },
    ...SENDING_COUNTRIES.map((country) => ({
      value: country.id,
      label: t(`countries.${country.key}`),
      total: count[country.key],
      flag: country.id,
    })),
    // Greece only ever appears as a count (docs/product.md#parcel-lists); nothing can be filtered
    // by it.
    { value: 'greece', label: t('counts.greece'), total: count.greece },
  ];
  return (
    <div className="parcel-counts" role="group" aria-label={t('counts.label')}>
      {chips.map((chip) => {
        const selectable = chip.value !== 'greece' && (chip.value === 'all' || chip.total > 0);
        return (
          <Button
            key={chip.value}
            size="sm"
            variant={filter === chip.value ? 'primary' : 'outline-primary'}
            aria-pressed={filter === chip.value}
            disabled={!selectable}
            onClick={() => selectable && onFilter(chip.value as CountryFilter)}
          >
            {chip.flag && <CountryFlag country={chip.flag} className="me-1" />}
            {chip.label} <span className="fw-semibold">{chip.total}</span>
          </Button>
        );
      })}
    </div>
  );
}
