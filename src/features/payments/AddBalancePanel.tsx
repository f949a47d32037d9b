import { useFormik } from 'formik';
import { useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStartCardPaymentMutation } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { focusFirstInvalid, TextField, useMessage } from '@/shared/forms/fields';
import { formatTetri } from '@/shared/money';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { showError } from '@/shared/toasts/toastsSlice';
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
  const message = useMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const param = useAppSelector((state) => state.panels.param);
  const [startPayment] = useStartCardPaymentMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const prefilled = useMemo(() => prefill(param), [param]);

  const formik = useFormik<TopUpValues>({
    initialValues: prefilled,
    enableReinitialize: true,
    validationSchema: topUpSchema,
    validateOnBlur: false,
    async onSubmit(values) {
      const result = await startPayment({ startCardPaymentRequest: startRequest(values) });
      const page = 'data' in result && result.data ? providerPage(result.data) : null;
      if (!page) {
        // Whatever went wrong (the server, the network, no provider configured): one message.
        dispatch(showError('errors:payment_start_failed'));
        return;
      }
      const path = inAppPath(page);
      dispatch(panelClosed());
      if (path) void navigate(path);
      else window.location.assign(page);
    },
  });

  const field = (name: keyof TopUpValues) => ({
    id: `top-up-${name}`,
    name,
    value: formik.values[name],
    onValue: (value: string) => void formik.setFieldValue(name, value),
    onBlur: formik.handleBlur,
    filter: digitsOnly,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    error: formik.submitCount > 0 ? message(formik.errors[name]) : null,
    required: true,
  });

  const total = topUpTetri(formik.values);

  return (
    <Form
      ref={formRef}
      noValidate
      aria-labelledby="side-panel-title"
      className="top-up-form"
      onSubmit={(event) => {
        event.preventDefault();
        void formik.submitForm().then(() => focusFirstInvalid(formRef.current));
      }}
    >
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
      <div className="d-grid">
        <Button type="submit" variant="primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />
          )}
          {formik.isSubmitting ? t('topUp.submitting') : t('topUp.submit')}
        </Button>
      </div>
    </Form>
  );
}
