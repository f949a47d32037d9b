import { lazy, Suspense, useState, type ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import { Box } from '@/shared/icons/Box';
import { CurrencyExchange } from '@/shared/icons/CurrencyExchange';
import { ExclamationTriangleFill } from '@/shared/icons/ExclamationTriangleFill';
import { PlusCircleFill } from '@/shared/icons/PlusCircleFill';
import { Truck } from '@/shared/icons/Truck';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import type { CalculatorKind } from '@/features/calculators/CalculatorModal';
import { courierPanel } from '@/features/courier/panels';
import { AddressesPanel } from '@/features/parcels/AddressesPanel';
import { ParcelDashboard } from '@/features/parcels/ParcelDashboard';
import { addParcelPanel } from '@/features/parcels/panels';
import { PayFlightButton } from '@/features/payments/PayFlightButton';
import { LoadingState } from '@/shared/components/ListState';
import { PageHeading } from '@/shared/components/PageHeading';
import type { PanelEntry } from '@/shared/panels/definePanel';
import { panelOpened } from '@/shared/panels/panelsSlice';

// The calculators' dialog is its own chunk, loaded the first time a customer opens it.
const CalculatorModal = lazy(() =>
  import('@/features/calculators/CalculatorModal').then((m) => ({ default: m.CalculatorModal })),
);

/** A dashboard action: it opens a side panel, or else a calculator. */
type Action = { Icon: ComponentType<{ size?: number }> } & (
  { key: 'addParcel' | 'courier'; panel: PanelEntry } | { key: CalculatorKind; panel?: undefined }
);

const ACTIONS: Action[] = [
  { key: 'addParcel', Icon: PlusCircleFill, panel: addParcelPanel },
  { key: 'courier', Icon: Truck, panel: courierPanel },
  { key: 'converter', Icon: CurrencyExchange },
  { key: 'volume', Icon: Box },
];

/** Where the browser remembers that the customer folded the "declare before arrival" notice. */
const NOTICE_KEY = 'pp.declareNotice';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled: the notice shows open
  }
}

function writeStored(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage disabled: folded for this visit only
  }
}

/**
 * The dashboard for signed-in customers: actions, the red notice, the parcel tabs, then the
 * warehouse addresses. A chunk of its own (see HomePage).
 */
export function CustomerHome() {
  const { t } = useTranslation('home');
  const dispatch = useAppDispatch();
  const [calculator, setCalculator] = useState<CalculatorKind | null>(null);
  // Mounted from the first opening on, so that closing it plays its exit and returns focus.
  const [calculatorUsed, setCalculatorUsed] = useState(false);

  function run(action: Action) {
    if (action.panel) dispatch(panelOpened(action.panel));
    else {
      setCalculator(action.key);
      setCalculatorUsed(true);
    }
  }

  const [noticeOpen, setNoticeOpen] = useState(() => readStored(NOTICE_KEY) !== 'folded');
  function foldNotice(folded: boolean) {
    setNoticeOpen(!folded);
    writeStored(NOTICE_KEY, folded ? 'folded' : null);
  }

  return (
    <div className="public-page home-customer">
      <PageHeading>{t('home.customerTitle')}</PageHeading>
      <div className="customer-actions mb-4">
        {ACTIONS.map((action) => (
          <Button
            key={action.key}
            variant={action.key === 'addParcel' ? 'primary' : 'light'}
            className="customer-action"
            onClick={() => run(action)}
            aria-haspopup="dialog"
          >
            <action.Icon size={22} aria-hidden />
            <span>{t(`home.actions.${action.key}`)}</span>
          </Button>
        ))}
      </div>

      {/* Open until the customer folds it; folded, its title alone stays, a line to open it by
          (docs/product.md#dashboard). */}
      <details
        className="alert alert-danger customer-notice"
        open={noticeOpen}
        onToggle={(event) => foldNotice(!event.currentTarget.open)}
      >
        <summary className="d-flex gap-3 align-items-start">
          <ExclamationTriangleFill size={22} aria-hidden className="flex-shrink-0 mt-1" />
          <h2 className="h6 fw-bold mb-0 flex-grow-1">{t('home.notice.title')}</h2>
        </summary>
        <div className="customer-notice-body">
          <p className="mb-1">{t('home.notice.declare')}</p>
          <p className="mb-0">{t('home.notice.invoice')}</p>
        </div>
      </details>

      {/* The parcels' words are fetched once the dashboard renders: the actions and the notice
          above show meanwhile, in the same commit as the page around them. */}
      <Suspense fallback={<LoadingState />}>
        <ParcelDashboard
          renderPay={(group) =>
            group.flight ? (
              <PayFlightButton
                flightId={group.flightId}
                countryId={group.countryId}
                amount={group.flight.debt}
                unpriced={group.unpriced}
              />
            ) : null
          }
        />
        <AddressesPanel />
      </Suspense>

      {calculatorUsed && (
        <Suspense fallback={null}>
          <CalculatorModal kind={calculator} onHide={() => setCalculator(null)} />
        </Suspense>
      )}
    </div>
  );
}
