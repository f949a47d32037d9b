import { useFormik } from 'formik';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useForgetPasswordMutation } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { errorCode, errorKey } from '@/shared/apiError';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { showError, showSuccess } from '@/shared/toasts/toastsSlice';
import { focusFirstInvalid, TextField, useMessage } from '@/shared/forms/fields';
import { forgotPasswordSchema } from './schemas';

/** Password recovery side panel: a new password is sent to the account's email. */
export function ForgotPasswordPanel() {
  const { t } = useTranslation('accounts');
  const message = useMessage();
  const dispatch = useAppDispatch();
  const [forgetPassword] = useForgetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    validateOnBlur: false,
    async onSubmit(values) {
      const result = await forgetPassword({
        forgetPasswordRequest: { email: values.email.trim() },
      });
      if ('data' in result && result.data) {
        dispatch(showSuccess('accounts:forgot.sent'));
        dispatch(panelClosed());
        return;
      }
      const key = errorKey(result.error);
      dispatch(showError(key));
      if (errorCode(result.error) === 'email_not_found') {
        formik.setFieldError('email', key);
        focusFirstInvalid(formRef.current);
      }
    },
  });

  const error = formik.submitCount > 0 ? message(formik.errors.email) : null;

  return (
    <Form
      ref={formRef}
      noValidate
      aria-labelledby="side-panel-title"
      className="accounts-form"
      onSubmit={(event) => {
        event.preventDefault();
        void formik.submitForm().then(() => focusFirstInvalid(formRef.current));
      }}
    >
      <p>{t('forgot.intro')}</p>
      <TextField
        id="forgot-email"
        name="email"
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={formik.values.email}
        onValue={(value) => void formik.setFieldValue('email', value)}
        onBlur={formik.handleBlur}
        error={error}
        required
      />
      <div className="d-grid">
        <Button type="submit" variant="primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </div>
    </Form>
  );
}
