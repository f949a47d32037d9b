import { useFormik } from 'formik';
import { useLayoutEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { errorCode, errorKey } from '@/shared/apiError';
import { PageHeading } from '@/shared/components/PageHeading';
import { showError, showSuccess } from '@/shared/toasts/toastsSlice';
import { PasswordField, useMessage } from '@/shared/forms/fields';
import { changePasswordSchema } from './schemas';
import '@/styles/accounts.css';

const EMPTY = { oldPassword: '', newPassword: '', newRePassword: '' };
type Name = keyof typeof EMPTY;

/**
 * /change-password: old, new and confirmation; red borders on errors
 * (docs/product.md#profile-password-and-branch).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  const message = useMessage();
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const formik = useFormik({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    validateOnBlur: false,
    async onSubmit(values, helpers) {
      const result = await changePassword({ changePasswordRequest: values });
      if ('data' in result && result.data) {
        dispatch(showSuccess('accounts:changePassword.success'));
        helpers.resetForm();
        return;
      }
      const key = errorKey(result.error);
      dispatch(showError(key));
      const code = errorCode(result.error);
      if (code === 'old_password_incorrect') helpers.setFieldError('oldPassword', key);
      if (code === 'passwords_do_not_match') helpers.setFieldError('newRePassword', key);
    },
  });

  // A submit attempt that ends with errors (the rules' or the server's) moves the focus to the
  // first red field in the same commit that shows the errors: no moment with red fields and the
  // focus still on the button.
  const focusAfterSubmit = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterSubmit.current || formik.isSubmitting) return;
    focusAfterSubmit.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  });

  const field = (name: Name) => ({
    id: `change-${name}`,
    name,
    value: formik.values[name],
    onValue: (value: string) => void formik.setFieldValue(name, value),
    onBlur: formik.handleBlur,
    error: formik.submitCount > 0 ? message(formik.errors[name]) : null,
    required: true,
  });

  return (
    <section className="accounts-page">
      <PageHeading>{t('changePassword.title')}</PageHeading>
      <Card className="content-card accounts-card accounts-narrow">
        <Card.Body>
          <Form
            ref={formRef}
            noValidate
            aria-label={t('changePassword.title')}
            onSubmit={(event) => {
              event.preventDefault();
              focusAfterSubmit.current = true;
              void formik.submitForm();
            }}
          >
            <PasswordField
              {...field('oldPassword')}
              label={t('changePassword.old')}
              autoComplete="current-password"
            />
            <PasswordField
              {...field('newPassword')}
              label={t('changePassword.new')}
              autoComplete="new-password"
            />
            <PasswordField
              {...field('newRePassword')}
              label={t('changePassword.confirm')}
              autoComplete="new-password"
            />
            <Button type="submit" variant="primary" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? t('form.saving') : t('changePassword.submit')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
}
