import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { toTetri } from '@/shared/money';
import { PayConfirmDialog } from './PayConfirmDialog';
import '@/styles/payments.css';

export interface PayFlightButtonProps {
  flightId: string;
  /** The group's fee still due, in GEL as the API sends it. */
  amount: number;
  /** Parcels of the flight priced individually without a fee yet (not in `amount`). */
  unpriced?: number;
}

/**
 * An unpaid flight group's Pay on the dashboard: pays that flight's fee from the balance
 * (/api/payment/payFlightId) after the same confirmation as Pay all.
 */
export function PayFlightButton({ flightId, amount, unpriced = 0 }: PayFlightButtonProps) {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState(false);
  const amountTetri = toTetri(amount);
  return (
    <>
      <Button
        variant="primary"
        size="sm"
        className="pay-flight-button"
        disabled={amountTetri <= 0}
        aria-label={t('pay.flightLabel', { flightId })}
        onClick={() => setOpen(true)}
      >
        {t('pay.flight')}
      </Button>
      <PayConfirmDialog
        show={open}
        target={{ kind: 'flight', flightId }}
        amountTetri={amountTetri}
        unpriced={unpriced}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
