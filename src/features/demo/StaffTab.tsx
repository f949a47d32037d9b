import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ParcelStatus } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { formatGel } from '@/shared/format';
import { TrackingSearchField, useTrackingSearch } from '@/shared/components/TrackingSearch';
import { matchesTracking } from '@/shared/rules';
import { useDemoGetCustomerQuery } from './demoApi';
import { useToggleCustoms } from './staff/customs';
import { useFlightEdits } from './staff/edits';
import { canSetFee, FeeHint, useSetFee } from './staff/fee';
import { FlightRow } from './staff/FlightRow';
import { HandOverAllButton, useHandOver } from './staff/handOver';
import { useLandFlight } from './staff/land';
import { ParcelRow } from './staff/ParcelRow';
import { useReceive, WeightHint } from './staff/receive';
import { ShipAllButton, useShip } from './staff/ship';
import { useStaffAct } from './staff/useStaffAct';

const STAGES: readonly ParcelStatus[] = ['waiting', 'stock', 'sent', 'arrived', 'obtained'];
/** Rows shown at once: a customer may have 10,000 parcels; the newest come first. */
const SHOWN = 50;

/**
 * The staff simulator for the chosen customer: their parcels at one stage (read with `status`,
 * so 10,000 parcels never load at once) with what staff do at that stage, and their flights. A
 * search by tracking number narrows the stage's parcels; it filters in a deferred pass (React's
 * useDeferredValue), so typing stays quick with 10,000 of them.
 * Each action refreshes every open screen of the app (see demoApi). The actions of each stage
 * live in ./staff; their typed values are kept here, so they survive a change of stage.
 */
export function StaffTab({
  axid,
  stage,
  onStage,
}: {
  axid: string;
  /** The stage shown: kept by the console, so it reopens where it was left. */
  stage: ParcelStatus;
  onStage: (stage: ParcelStatus) => void;
}) {
  // The rows name categories from the parcels namespace: both load before the tab shows.
  const { t } = useTranslation(['demo', 'parcels']);
  const lng = useLanguage();
  // currentData: another stage's (or customer's) parcels never show while this one loads.
  const {
    currentData: data,
    isFetching,
    isError,
    refetch,
  } = useDemoGetCustomerQuery({ axid, status: stage });
  const { act, pending, busy } = useStaffAct();
  const receiving = useReceive(axid, act);
  const pricing = useSetFee(axid, act);
  const ship = useShip(axid, act);
  const handOver = useHandOver(axid, act);
  const toggleCustoms = useToggleCustoms(axid, act);
  const land = useLandFlight(act);
  const toggleEdits = useFlightEdits(act);
  const handles = { receiving, pricing, ship, handOver, toggleCustoms };

  const { text: search, setText: setSearch, query } = useTrackingSearch();
  const all = data?.parcels;
  const parcels = useMemo(
    () => (all ?? []).filter((p) => matchesTracking(p.productOrderId, query)),
    [all, query],
  );
  const shown = parcels.slice(0, SHOWN);

  return (
    <div className="demo-staff">
      {data && (
        <p className="demo-summary">
          {t('customer.summary', {
            name: data.customer.name,
            axid: data.customer.AXID,
            balance: formatGel(data.customer.balance, lng),
            debt: formatGel(data.customer.debt, lng),
          })}
        </p>
      )}
      <div className="demo-toolbar">
        <Form.Group controlId="demo-stage">
          <Form.Label>{t('staff.stage')}</Form.Label>
          <Form.Select
            value={stage}
            onChange={(event) => onStage(event.target.value as ParcelStatus)}
          >
            {STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`stages.${s}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <TrackingSearchField
          id="demo-tracking-search"
          label={t('staff.search')}
          value={search}
          onChange={setSearch}
        />
        {stage === 'stock' && parcels.length > 0 && (
          <ShipAllButton ship={ship} busy={busy} pending={pending} />
        )}
        {stage === 'arrived' && parcels.length > 0 && (
          <HandOverAllButton handOver={handOver} busy={busy} pending={pending} />
        )}
      </div>

      {!data && isFetching ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="demo-meta" aria-live="polite">
            {query === ''
              ? t('staff.count', { count: parcels.length })
              : t('staff.found', { count: parcels.length, total: all?.length ?? 0 })}
            {parcels.length > SHOWN &&
              ` ${t('staff.shown', { shown: SHOWN, count: parcels.length })}`}
          </p>
          {stage === 'waiting' && parcels.length > 0 && <WeightHint />}
          {shown.some(canSetFee) && <FeeHint pricing={pricing} />}
          {parcels.length === 0 ? (
            <p>{query === '' ? t('staff.empty') : t('staff.notFound', { query })}</p>
          ) : (
            <ul className="demo-list list-unstyled">
              {shown.map((p) => (
                <ParcelRow key={p._id} parcel={p} handles={handles} busy={busy} />
              ))}
            </ul>
          )}

          <h3 className="h6 mt-4">{t('staff.flights')}</h3>
          {data.flights.length === 0 ? (
            <p>{t('staff.noFlights')}</p>
          ) : (
            <ul className="demo-list list-unstyled">
              {data.flights.map((f) => (
                <FlightRow
                  key={f._id}
                  flight={f}
                  land={land}
                  toggleEdits={toggleEdits}
                  busy={busy}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
