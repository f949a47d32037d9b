import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import type { Language } from '@/i18n/languages';
import { formatNumber } from '@/shared/format';
import { NUMBER_FIELDS, readField } from '@/shared/numberInput';
import { useDemoReceiveParcelMutation } from '../demoApi';
import type { DemoParcel } from '../demoTypes';
import { useReport, useRun } from '../report';
import { RowAction } from './RowAction';
import type { Act } from './useStaffAct';

/** The heaviest parcel staff may check in, in kg (the demo server's limit). */
export const MAX_WEIGHT_KG = 1000;

/**
 * "1,25" or "1.25" → 1.25 (docs/product.md#number-fields); empty → undefined (the server
 * estimates it); null when it is no weight: not above 0, above the maximum, or no number.
 */
function parseWeight(text: string, lng: Language): number | undefined | null {
  if (text.trim() === '') return undefined;
  const read = readField('staffWeight', text, lng);
  const kg = read === null ? Number.NaN : Number(read);
  return kg > 0 && kg <= MAX_WEIGHT_KG ? kg : null;
}

/**
 * Receiving a waiting parcel at the warehouse, with the weight typed for it. The typed weights
 * are kept by parcel in the tab, so they survive a change of stage and back.
 */
export function useReceive(axid: string, act: Act) {
  const { t } = useTranslation('demo');
  const lng = useLanguage();
  const run = useRun();
  const report = useReport();
  const [receive] = useDemoReceiveParcelMutation();
  const [weights, setWeights] = useState<Record<string, string>>({});

  return {
    weightOf: (parcelId: string) => weights[parcelId] ?? '',
    setWeight: (parcelId: string, text: string) => setWeights((w) => ({ ...w, [parcelId]: text })),
    receive: (p: DemoParcel) => {
      const typed = weights[p._id] ?? '';
      const weight = parseWeight(typed, lng);
      if (weight === null) {
        // Refused here, naming the value and what a weight may be.
        report({
          variant: 'danger',
          text: t('staff.weightInvalid', {
            value: typed.trim(),
            tracking: p.productOrderId,
            max: formatNumber(MAX_WEIGHT_KG, lng),
            example: formatNumber(1.25, lng),
          }),
        });
        return;
      }
      return act(`receive ${p._id}`, () =>
        run(receive({ axid, parcelId: p._id, weight }), (d) =>
          t('staff.received', {
            tracking: d.parcel.productOrderId,
            weight: formatNumber(d.parcel.weight ?? 0, lng),
          }),
        ),
      );
    },
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
        maxLength={NUMBER_FIELDS.staffWeight.maxLength}
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
