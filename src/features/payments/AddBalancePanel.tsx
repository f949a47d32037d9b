import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStartCardPaymentMutation } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { FormNotice, TextField } from '@/shared/forms/fields';
import { useForm } from '@/shared/forms/useForm';
import { formatTetri } from '@/shared/money';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { inAppPath, providerPage } from './redirect';
import {
  digitsOnly,
  prefill,
  startRequest,
  topUpSchema,
  topUpTetri,
  type TopUpValues,
} from './topUp';
import { forgetPay } from './payAfterTopUp';
import '@/styles/payments.css';

/**
 * The add-balance side panel: top up by card. Lari and tetri
 * (docs/product.md#balance-top-up), the total in GEL before
 * continuing, then /api/merchant/georgiancard/pay starts the payment and the browser goes to the
 * provider's page. Opened with a param (the missing amount of a payment, in tetri), the fields
 * come filled with it.
 */
export function AddBalancePanel() {
  const { t } = useTranslation('payments');
  const lng = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const param = useAppSelector((state) => state.panels.param);
  const [startPayment] = useStartCardPaymentMutation();
  const prefilled = prefill(param);

  const form = useForm({
    id: 'top-up',
    initialValues: prefilled,
    reinitialize: true,
    schema: topUpSchema,
    async send(values: TopUpValues) {
      // A top-up of its own (not for a payment the pay dialog could not make) pays nothing after.
      if (!param) forgetPay();
      const started = await startPayment({
        startCardPaymentRequest: startRequest(values),
      }).unwrap();
      const page = providerPage(started);
      if (!page) throw new Error('The payment started without a provider page');
      return page;
    },
    onSent(page) {
      const path = inAppPath(page);
      dispatch(panelClosed());
      if (path) void navigate(path);
      else window.location.assign(page);
    },
    // Whatever the server refused: one message (a failure of the network or the server, too
    // many attempts and an ended session have their own words).
    messageOf: () => 'errors:payment_start_failed',
  });

  const field = (name: keyof TopUpValues) => ({
    ...form.field(name),
    filter: digitsOnly,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    required: true,
  });

  const total = topUpTetri(form.values);

  return (
    <Form {...form.props} aria-labelledby="side-panel-title" className="top-up-form">
      <p>{t('topUp.intro')}</p>
      {param && prefilled.lari !== '' && (
        <p className="small text-body-secondary">{t('topUp.prefilled')}</p>
      )}
      <div className="top-up-fields">
        <TextField {...field('lari')} label={t('topUp.lari')} hint={t('topUp.lariHint')} />
        <TextField {...field('tetri')} label={t('topUp.tetri')} hint={t('topUp.tetriHint')} />
      </div>
      <p className="top-up-total" aria-live="polite">
        <span>{t('topUp.total')}</span>{' '}
        <output
          className="fw-semibold"
          data-testid="top-up-total"
          htmlFor="top-up-lari top-up-tetri"
        >
          {total === null ? '—' : formatTetri(total, lng)}
        </output>
      </p>
      <FormNotice notice={form.notice} />
      <div className="d-grid">
        <Button type="submit" variant="primary" disabled={form.submitting}>
          {form.submitting && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />
          )}
          {form.submitting ? t('topUp.submitting') : t('topUp.submit')}
        </Button>
      </div>
    </Form>
  );
}
