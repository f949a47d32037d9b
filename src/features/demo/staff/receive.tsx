import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { formatNumber } from '@/shared/format';
import { useDemoReceiveParcelMutation } from '../demoApi';
import type { DemoParcel } from '../demoTypes';
import { useRun } from '../report';
import { RowAction } from './RowAction';
import type { Act } from './useStaffAct';

/** "1,25" or "1.25" → 1.25; empty → undefined (the server estimates it). */
function parseWeight(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  return value === '' ? undefined : Number(value);
}

/**
 * Receiving a waiting parcel at the warehouse, with the weight typed for it. The typed weights
 * are kept by parcel in the tab, so they survive a change of stage and back.
 */
export function useReceive(axid: string, act: Act) {
  const { t } = useTranslation('demo');
  const lng = useLanguage();
  const run = useRun();
  const [receive] = useDemoReceiveParcelMutation();
  const [weights, setWeights] = useState<Record<string, string>>({});

  return {
    weightOf: (parcelId: string) => weights[parcelId] ?? '',
    setWeight: (parcelId: string, text: string) => setWeights((w) => ({ ...w, [parcelId]: text })),
    receive: (p: DemoParcel) =>
      act(`receive ${p._id}`, () =>
        run(receive({ axid, parcelId: p._id, weight: parseWeight(weights[p._id] ?? '') }), (d) =>
          t('staff.received', {
            tracking: d.parcel.productOrderId,
            weight: formatNumber(d.parcel.weight ?? 0, lng),
          }),
        ),
      ),
  };
}

export type Receiving = ReturnType<typeof useReceive>;

/** The hint over the waiting parcels: an empty weight is estimated by the server. */
export function WeightHint() {
  const { t } = useTranslation('demo');
  return <p className="demo-meta">{t('staff.weightHint')}</p>;
}

/** A waiting parcel's weight field and Receive button. */
export function ReceiveControls({
  parcel,
  receiving,
  busy,
}: {
  parcel: DemoParcel;
  receiving: Receiving;
  busy: boolean;
}) {
  const { t } = useTranslation('demo');
  const tracking = parcel.productOrderId;
  return (
    <>
      <Form.Control
        size="sm"
        type="text"
        inputMode="decimal"
        className="demo-weight"
        aria-label={t('staff.weight', { tracking })}
        placeholder={t('staff.weightPlaceholder')}
        value={receiving.weightOf(parcel._id)}
        onChange={(event) => receiving.setWeight(parcel._id, event.target.value)}
      />
      <RowAction
        variant="primary"
        text={t('staff.receive')}
        label={t('staff.receiveLabel', { tracking })}
        busy={busy}
        onClick={() => void receiving.receive(parcel)}
      />
    </>
  );
}
