import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { PageHeading } from '@/shared/components/PageHeading';
import '@/styles/public.css';

/** The frame of a payment outcome page: a large icon, the heading, text and actions. */
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
          <div className="d-flex flex-wrap gap-2 justify-content-center">{actions}</div>
        </Card.Body>
      </Card>
    </section>
  );
}
