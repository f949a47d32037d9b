import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { CreditCard2Front } from '@/shared/icons/CreditCard2Front';
import { ShieldLock } from '@/shared/icons/ShieldLock';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useUpdateCardPaymentMutation } from '@/api';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { readCardProviderQuery, type CardRedirect } from '@/shared/cardProvider';
import { NotFoundPage } from '@/shared/components/NotFoundPage';
import { FormNotice, TextField } from '@/shared/forms/fields';
import { useForm } from '@/shared/forms/useForm';
import { formatTetri } from '@/shared/money';
import {
  APPROVED_TEST_CARD,
  cardApproved,
  cardNumberInput,
  cardSchema,
  cvcInput,
  DECLINED_TEST_CARD,
  expiryInput,
  holderInput,
  type CardValues,
} from './card';
import { useDemoDecideCardPaymentMutation } from './demoProvider';
import { inAppPath } from './redirect';
import '@/styles/payments.css';

/** 4111111111111111 → "4111 1111 1111 1111". */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * /demo-card, with the mock backend only: plays the card provider's payment page. It shows the
 * merchant, the order and the amount, takes a card (test cards: docs/product.md#test-cards),
 * records the provider's decision on the mock's provider side, settles the payment through
 * /api/merchant/georgiancard/update (which reads that decision, not this page's word) and
 * returns to the success or failure URL of the payment. Outside the customer layout, in the interface language.
 */
export function DemoCardPage() {
  if (!env.apiMocking) return <NotFoundPage />;
  return <DemoCardProvider />;
}

function DemoCardProvider() {
  const { t } = useTranslation('payments');
  const [query] = useSearchParams();
  const payment = readCardProviderQuery(query);
  return (
    <main className="demo-card-page">
      <title>{`${t('card.title')} · ${company.productName}`}</title>
      <div className="demo-card-frame">
        <header className="demo-card-header">
          <span className="demo-card-brand">
            <CreditCard2Front aria-hidden className="me-2" />
            {t('card.provider')}
          </span>
          <span className="demo-card-secure">
            <ShieldLock aria-hidden className="me-1" />
            {t('card.secure')}
          </span>
        </header>
        <h1 className="h4 mb-3">{t('card.title')}</h1>
        {payment ? (
          <CardForm payment={payment} />
        ) : (
          <>
            <Alert variant="danger">{t('card.invalidLink')}</Alert>
            <Link to={paths.home} className="btn btn-outline-primary">
              {t('payment.toDashboard')}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}

function CardForm({ payment }: { payment: CardRedirect }) {
  const { t } = useTranslation('payments');
  const lng = useLanguage();
  const navigate = useNavigate();
  const [decide] = useDemoDecideCardPaymentMutation();
  const [updatePayment] = useUpdateCardPaymentMutation();
  const [leaving, setLeaving] = useState<'pay' | 'cancel' | null>(null);

  /**
   * Decides the payment as the provider, then settles it as the customer's return to the portal
   * does (the portal asks the provider's side, never this page, for the outcome), and returns to
   * the payment's success or failure URL.
   */
  async function finish(approved: boolean) {
    const paymentId = payment.orderId;
    const recorded = await decide({ paymentId, approved })
      .unwrap()
      .then(() => updatePayment({ updateCardPaymentRequest: { paymentId } }).unwrap())
      .then(
        (answer) => answer.result.status === 'success',
        () => false,
      );
    const back = recorded ? payment.successUrl : payment.failUrl;
    // Only this app's own return URLs are followed; anything else goes to the outcome page.
    const path = inAppPath(back) ?? (recorded ? paths.paymentSuccess : paths.paymentFailed);
    void navigate(path, { replace: true });
  }

  const form = useForm({
    id: 'card',
    initialValues: { number: '', expiry: '', cvc: '', holder: '' } as CardValues,
    schema: cardSchema,
    send(values) {
      setLeaving('pay');
      return finish(cardApproved(values.number));
    },
  });

  async function cancel() {
    setLeaving('cancel');
    await finish(false);
  }

  const busy = leaving !== null;

  return (
    <>
      <dl className="demo-card-order">
        <div>
          <dt>{t('card.merchant')}</dt>
          <dd>{company.productName}</dd>
        </div>
        <div>
          <dt>{t('card.order')}</dt>
          <dd className="text-break">{payment.orderId}</dd>
        </div>
        <div>
          <dt>{t('card.account')}</dt>
          <dd>{payment.account}</dd>
        </div>
        <div>
          <dt>{t('card.amount')}</dt>
          <dd className="demo-card-amount" data-testid="demo-card-amount">
            {formatTetri(payment.amountTetri, lng)}
          </dd>
        </div>
      </dl>
      <Form {...form.props} aria-label={t('card.formLabel')}>
        <TextField
          {...form.field('number')}
          label={t('card.number')}
          filter={cardNumberInput}
          inputMode="numeric"
          autoComplete="cc-number"
          required
        />
        <div className="demo-card-row">
          <TextField
            {...form.field('expiry')}
            label={t('card.expiry')}
            hint={t('card.expiryHint')}
            filter={expiryInput}
            inputMode="numeric"
            autoComplete="cc-exp"
            required
          />
          <TextField
            {...form.field('cvc')}
            label={t('card.cvc')}
            hint={t('card.cvcHint')}
            filter={cvcInput}
            inputMode="numeric"
            autoComplete="cc-csc"
            required
          />
        </div>
        <TextField
          {...form.field('holder')}
          label={t('card.holder')}
          filter={holderInput}
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <FormNotice notice={form.notice} />
        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button type="submit" variant="primary" className="flex-grow-1" disabled={busy}>
            {leaving === 'pay' && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />
            )}
            {leaving === 'pay'
              ? t('card.processing')
              : t('card.pay', { amount: formatTetri(payment.amountTetri, lng) })}
          </Button>
          <Button variant="outline-secondary" disabled={busy} onClick={() => void cancel()}>
            {t('card.cancel')}
          </Button>
        </div>
      </Form>
      <Alert variant="info" className="demo-card-note mt-4 mb-0 small">
        <p className="mb-1 fw-semibold">{t('card.demoTitle')}</p>
        <p className="mb-0">
          {t('card.demoText', {
            approved: grouped(APPROVED_TEST_CARD),
            declined: grouped(DECLINED_TEST_CARD),
          })}
        </p>
      </Alert>
    </>
  );
}
