/** The sign-up form's groups about who signs up: an organisation, and the person. */
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/forms/fields';
import { toGeorgian } from '@/shared/georgianKeyboard';
import {
  digitsOnly,
  fieldsOf,
  kindOf,
  latinCompanyName,
  latinLettersOnly,
  passportNumber,
  type SignUpValues,
} from '../schemas';
import type { SignUpForm } from './useSignUp';

type TextName = Exclude<
  keyof SignUpValues,
  'type' | 'indEntrepreneur' | 'foreignCitizen' | 'terms' | 'file'
>;
interface GroupProps {
  form: SignUpForm;
}

const georgian = (value: string) => toGeorgian(value);
const georgianWithSpaces = (value: string) => toGeorgian(value, { spaces: true });

/** An organisation's Georgian and Latin names and its 9-digit code. */
export function OrganisationFields({ form }: GroupProps) {
  const { t } = useTranslation('accounts');
  return (
    <fieldset className="mb-2">
      <legend className="accounts-legend">{t('signUp.sections.organisation')}</legend>
      <TextField
        {...form.field('orgName')}
        label={t('fields.orgName')}
        filter={georgianWithSpaces}
        hint={t('hints.georgianWithSpaces')}
        lang="ka"
        autoComplete="organization"
        required
      />
      <TextField
        {...form.field('orgNameEn')}
        label={t('fields.orgNameEn')}
        filter={latinCompanyName}
        hint={t('hints.latinCompany')}
        lang="en"
        required
      />
      <TextField
        {...form.field('orgId')}
        label={t('fields.orgId')}
        filter={digitsOnly(9)}
        inputMode="numeric"
        maxLength={9}
        hint={t('hints.orgId')}
        required
      />
    </fieldset>
  );
}

/** First and last name side by side, sharing one hint (Georgian or Latin letters). */
function NamePair({
  form,
  names,
  labels,
  hintId,
  hint,
  filter,
  lang,
  autoComplete,
}: GroupProps & {
  names: [TextName, TextName];
  labels: [string, string];
  hintId: string;
  hint: string;
  filter: (value: string) => string;
  lang: 'ka' | 'en';
  autoComplete: [string, string];
}) {
  return (
    <Row className="gx-md-3">
      {names.map((name, index) => (
        <Col md={6} key={name}>
          <TextField
            {...form.field(name)}
            label={labels[index]!}
            filter={filter}
            lang={lang}
            autoComplete={autoComplete[index]!}
            autoCapitalize={lang === 'ka' ? 'none' : undefined}
            spellCheck={false}
            sharedHintId={hintId}
            className="mb-1"
            required
          />
        </Col>
      ))}
      <Col xs={12}>
        <Form.Text id={hintId} className="d-block mb-3">
          {hint}
        </Form.Text>
      </Col>
    </Row>
  );
}

/** The person (or an LTD's representative): names, and the personal or passport number. */
export function PersonFields({ form }: GroupProps) {
  const { t } = useTranslation('accounts');
  const kind = kindOf(form.values);
  const fields = fieldsOf(kind);
  return (
    <fieldset className="mb-2">
      <legend className="accounts-legend">
        {kind === 'ltd' ? t('signUp.sections.representative') : t('signUp.sections.person')}
      </legend>
      {fields.georgianNames && (
        <NamePair
          form={form}
          names={['nameKa', 'lastNameKa']}
          labels={[t('fields.nameKa'), t('fields.lastNameKa')]}
          hintId="signup-georgian-hint"
          hint={t('hints.georgian')}
          filter={georgian}
          lang="ka"
          autoComplete={['off', 'off']}
        />
      )}
      <NamePair
        form={form}
        names={['nameEn', 'lastNameEn']}
        labels={[t('fields.nameEn'), t('fields.lastNameEn')]}
        hintId="signup-latin-hint"
        hint={t('hints.latin')}
        filter={latinLettersOnly}
        lang="en"
        autoComplete={['given-name', 'family-name']}
      />
      {fields.identity === 'personal' && (
        <TextField
          {...form.field('personId')}
          label={t('fields.personId')}
          filter={digitsOnly(11)}
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
          hint={t('hints.personId')}
          required
        />
      )}
      {fields.identity === 'passport' && (
        <TextField
          {...form.field('personId')}
          label={t('fields.passport')}
          filter={passportNumber}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('hints.passport')}
          required
        />
      )}
    </fieldset>
  );
}
