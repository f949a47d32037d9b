import { useId, useState } from 'react';
import { Box } from '@/shared/icons/Box';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { formatKg, formatNumber } from '@/shared/format';
import { CalculatorResult } from './CalculatorResult';
import { useTypedBeforeApp } from '@/shared/hooks/useTypedBeforeApp';
import { NUMBER_FIELDS, readField, shownField } from '@/shared/numberInput';
import { VOLUME_DIVISOR, volumeWeight } from './calc';
import { IconHeading } from '@/shared/components/IconHeading';
import '@/styles/public.css';

const SIDES = ['length', 'width', 'height'] as const;
type Side = (typeof SIDES)[number];

/**
 * Volume-weight calculator (docs/product.md#calculators): three sides in cm, read as every number
 * field reads them (docs/product.md#number-fields); the
 * weight L × W × H / 6000 to 3 significant digits appears once all three are filled, written as the
 * current language writes numbers (the digits come exactly from calc.ts, Intl only formats them).
 */
export function VolumeWeightForm() {
  const { t } = useTranslation('calculators');
  const lng = useLanguage();
  const id = useId();
  const [sides, setSides] = useState<Record<Side, string>>({ length: '', width: '', height: '' });
  // A first visit's form may have been typed into before the app ran: keep that.
  useTypedBeforeApp(
    SIDES.map((side) => `${id}-${side}`),
    (typed) =>
      setSides({
        length: typed.get(`${id}-length`)?.value ?? '',
        width: typed.get(`${id}-width`)?.value ?? '',
        height: typed.get(`${id}-height`)?.value ?? '',
      }),
  );
  const read = (side: Side) => readField('volumeSide', sides[side], lng) ?? '';
  const unreadable = (side: Side) => sides[side].trim() !== '' && read(side) === '';
  const weight = volumeWeight(read('length'), read('width'), read('height'));
  const result = weight === '' ? '' : formatKg(weight, lng);

  return (
    <form
      className="calculator-form"
      // Prerendered: submitted natively before the app runs, it keeps its fields out of the URL.
      method="post"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('volume.title')}
    >
      <div className="g-2 row">
        {SIDES.map((side) => (
          <div key={side} className="col-4">
            <div>
              <label className="form-label" htmlFor={`${id}-${side}`}>
                {t(`volume.${side}`)}
              </label>
              <input
                id={`${id}-${side}`}
                className={unreadable(side) ? 'form-control is-invalid' : 'form-control'}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                maxLength={NUMBER_FIELDS.volumeSide.maxLength}
                value={sides[side]}
                aria-describedby={unreadable(side) ? `${id}-invalid` : undefined}
                onChange={(event) => {
                  const { value } = event.target;
                  setSides((previous) => ({ ...previous, [side]: value }));
                }}
                onBlur={() =>
                  setSides((previous) => ({
                    ...previous,
                    [side]: shownField('volumeSide', previous[side], lng),
                  }))
                }
              />
            </div>
          </div>
        ))}
      </div>
      {SIDES.some(unreadable) && (
        <p id={`${id}-invalid`} className="small text-danger mt-1 mb-0">
          {t('volume.invalid', { example: formatNumber(10.5, lng) })}
        </p>
      )}
      <CalculatorResult
        id={`${id}-result`}
        label={t('volume.result')}
        value={result}
        placeholder="—"
        unit={<span className="input-group-text">{t('volume.kg')}</span>}
      />
      <p className="small text-body-secondary mt-2 mb-0">
        {t('volume.formula', { divisor: formatNumber(VOLUME_DIVISOR, lng) })}
      </p>
    </form>
  );
}

/** The calculator as a dashboard card. */
export function VolumeWeightCard() {
  const { t } = useTranslation('calculators');
  return (
    <div className="content-card calculator-card card">
      <div className="card-body">
        <IconHeading icon={<Box />} className="card-title h5 mb-3">
          {t('volume.title')}
        </IconHeading>
        <VolumeWeightForm />
      </div>
    </div>
  );
}
