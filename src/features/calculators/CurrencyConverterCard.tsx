import { Suspense } from 'react';
import { CurrencyExchange } from '@/shared/icons/CurrencyExchange';
import { useTranslation } from 'react-i18next';
import { IconHeading } from '@/shared/components/IconHeading';
import { LoadingState } from '@/shared/components/ListState';
import '@/styles/public.css';
import { CurrencyConverterForm } from './CurrencyConverter';

/** The converter as a dashboard card. */
export function CurrencyConverterCard() {
  const { t } = useTranslation('calculators');
  return (
    <div className="content-card calculator-card card">
      <div className="card-body">
        <IconHeading icon={<CurrencyExchange />} className="card-title h5 mb-3">
          {t('converter.title')}
        </IconHeading>
        <Suspense fallback={<LoadingState />}>
          <CurrencyConverterForm />
        </Suspense>
      </div>
    </div>
  );
}
