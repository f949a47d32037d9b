import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetRatesQuery } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { formatAmount, formatNumber } from '@/shared/format';
import { useTypedBeforeApp } from '@/shared/hooks/useTypedBeforeApp';
import {
  CONVERTER_CURRENCIES,
  convertToGel,
  mergeRates,
  RATE_UNIT,
  type ConverterCurrency,
} from '@/shared/money';
import { NUMBER_FIELDS, readField, shownField } from '@/shared/numberInput';
import '@/styles/public.css';
import { CalculatorResult } from './CalculatorResult';

/**
 * Currency converter (docs/product.md#calculators): amount (read as every number field reads it,
 * docs/product.md#number-fields),
 * currency, and the read-only result in lari with 2 decimals. The default rates apply until the
 * server answers. The result and the rate are written as the current language writes numbers
 * (Intl).
 */
export function CurrencyConverterForm() {
  const { t } = useTranslation('calculators');
  const lng = useLanguage();
  const id = useId();
  const { data } = useGetRatesQuery();
  const rates = mergeRates(data?.rates);
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<ConverterCurrency>('USD');
  // A first visit's form may have been typed into before the app ran: keep that.
  useTypedBeforeApp([`${id}-amount`, `${id}-currency`], (typed) => {
    setAmount(typed.get(`${id}-amount`)?.value ?? '');
    const chosen = typed.get(`${id}-currency`)?.value;
    setCurrency(CONVERTER_CURRENCIES.find((code) => code === chosen) ?? 'USD');
  });
  const read = readField('converterAmount', amount, lng);
  const unreadable = amount.trim() !== '' && read === null;
  const result = formatAmount(convertToGel(read ?? '', currency, rates), lng);

  return (
    <form
      className="calculator-form"
      // Prerendered: submitted natively before the app runs, it keeps its fields out of the URL.
      method="post"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('converter.title')}
    >
      <div className="g-2 row">
        <div className="col-7 col-sm-8">
          <div>
            <label className="form-label" htmlFor={`${id}-amount`}>
              {t('converter.amount')}
            </label>
            <input
              id={`${id}-amount`}
              className={unreadable ? 'form-control is-invalid' : 'form-control'}
              inputMode="decimal"
              autoComplete="off"
              placeholder={formatAmount(0, lng)}
              maxLength={NUMBER_FIELDS.converterAmount.maxLength}
              value={amount}
              aria-describedby={unreadable ? `${id}-invalid` : undefined}
              onChange={(event) => setAmount(event.target.value)}
              onBlur={() => setAmount(shownField('converterAmount', amount, lng))}
            />
            {unreadable && (
              <div id={`${id}-invalid`} className="invalid-feedback">
                {t('converter.invalid', { example: formatAmount(12.5, lng) })}
              </div>
            )}
          </div>
        </div>
        <div className="col-5 col-sm-4">
          <div>
            <label className="form-label" htmlFor={`${id}-currency`}>
              {t('converter.currency')}
            </label>
            <select
              id={`${id}-currency`}
              className="form-select"
              value={currency}
              onChange={(event) => setCurrency(event.target.value as ConverterCurrency)}
            >
              {CONVERTER_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <CalculatorResult
        id={`${id}-result`}
        label={t('converter.result')}
        value={result}
        unit={
          <span className="input-group-text" aria-hidden>
            ₾
          </span>
        }
      />
      <p className="small text-body-secondary mt-2 mb-0">
        {t('converter.rate', {
          unit: formatNumber(RATE_UNIT[currency], lng),
          currency,
          rate: formatNumber(rates[currency], lng, { maximumFractionDigits: 10 }),
        })}
      </p>
    </form>
  );
}
