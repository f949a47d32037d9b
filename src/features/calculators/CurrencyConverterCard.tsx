import { Suspense } from 'react';
import Card from 'react-bootstrap/Card';
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
    <Card className="content-card calculator-card">
      <Card.Body>
        <IconHeading icon={<CurrencyExchange />} className="card-title h5 mb-3">
          {t('converter.title')}
        </IconHeading>
        <Suspense fallback={<LoadingState />}>
          <CurrencyConverterForm />
        </Suspense>
      </Card.Body>
    </Card>
  );
}
