import { useContext, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ParcelStatus } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { formatGel, formatNumber } from '@/shared/format';
import { INDIVIDUAL_FEE_MAX, isIndividualFee } from '@/shared/rules';
import {
  useDemoFlagCustomsMutation,
  useDemoGetCustomerQuery,
  useDemoHandOverParcelsMutation,
  useDemoLandFlightMutation,
  useDemoReceiveParcelMutation,
  useDemoSetFlightEditsMutation,
  useDemoSetParcelFeeMutation,
  useDemoShipParcelsMutation,
  type DemoFlight,
  type DemoParcel,
} from './demoApi';
import { ReportContext, useRun } from './report';

const STAGES: readonly ParcelStatus[] = ['waiting', 'stock', 'sent', 'arrived', 'obtained'];
/** Rows shown at once: a customer may have 10,000 parcels; the newest come first. */
const SHOWN = 50;

/** "1,25" or "1.25" → 1.25; empty → undefined (the server estimates it). */
function parseWeight(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  return value === '' ? undefined : Number(value);
}

/** Stages at which staff may set the fee of a parcel priced individually (before it is paid). */
const PRICED_AT: readonly ParcelStatus[] = ['stock', 'sent', 'arrived'];
const canSetFee = (p: DemoParcel) =>
  p.individualPrice && p.state === 'unpaid' && PRICED_AT.includes(p.status);

/**
 * The staff simulator for the chosen customer: their parcels at one stage (read with `status`,
 * so 10,000 parcels never load at once) with what staff do at that stage, and their flights.
 * Each action refreshes every open screen of the app (see demoApi).
 */
export function StaffTab({ axid }: { axid: string }) {
  const { t } = useTranslation(['demo', 'parcels']);
  const lng = useLanguage();
  const [stage, setStage] = useState<ParcelStatus>('waiting');
  // currentData: another stage's (or customer's) parcels never show while this one loads.
  const {
    currentData: data,
    isFetching,
    isError,
    refetch,
  } = useDemoGetCustomerQuery({ axid, status: stage });
  const [pending, setPending] = useState<string | null>(null);
  const [weights, setWeights] = useState<Record<string, string>>({});
  const [fees, setFees] = useState<Record<string, string>>({});
  /** The parcel whose typed fee was refused by the form's own check. */
  const [badFee, setBadFee] = useState<string | null>(null);
  const run = useRun();
  const report = useContext(ReportContext);
  const [receive] = useDemoReceiveParcelMutation();
  const [ship] = useDemoShipParcelsMutation();
  const [handOver] = useDemoHandOverParcelsMutation();
  const [flagCustoms] = useDemoFlagCustomsMutation();
  const [land] = useDemoLandFlightMutation();
  const [setEdits] = useDemoSetFlightEditsMutation();
  const [setFee] = useDemoSetParcelFeeMutation();

  /** Runs one action at a time; `key` marks the button that is busy. */
  async function act(key: string, action: () => Promise<unknown>) {
    setPending(key);
    try {
      await action();
    } finally {
      setPending(null);
    }
  }

  const busy = pending !== null;
  const parcels = data?.parcels ?? [];
  const flightList = (ids: string[]) => ids.join(', ');

  const receiveOne = (p: DemoParcel) =>
    act(`receive ${p._id}`, () =>
      run(receive({ axid, parcelId: p._id, weight: parseWeight(weights[p._id] ?? '') }), (d) =>
        t('staff.received', {
          tracking: d.parcel.productOrderId,
          weight: formatNumber(d.parcel.weight ?? 0, lng),
        }),
      ),
    );
  const maxFee = formatNumber(INDIVIDUAL_FEE_MAX, lng);
  /** A fee typed as "450" or "450,50": above 0, at most the maximum, two decimals at most. */
  const setFeeOf = (p: DemoParcel) => {
    const text = (fees[p._id] ?? '').trim().replace(',', '.');
    if (!isIndividualFee(text)) {
      setBadFee(p._id);
      report({ variant: 'danger', text: t('staff.feeInvalid', { max: maxFee }) });
      return;
    }
    setBadFee(null);
    return act(`fee ${p._id}`, () =>
      run(setFee({ axid, parcelId: p._id, fee: Number(text) }), (d) =>
        t('staff.feeSet', {
          tracking: d.parcel.productOrderId,
          fee: formatGel(d.parcel.fee ?? 0, lng),
        }),
      ),
    );
  };
  const shipSome = (key: string, parcelIds?: string[]) =>
    act(key, () =>
      run(ship({ axid, parcelIds }), (d) =>
        t('staff.shipped', {
          count: d.parcels,
          flights: flightList(d.flights.map((f) => f.flightId)),
        }),
      ),
    );
  const handOverSome = (key: string, parcelIds?: string[]) =>
    act(key, () =>
      run(handOver({ axid, parcelIds }), (d) => t('staff.handedOver', { count: d.parcels })),
    );
  const toggleCustoms = (p: DemoParcel) =>
    act(`customs ${p._id}`, () =>
      run(flagCustoms({ axid, parcelId: p._id, custom: !p.custom }), (d) =>
        t(d.parcel.custom ? 'staff.customsFlagged' : 'staff.customsCleared', {
          tracking: d.parcel.productOrderId,
        }),
      ),
    );
  const landFlight = (f: DemoFlight) =>
    act(`land ${f.flightId}`, () =>
      run(land({ flightId: f.flightId }), (d) =>
        t('staff.landed', { flight: d.flight.flightId, count: d.parcels }),
      ),
    );
  const toggleEdits = (f: DemoFlight) =>
    act(`edits ${f.flightId}`, () =>
      run(setEdits({ flightId: f.flightId, open: !f.updateStatus }), (d) =>
        t(d.flight.updateStatus ? 'staff.editsOpened' : 'staff.editsClosed', {
          flight: d.flight.flightId,
        }),
      ),
    );

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
            onChange={(event) => setStage(event.target.value as ParcelStatus)}
          >
            {STAGES.map((s) => (
              <option key={s} value={s}>
                {t(`stages.${s}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {stage === 'stock' && parcels.length > 0 && (
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => void shipSome('ship all')}
            aria-busy={pending === 'ship all'}
          >
            {t('staff.shipAll')}
          </Button>
        )}
        {stage === 'arrived' && parcels.length > 0 && (
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => void handOverSome('hand over all')}
            aria-busy={pending === 'hand over all'}
          >
            {t('staff.handOverAll')}
          </Button>
        )}
      </div>

      {!data && isFetching ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="demo-meta" aria-live="polite">
            {t('staff.count', { count: parcels.length })}
            {parcels.length > SHOWN &&
              ` ${t('staff.shown', { shown: SHOWN, count: parcels.length })}`}
          </p>
          {stage === 'waiting' && parcels.length > 0 && (
            <p className="demo-meta">{t('staff.weightHint')}</p>
          )}
          {parcels.slice(0, SHOWN).some(canSetFee) && (
            <p className="demo-meta">{t('staff.feeHint', { max: maxFee })}</p>
          )}
          {parcels.length === 0 ? (
            <p>{t('staff.empty')}</p>
          ) : (
            <ul className="demo-list list-unstyled">
              {parcels.slice(0, SHOWN).map((p) => {
                const tracking = p.productOrderId;
                return (
                  <li key={p._id} className="demo-row">
                    <div className="demo-row-main">
                      <span className="fw-semibold">{tracking}</span>{' '}
                      {t(`parcels:categories.${p.productName}`)}
                      <div className="demo-meta">
                        {t(`countries.${p.senderCountryId}`)}
                        {p.flightId && ` · ${p.flightId}`}
                        {p.weight !== null &&
                          ` · ${t('staff.kg', { weight: formatNumber(p.weight, lng) })}`}
                        {p.fee !== null &&
                          p.fee > 0 &&
                          ` · ${t('staff.fee', { fee: formatGel(p.fee, lng) })}`}
                        {p.fee === null && (
                          <Badge bg="info" text="dark" className="ms-2">
                            {t('staff.individual')}
                          </Badge>
                        )}
                        {p.status !== 'waiting' && (
                          <Badge
                            bg={p.state === 'paid' ? 'success' : 'warning'}
                            text={p.state === 'paid' ? undefined : 'dark'}
                            className="ms-2"
                          >
                            {t(p.state === 'paid' ? 'staff.paid' : 'staff.unpaid')}
                          </Badge>
                        )}
                        {p.custom && (
                          <Badge bg="danger" className="ms-2">
                            {t('staff.customs')}
                          </Badge>
                        )}
                      </div>
                    </div>
                    <div className="demo-row-actions">
                      {p.status === 'waiting' && (
                        <>
                          <Form.Control
                            size="sm"
                            type="text"
                            inputMode="decimal"
                            className="demo-weight"
                            aria-label={t('staff.weight', { tracking })}
                            placeholder={t('staff.weightPlaceholder')}
                            value={weights[p._id] ?? ''}
                            onChange={(event) =>
                              setWeights((w) => ({ ...w, [p._id]: event.target.value }))
                            }
                          />
                          <Button
                            size="sm"
                            variant="primary"
                            aria-label={t('staff.receiveLabel', { tracking })}
                            disabled={busy}
                            onClick={() => void receiveOne(p)}
                          >
                            {t('staff.receive')}
                          </Button>
                        </>
                      )}
                      {canSetFee(p) && (
                        <>
                          <Form.Control
                            size="sm"
                            type="text"
                            inputMode="decimal"
                            className="demo-weight"
                            aria-label={t('staff.feeInput', { tracking })}
                            placeholder={t('staff.feePlaceholder')}
                            value={fees[p._id] ?? ''}
                            isInvalid={badFee === p._id}
                            aria-invalid={badFee === p._id}
                            onChange={(event) =>
                              setFees((f) => ({ ...f, [p._id]: event.target.value }))
                            }
                          />
                          <Button
                            size="sm"
                            variant="primary"
                            aria-label={t('staff.setFeeLabel', { tracking })}
                            disabled={busy}
                            onClick={() => void setFeeOf(p)}
                          >
                            {t('staff.setFee')}
                          </Button>
                        </>
                      )}
                      {p.status === 'stock' && (
                        <Button
                          size="sm"
                          variant="outline-primary"
                          aria-label={t('staff.shipLabel', { tracking })}
                          disabled={busy}
                          onClick={() => void shipSome(`ship ${p._id}`, [p._id])}
                        >
                          {t('staff.ship')}
                        </Button>
                      )}
                      {p.status === 'arrived' && (
                        <Button
                          size="sm"
                          variant="outline-primary"
                          aria-label={t('staff.handOverLabel', { tracking })}
                          disabled={busy}
                          onClick={() => void handOverSome(`hand over ${p._id}`, [p._id])}
                        >
                          {t('staff.handOver')}
                        </Button>
                      )}
                      {p.status !== 'obtained' && (
                        <Button
                          size="sm"
                          variant="outline-secondary"
                          aria-label={t(
                            p.custom ? 'staff.customsOffLabel' : 'staff.customsOnLabel',
                            {
                              tracking,
                            },
                          )}
                          disabled={busy}
                          onClick={() => void toggleCustoms(p)}
                        >
                          {t(p.custom ? 'staff.customsOff' : 'staff.customsOn')}
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}

          <h3 className="h6 mt-4">{t('staff.flights')}</h3>
          {data.flights.length === 0 ? (
            <p>{t('staff.noFlights')}</p>
          ) : (
            <ul className="demo-list list-unstyled">
              {data.flights.map((f) => (
                <li key={f._id} className="demo-row">
                  <div className="demo-row-main">
                    <span className="fw-semibold">{f.flightId}</span>{' '}
                    <Badge
                      bg={
                        f.stage === 'landed'
                          ? 'success'
                          : f.stage === 'departed'
                            ? 'primary'
                            : 'secondary'
                      }
                    >
                      {t(`staff.flightStage.${f.stage}`)}
                    </Badge>
                    {f.updateStatus && (
                      <Badge bg="info" text="dark" className="ms-1">
                        {t('staff.editsOpen')}
                      </Badge>
                    )}
                    <div className="demo-meta">
                      {t(`countries.${f.countryId}`)} ·{' '}
                      {t('staff.flightParcels', { count: f.parcels ?? 0 })}
                    </div>
                  </div>
                  <div className="demo-row-actions">
                    {f.stage === 'departed' && (
                      <Button
                        size="sm"
                        variant="primary"
                        aria-label={t('staff.landLabel', { flight: f.flightId })}
                        disabled={busy}
                        onClick={() => void landFlight(f)}
                      >
                        {t('staff.land')}
                      </Button>
                    )}
                    {f.stage !== 'landed' && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={t(
                          f.updateStatus ? 'staff.closeEditsLabel' : 'staff.openEditsLabel',
                          {
                            flight: f.flightId,
                          },
                        )}
                        disabled={busy}
                        onClick={() => void toggleEdits(f)}
                      >
                        {t(f.updateStatus ? 'staff.closeEdits' : 'staff.openEdits')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
