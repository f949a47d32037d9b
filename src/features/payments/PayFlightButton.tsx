import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useGetDebtSumQuery, type CountryId } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { countryKey } from '@/shared/catalog';
import { formatTetri, toTetri } from '@/shared/money';
import { useCurrentUser } from '@/store/session';
import { PayAllDialog } from './PayAllDialog';
import { PayConfirmDialog } from './PayConfirmDialog';
import '@/styles/payments.css';

export interface PayFlightButtonProps {
  /** The flight; null for a group of parcels in stock not yet on a flight. */
  flightId: string | null;
  /** The group's sending country (names a group in stock). */
  countryId: CountryId;
  /** The group's fee still due, in GEL as the API sends it. */
  amount: number;
  /** Parcels of the flight priced individually without a fee yet (not in `amount`). */
  unpriced?: number;
}

/**
 * An unpaid group's Pay on the dashboard. A flight group pays that flight's fee from the balance
 * (/api/payment/payFlightId) after the same confirmation as Pay all. Parcels in stock not yet on
 * a flight have no flight to pay for alone (the contract pays one flight or the whole debt): their
 * group's button says so in its text, with the sum ("Pay the whole debt: 303,49 ₾"), and opens the
 * whole debt's confirmation, which lists the stock fees apart
 * (docs/product.md#paying-from-the-balance).
 */
export function PayFlightButton({
  flightId,
  countryId,
  amount,
  unpriced = 0,
}: PayFlightButtonProps) {
  const { t } = useTranslation(['payments', 'common']);
  const lng = useLanguage();
  const [open, setOpen] = useState(false);
  const amountTetri = toTetri(amount);
  const country = t(`common:countries.${countryKey(countryId)}`);
  const stock = flightId === null;
  const { user } = useCurrentUser();
  const { data: debt } = useGetDebtSumQuery(undefined, { skip: !stock || !user });
  const wholeDebt = formatTetri(toTetri(debt?.deptSum ?? user?.debt ?? 0), lng);
  return (
    <>
      <Button
        variant="primary"
        size="sm"
        className="pay-flight-button"
        disabled={amountTetri <= 0}
        aria-label={
          stock
            ? t('payments:pay.stockLabel', { amount: wholeDebt, country })
            : t('payments:pay.flightLabel', { flightId })
        }
        onClick={() => setOpen(true)}
      >
        {stock ? t('payments:pay.stock', { amount: wholeDebt }) : t('payments:pay.flight')}
      </Button>
      {stock ? (
        <PayAllDialog show={open} onClose={() => setOpen(false)} />
      ) : (
        <PayConfirmDialog
          show={open}
          target={{ kind: 'flight', flightId }}
          amountTetri={amountTetri}
          unpriced={unpriced}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
