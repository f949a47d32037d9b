import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/shared/forms/fields';
import { fieldsOf, kindOf } from './schemas';
import { ContactFields, ExtractField } from './signUp/ContactFields';
import { OrganisationFields, PersonFields } from './signUp/PersonFields';
import { AccountFields, KindFields, TermsField } from './signUp/SignUpFields';
import { useSignUp } from './signUp/useSignUp';
import '@/styles/accounts.css';

/**
 * Sign-up side panel (docs/product.md#sign-up): individual or organisation, the
 * individual-entrepreneur tick, the foreign-citizen toggle and every field of the sign-up payload,
 * in groups that follow the kind of customer.
 */
export function SignUpPanel() {
  const { t } = useTranslation('accounts');
  const form = useSignUp();
  const fields = fieldsOf(kindOf(form.values));
  return (
    <Form {...form.props} aria-labelledby="side-panel-title" className="accounts-form">
      <KindFields form={form} />
      <AccountFields form={form} />
      {fields.organisation && <OrganisationFields form={form} />}
      <PersonFields form={form} />
      <ContactFields form={form} />
      {fields.extract && <ExtractField form={form} need={fields.extract} />}
      <TermsField form={form} />
      <FormNotice notice={form.notice} />
      <div className="d-grid">
        <Button type="submit" variant="primary" size="lg" disabled={form.submitting}>
          {form.submitting ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </div>
    </Form>
  );
}
