import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useGetDebtSumQuery } from '@/api';
import { toTetri } from '@/shared/money';
import { useCurrentUser } from '@/store/session';
import { PayAllDialog } from './PayAllDialog';
import '@/styles/payments.css';

/**
 * The greeting card's Pay: pays the whole debt from the balance (/api/payment/payall) after a
 * confirmation. Only when the debt is above 0; otherwise disabled, with a hint saying why.
 */
export function PayAllButton() {
  const { t } = useTranslation('payments');
  const hintId = useId();
  const { user } = useCurrentUser();
  const { data } = useGetDebtSumQuery(undefined, { skip: !user });
  const [open, setOpen] = useState(false);
  if (!user) return null;

  const debtTetri = toTetri(data?.deptSum ?? user.debt);
  const canPay = debtTetri > 0;
  return (
    <div className="d-grid gap-1 pay-all">
      <Button
        variant="primary"
        disabled={!canPay}
        aria-describedby={canPay ? undefined : hintId}
        onClick={() => setOpen(true)}
      >
        {t('pay.all')}
      </Button>
      {!canPay && (
        <small id={hintId} className="form-text mt-0 text-center">
          {t('pay.nothingToPay')}
        </small>
      )}
      <PayAllDialog show={open} onClose={() => setOpen(false)} />
    </div>
  );
}
