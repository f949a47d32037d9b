import { CheckCircleFill } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PaymentOutcome } from './PaymentOutcome';

/** /payments/success: the card payment went through. */
export function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  return (
    <PaymentOutcome
      tone="success"
      icon={<CheckCircleFill size={64} />}
      title={t('payment.successTitle')}
      actions={
        <Link to={paths.home} className="btn btn-primary px-4">
          {t('payment.toDashboard')}
        </Link>
      }
    >
      <p className="mb-0">{t('payment.successText')}</p>
    </PaymentOutcome>
  );
}
