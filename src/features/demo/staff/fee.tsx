import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { ParcelStatus } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { formatGel, formatNumber } from '@/shared/format';
import { NUMBER_FIELDS, readField } from '@/shared/numberInput';
import { INDIVIDUAL_FEE_MAX, isIndividualFee } from '@/shared/rules';
import { useDemoSetParcelFeeMutation } from '../demoApi';
import type { DemoParcel } from '../demoTypes';
import { useReport, useRun } from '../report';
import { RowAction } from './RowAction';
import type { Act } from './useStaffAct';

/** Stages at which staff may set the fee of a parcel priced individually (before it is paid). */
const PRICED_AT: readonly ParcelStatus[] = ['stock', 'sent', 'arrived'];
export const canSetFee = (p: DemoParcel) =>
  p.individualPrice && p.state === 'unpaid' && PRICED_AT.includes(p.status);

/**
 * Setting the fee of a parcel priced individually, typed by parcel (kept in the tab like the
 * weights). The form checks the fee itself and marks the one it refused.
 */
export function useSetFee(axid: string, act: Act) {
  const { t } = useTranslation('demo');
  const lng = useLanguage();
  const run = useRun();
  const report = useReport();
  const [setFee] = useDemoSetParcelFeeMutation();
  const [fees, setFees] = useState<Record<string, string>>({});
  /** The parcel whose typed fee was refused by the form's own check. */
  const [badFee, setBadFee] = useState<string | null>(null);
  const maxFee = formatNumber(INDIVIDUAL_FEE_MAX, lng);

  /**
   * A fee typed as "450", "450,50" or "450.50" (docs/product.md#number-fields): above 0, at most
   * the maximum, two decimals at most.
   */
  const setFeeOf = (p: DemoParcel) => {
    const typed = fees[p._id] ?? '';
    const text = readField('staffFee', typed, lng) ?? '';
    if (!isIndividualFee(text)) {
      setBadFee(p._id);
      report({
        variant: 'danger',
        text: t('staff.feeInvalid', {
          value: typed.trim(),
          tracking: p.productOrderId,
          max: maxFee,
        }),
      });
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

  return {
    maxFee,
    feeOf: (parcelId: string) => fees[parcelId] ?? '',
    setFeeText: (parcelId: string, text: string) => setFees((f) => ({ ...f, [parcelId]: text })),
    isRefused: (parcelId: string) => badFee === parcelId,
    setFee: setFeeOf,
  };
}

export type Pricing = ReturnType<typeof useSetFee>;

/** The hint over the list when a parcel shown may have its fee set. */
export function FeeHint({ pricing }: { pricing: Pricing }) {
  const { t } = useTranslation('demo');
  return <p className="demo-meta">{t('staff.feeHint', { max: pricing.maxFee })}</p>;
}

/** A parcel priced individually: its fee field and Set fee button. */
export function FeeControls({
  parcel,
  pricing,
  busy,
}: {
  parcel: DemoParcel;
  pricing: Pricing;
  busy: boolean;
}) {
  const { t } = useTranslation('demo');
  const tracking = parcel.productOrderId;
  const refused = pricing.isRefused(parcel._id);
  return (
    <>
      <Form.Control
        size="sm"
        type="text"
        inputMode="decimal"
        maxLength={NUMBER_FIELDS.staffFee.maxLength}
        className="demo-weight"
        aria-label={t('staff.feeInput', { tracking })}
        placeholder={t('staff.feePlaceholder')}
        value={pricing.feeOf(parcel._id)}
        isInvalid={refused}
        aria-invalid={refused}
        onChange={(event) => pricing.setFeeText(parcel._id, event.target.value)}
      />
      <RowAction
        variant="primary"
        text={t('staff.setFee')}
        label={t('staff.setFeeLabel', { tracking })}
        busy={busy}
        onClick={() => void pricing.setFee(parcel)}
      />
    </>
  );
}
