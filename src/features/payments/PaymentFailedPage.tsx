import Button from 'react-bootstrap/Button';
import { XCircleFill } from '@/shared/icons/XCircleFill';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAuthStatus } from '@/store/hooks';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { addBalancePanel } from './panels';
import { PaymentOutcome } from './PaymentOutcome';

/**
 * /payments/failed: the card payment did not go through. The page says so once, in its heading
 * and text (no notice repeats it), and offers to try again or call the operator.
 */
export function PaymentFailedPage() {
  const { t } = useTranslation('payments');
  const dispatch = useAppDispatch();
  const signedIn = useAuthStatus() === 'authenticated';
  return (
    <PaymentOutcome
      tone="danger"
      icon={<XCircleFill size={64} />}
      title={t('payment.failedTitle')}
      actions={
        <>
          {signedIn && (
            <Button
              variant="primary"
              className="px-4"
              onClick={() => dispatch(panelOpened(addBalancePanel))}
            >
              {t('payment.tryAgain')}
            </Button>
          )}
          <Link
            to={paths.home}
            className={`btn px-4 ${signedIn ? 'btn-outline-primary' : 'btn-primary'}`}
          >
            {t('payment.toDashboard')}
          </Link>
        </>
      }
    >
      <p>{t('payment.failedText')}</p>
      <p className="mb-0">
        {t('payment.contactOperator')}{' '}
        <a href={`tel:${company.phone.replace(/\s/g, '')}`} className="text-nowrap fw-semibold">
          {company.phone}
        </a>
        {' · '}
        <a href={`mailto:${company.email}`} className="fw-semibold">
          {company.email}
        </a>
      </p>
    </PaymentOutcome>
  );
}
