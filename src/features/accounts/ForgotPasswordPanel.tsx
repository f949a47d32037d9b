import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useForgetPasswordMutation } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { EMAIL_INPUT, FormNotice, TextField } from '@/shared/forms/fields';
import { useForm } from '@/shared/forms/useForm';
import { forgotPasswordSchema } from './schemas';

/** Password recovery side panel: a new password is sent to the account's email. */
export function ForgotPasswordPanel() {
  const { t } = useTranslation('accounts');
  const dispatch = useAppDispatch();
  const [forgetPassword] = useForgetPasswordMutation();
  const form = useForm({
    id: 'forgot',
    initialValues: { email: '' },
    schema: forgotPasswordSchema,
    send: (values) =>
      forgetPassword({ forgetPasswordRequest: { email: values.email.trim() } }).unwrap(),
    onSent() {
      dispatch(showSuccess('accounts:forgot.sent'));
      dispatch(panelClosed());
    },
    fieldOfCode: (code) => (code === 'email_not_found' ? 'email' : undefined),
  });

  return (
    <Form {...form.props} aria-labelledby="side-panel-title" className="accounts-form">
      <p>{t('forgot.intro')}</p>
      <TextField {...form.field('email')} {...EMAIL_INPUT} label={t('fields.email')} required />
      <FormNotice notice={form.notice} />
      <div className="d-grid">
        <Button type="submit" variant="primary" disabled={form.submitting}>
          {form.submitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </div>
    </Form>
  );
}
