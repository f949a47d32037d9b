import { useState, type ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import {
  Box,
  CurrencyExchange,
  ExclamationTriangleFill,
  PlusCircleFill,
  Truck,
} from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { CalculatorModal, type CalculatorKind } from '@/features/calculators/CalculatorModal';
import { PageHeading } from '@/shared/components/PageHeading';
import { panelOpened } from '@/shared/panels/panelsSlice';

type Action = {
  key: 'addParcel' | 'courier' | 'converter' | 'volume';
  Icon: ComponentType<{ size?: number }>;
};

const ACTIONS: Action[] = [
  { key: 'addParcel', Icon: PlusCircleFill },
  { key: 'courier', Icon: Truck },
  { key: 'converter', Icon: CurrencyExchange },
  { key: 'volume', Icon: Box },
];

/** The dashboard for signed-in customers: actions, the red notice, then the parcel tabs. */
export function CustomerHome() {
  const { t } = useTranslation('home');
  const dispatch = useAppDispatch();
  const [calculator, setCalculator] = useState<CalculatorKind | null>(null);

  function run(key: Action['key']) {
    if (key === 'addParcel' || key === 'courier') dispatch(panelOpened(key));
    else setCalculator(key);
  }

  return (
    <div className="public-page home-customer">
      <PageHeading>{t('home.customerTitle')}</PageHeading>
      <div className="customer-actions mb-4">
        {ACTIONS.map(({ key, Icon }) => (
          <Button
            key={key}
            variant={key === 'addParcel' ? 'primary' : 'light'}
            className="customer-action"
            onClick={() => run(key)}
            aria-haspopup="dialog"
          >
            <Icon size={22} aria-hidden />
            <span>{t(`home.actions.${key}`)}</span>
          </Button>
        ))}
      </div>

      <section
        className="alert alert-danger customer-notice d-flex gap-3 align-items-start"
        aria-labelledby="customer-notice-title"
      >
        <ExclamationTriangleFill size={22} aria-hidden className="flex-shrink-0 mt-1" />
        <div>
          <h2 id="customer-notice-title" className="h6 fw-bold mb-1">
            {t('home.notice.title')}
          </h2>
          <p className="mb-1">{t('home.notice.declare')}</p>
          <p className="mb-0">{t('home.notice.invoice')}</p>
        </div>
      </section>

      {/*
        PARCEL TABS — issue "parcels" lands here: waiting (default), stock, sent, arrived,
        obtained, with the active tab in the URL hash (#waiting …), grouped by flight and country.
      */}

      <CalculatorModal kind={calculator} onHide={() => setCalculator(null)} />
    </div>
  );
}
