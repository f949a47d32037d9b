import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { PageHeading } from '@/shared/components/PageHeading';
import { formatTetri, toTetri } from '@/shared/money';
import { useCurrentUser } from '@/store/session';
import '@/styles/public.css';

/**
 * The frame of a payment outcome page: a large icon, the heading, text, the balance as it is
 * now (for a signed-in customer) and actions.
 */
export function PaymentOutcome({
  tone,
  icon,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'danger';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="public-page">
      <Card className={`content-card payment-outcome payment-outcome-${tone} text-center`}>
        <Card.Body className="p-4 p-md-5">
          <div className={`payment-outcome-icon text-${tone}`} aria-hidden>
            {icon}
          </div>
          <PageHeading>{title}</PageHeading>
          <div className="payment-outcome-text mx-auto mb-4">{children}</div>
          <CurrentBalance />
          <div className="d-flex flex-wrap gap-2 justify-content-center">{actions}</div>
        </Card.Body>
      </Card>
    </section>
  );
}

/** "Your balance: 137.55 ₾", reloaded after a top-up (cache tag User); nothing when signed out. */
function CurrentBalance() {
  const { t } = useTranslation('payments');
  const lng = useLanguage();
  const { user, isFetching } = useCurrentUser();
  if (!user) return null;
  return (
    <p className="payment-outcome-balance mb-4" aria-busy={isFetching || undefined}>
      {t('payment.balance')}{' '}
      <span className="fw-semibold" data-testid="outcome-balance">
        {formatTetri(toTetri(user.balance), lng)}
      </span>
    </p>
  );
}
