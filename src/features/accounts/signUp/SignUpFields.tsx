/**
 * The sign-up form's field groups (docs/product.md#sign-up), each bound to the form of useSignUp:
 * here the kind of account, the account and the terms; the organisation and the person in
 * PersonFields, the contact and the registry extract in ContactFields. Which groups and fields
 * show depends on the kind of customer.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { useTranslation } from 'react-i18next';
import { EMAIL_INPUT, PasswordField, TextField } from '@/shared/forms/fields';
import { TermsModal } from '../TermsModal';
import type { SignUpForm } from './useSignUp';

interface GroupProps {
  form: SignUpForm;
}

/** Individual or organisation; then the individual-entrepreneur tick or the foreign-citizen switch. */
export function KindFields({ form }: GroupProps) {
  const { t } = useTranslation('accounts');
  const { values, formik } = form;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('signUp.type')}</legend>
      <div className="btn-group w-100 account-type-switch">
        {(['1', '2'] as const).map((type) => (
          <ToggleButton
            key={type}
            id={`signup-type-${type}`}
            type="radio"
            name="type"
            value={type}
            variant="outline-primary"
            checked={values.type === type}
            onChange={() => void formik.setFieldValue('type', type)}
          >
            {type === '1' ? t('signUp.individual') : t('signUp.organisation')}
          </ToggleButton>
        ))}
      </div>
      {values.type === '2' ? (
        <Form.Check
          className="mt-2"
          id="signup-indEntrepreneur"
          name="indEntrepreneur"
          label={t('signUp.indEntrepreneur')}
          checked={values.indEntrepreneur}
          onChange={formik.handleChange}
        />
      ) : (
        <Form.Check
          type="switch"
          role="switch"
          className="mt-2"
          id="signup-foreignCitizen"
          name="foreignCitizen"
          label={t('signUp.foreignCitizen')}
          checked={values.foreignCitizen}
          onChange={formik.handleChange}
        />
      )}
    </fieldset>
  );
}

/** Email, password and its confirmation. */
export function AccountFields({ form }: GroupProps) {
  const { t } = useTranslation('accounts');
  return (
    <fieldset className="mb-2">
      <legend className="accounts-legend">{t('signUp.sections.account')}</legend>
      <TextField {...form.field('email')} {...EMAIL_INPUT} label={t('fields.email')} required />
      <Row className="gx-md-3">
        <Col md={6}>
          <PasswordField
            {...form.field('password')}
            label={t('fields.password')}
            autoComplete="new-password"
            required
          />
        </Col>
        <Col md={6}>
          <PasswordField
            {...form.field('confirmPassword')}
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
          />
        </Col>
      </Row>
    </fieldset>
  );
}

/** The terms tick, and a link that opens them. */
export function TermsField({ form }: GroupProps) {
  const { t } = useTranslation('accounts');
  const [showTerms, setShowTerms] = useState(false);
  const error = form.error('terms');
  return (
    <Form.Group className="mb-3">
      <Form.Check id="signup-terms">
        <Form.Check.Input
          name="terms"
          checked={form.values.terms}
          onChange={form.formik.handleChange}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'signup-terms-error' : undefined}
          aria-required
        />
        <Form.Check.Label>{t('signUp.agree')}</Form.Check.Label>
        <Form.Control.Feedback type="invalid" id="signup-terms-error">
          {error}
        </Form.Control.Feedback>
      </Form.Check>
      <Button variant="link" className="p-0 mt-1 terms-link" onClick={() => setShowTerms(true)}>
        {t('signUp.readTerms')}
      </Button>
      <TermsModal show={showTerms} onHide={() => setShowTerms(false)} />
    </Form.Group>
  );
}
