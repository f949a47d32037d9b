import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { CheckCircleFill } from '@/shared/icons/CheckCircleFill';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { formatTetri } from '@/shared/money';
import { useAuthStatus } from '@/store/hooks';
import { PayAllDialog } from './PayAllDialog';
import { PayConfirmDialog } from './PayConfirmDialog';
import { PaymentOutcome } from './PaymentOutcome';
import { forgetPay, pendingPay } from './payAfterTopUp';

/**
 * /payments/success: the card payment went through. A top-up started from the pay dialog (its
 * "Add balance") offers to pay what the dialog was to pay, now ("Pay 303,49 ₾ now").
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  const lng = useLanguage();
  const signedIn = useAuthStatus() === 'authenticated';
  const [pending, setPending] = useState(pendingPay);
  const [paying, setPaying] = useState(false);
  const offer = signedIn ? pending : null;
  const close = () => {
    setPaying(false);
    forgetPay();
    setPending(null);
  };
  return (
    <PaymentOutcome
      tone="success"
      icon={<CheckCircleFill size={64} />}
      title={t('payment.successTitle')}
      actions={
        <>
          {offer && (
            <Button variant="primary" className="px-4" onClick={() => setPaying(true)}>
              {t('payment.payNow', { amount: formatTetri(offer.amountTetri, lng) })}
            </Button>
          )}
          <Link
            to={paths.home}
            className={`btn px-4 ${offer ? 'btn-outline-primary' : 'btn-primary'}`}
          >
            {t('payment.toDashboard')}
          </Link>
          {offer &&
            (offer.target.kind === 'all' ? (
              <PayAllDialog show={paying} onClose={close} />
            ) : (
              <PayConfirmDialog
                show={paying}
                target={offer.target}
                amountTetri={offer.amountTetri}
                onClose={close}
              />
            ))}
        </>
      }
    >
      <p className="mb-0">{t('payment.successText')}</p>
    </PaymentOutcome>
  );
}
