import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { PageHeading } from '@/shared/components/PageHeading';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { FormNotice, PasswordField } from '@/shared/forms/fields';
import { useForm } from '@/shared/forms/useForm';
import { changePasswordSchema } from './schemas';
import '@/styles/accounts.css';

/** The server's refusals that belong to a field. */
const FIELD_OF_CODE: Record<string, 'oldPassword' | 'newPassword' | 'newRePassword'> = {
  old_password_incorrect: 'oldPassword',
  passwords_do_not_match: 'newRePassword',
  password_too_common: 'newPassword',
};

/**
 * /change-password: old, new and confirmation; red borders on errors
 * (docs/product.md#profile-password-and-branch).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const form = useForm({
    id: 'change',
    initialValues: { oldPassword: '', newPassword: '', newRePassword: '' },
    schema: changePasswordSchema,
    send: (values) => changePassword({ changePasswordRequest: values }).unwrap(),
    onSent(_data, helpers) {
      dispatch(showSuccess('accounts:changePassword.success'));
      helpers.resetForm();
    },
    fieldOfCode: (code) => FIELD_OF_CODE[code],
  });

  return (
    <section className="accounts-page">
      <PageHeading>{t('changePassword.title')}</PageHeading>
      <Card className="content-card accounts-card accounts-narrow">
        <Card.Body>
          <Form {...form.props} aria-label={t('changePassword.title')}>
            <PasswordField
              {...form.field('oldPassword')}
              label={t('changePassword.old')}
              autoComplete="current-password"
              required
            />
            <PasswordField
              {...form.field('newPassword')}
              label={t('changePassword.new')}
              autoComplete="new-password"
              required
            />
            <PasswordField
              {...form.field('newRePassword')}
              label={t('changePassword.confirm')}
              autoComplete="new-password"
              required
            />
            <FormNotice notice={form.notice} />
            <Button type="submit" variant="primary" disabled={form.submitting}>
              {form.submitting ? t('form.saving') : t('changePassword.submit')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
}
