import { useFormik } from 'formik';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { errorCode, errorKey } from '@/shared/apiError';
import { PageHeading } from '@/shared/components/PageHeading';
import { showError, showSuccess } from '@/shared/toasts/toastsSlice';
import { focusFirstInvalid, PasswordField, useMessage } from '@/shared/forms/fields';
import { changePasswordSchema } from './schemas';
import '@/styles/accounts.css';

const EMPTY = { oldPassword: '', newPassword: '', newRePassword: '' };
type Name = keyof typeof EMPTY;

/** /change-password: old, new and confirmation; red borders on errors (spec §5). */
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
      focusFirstInvalid(formRef.current);
    },
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
              void formik.submitForm().then(() => focusFirstInvalid(formRef.current));
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
