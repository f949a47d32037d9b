import { useFormik } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { InfoCircle } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSignUpMutation, useSignUpWithFileMutation } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { paths } from '@/config/paths';
import { errorCode, errorKey } from '@/shared/apiError';
import { FILE_ACCEPT } from '@/shared/files';
import { toGeorgian } from '@/shared/georgianKeyboard';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { signedIn } from '@/shared/session/sessionSlice';
import { showError, showSuccess, showWarning } from '@/shared/toasts/toastsSlice';
import {
  FileField,
  focusFirstInvalid,
  PasswordField,
  SelectField,
  TextField,
  useMessage,
} from '@/shared/forms/fields';
import {
  digitsOnly,
  EMPTY_SIGN_UP,
  fieldsOf,
  kindOf,
  latinCompanyName,
  latinLettersOnly,
  passportNumber,
  signUpPayload,
  signUpSchema,
  type SignUpValues,
} from './schemas';
import { TermsModal } from './TermsModal';
import { useBranchGroups, useCityOptions } from '@/shared/hooks/usePlaceNames';
import '@/styles/accounts.css';

type TextName = Exclude<
  keyof SignUpValues,
  'type' | 'indEntrepreneur' | 'foreignCitizen' | 'terms' | 'file'
>;

const georgian = (value: string) => toGeorgian(value);
const georgianWithSpaces = (value: string) => toGeorgian(value, { spaces: true });

/**
 * Sign-up side panel (docs/product.md#sign-up): individual or organisation, the
 * individual-entrepreneur tick, the foreign-citizen toggle and every field of the sign-up payload.
 * With a registry extract the multipart signupFile call is used, otherwise the JSON signup call.
 */
export function SignUpPanel() {
  const { t } = useTranslation('accounts');
  const message = useMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signUp] = useSignUpMutation();
  const [signUpWithFile] = useSignUpWithFileMutation();
  const [showTerms, setShowTerms] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const cityOptions = useCityOptions();
  const branchGroups = useBranchGroups();

  const formik = useFormik<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    validationSchema: signUpSchema,
    async onSubmit(values) {
      const payload = signUpPayload(values);
      const extract = fieldsOf(kindOf(values)).extract ? values.file : null;
      const result = extract
        ? await signUpWithFile({
            signUpWithFileForm: { file: extract, inputs: JSON.stringify(payload) },
          })
        : await signUp({ signUpRequest: payload });
      if (result.data) {
        dispatch(signedIn({ token: result.data.token, remember: true }));
        dispatch(panelClosed());
        dispatch(showSuccess('accounts:signUp.success', { axid: result.data.AXID }));
        void navigate(paths.home);
        return;
      }
      const code = errorCode(result.error);
      const key = errorKey(result.error);
      if (code === 'email_or_user_id_already_registred') {
        dispatch(showWarning(key));
        formik.setFieldError('email', key);
      } else if (code === 'passport_id_already_registred') {
        dispatch(showWarning(key));
        // The number may be a personal or passport number, or an organisation's code (no personId).
        formik.setFieldError(fieldsOf(kindOf(values)).identity ? 'personId' : 'orgId', key);
      } else if (
        code === 'INCORECT_FILE_TYPE' ||
        code === 'file_too_large' ||
        code === 'file_required'
      ) {
        dispatch(showError(key));
        formik.setFieldError('file', key);
      } else {
        dispatch(showError(key));
      }
      focusFirstInvalid(formRef.current);
    },
  });

  const { values } = formik;
  const kind = kindOf(values);
  const fields = fieldsOf(kind);
  const organisation = values.type === '2';

  /** An error shows after a submit attempt, or once a filled-in field is left. */
  function errorOf(name: keyof SignUpValues): string | null {
    const error = formik.errors[name];
    if (!error) return null;
    const value = values[name];
    const started = formik.touched[name] && value !== '' && value !== null && value !== false;
    return formik.submitCount > 0 || started ? message(String(error)) : null;
  }

  function textProps(name: TextName) {
    return {
      id: `signup-${name}`,
      name,
      value: values[name],
      onValue: (value: string) => void formik.setFieldValue(name, value),
      onBlur: formik.handleBlur,
      error: errorOf(name),
      required: true,
    };
  }

  /** First and last name side by side, sharing one hint (Georgian or Latin letters). */
  function namePair(pair: {
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
        {pair.names.map((name, index) => (
          <Col md={6} key={name}>
            <TextField
              {...textProps(name)}
              label={pair.labels[index]!}
              filter={pair.filter}
              lang={pair.lang}
              autoComplete={pair.autoComplete[index]!}
              autoCapitalize={pair.lang === 'ka' ? 'none' : undefined}
              spellCheck={false}
              sharedHintId={pair.hintId}
              className="mb-1"
            />
          </Col>
        ))}
        <Col xs={12}>
          <Form.Text id={pair.hintId} className="d-block mb-3">
            {pair.hint}
          </Form.Text>
        </Col>
      </Row>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.submitForm(); // counts the attempt: every message shows
      dispatch(showError('accounts:signUp.fillAll'));
      focusFirstInvalid(formRef.current);
      return;
    }
    await formik.submitForm();
  }

  return (
    <>
      <Form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="side-panel-title"
        className="accounts-form"
      >
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
          {organisation ? (
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

        <fieldset className="mb-2">
          <legend className="accounts-legend">{t('signUp.sections.account')}</legend>
          <TextField
            {...textProps('email')}
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Row className="gx-md-3">
            <Col md={6}>
              <PasswordField
                {...textProps('password')}
                label={t('fields.password')}
                autoComplete="new-password"
              />
            </Col>
            <Col md={6}>
              <PasswordField
                {...textProps('confirmPassword')}
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
              />
            </Col>
          </Row>
        </fieldset>

        {fields.organisation && (
          <fieldset className="mb-2">
            <legend className="accounts-legend">{t('signUp.sections.organisation')}</legend>
            <TextField
              {...textProps('orgName')}
              label={t('fields.orgName')}
              filter={georgianWithSpaces}
              hint={t('hints.georgianWithSpaces')}
              lang="ka"
              autoComplete="organization"
            />
            <TextField
              {...textProps('orgNameEn')}
              label={t('fields.orgNameEn')}
              filter={latinCompanyName}
              hint={t('hints.latinCompany')}
              lang="en"
            />
            <TextField
              {...textProps('orgId')}
              label={t('fields.orgId')}
              filter={digitsOnly(9)}
              inputMode="numeric"
              maxLength={9}
              hint={t('hints.orgId')}
            />
          </fieldset>
        )}

        <fieldset className="mb-2">
          <legend className="accounts-legend">
            {kind === 'ltd' ? t('signUp.sections.representative') : t('signUp.sections.person')}
          </legend>
          {fields.georgianNames &&
            namePair({
              names: ['nameKa', 'lastNameKa'],
              labels: [t('fields.nameKa'), t('fields.lastNameKa')],
              hintId: 'signup-georgian-hint',
              hint: t('hints.georgian'),
              filter: georgian,
              lang: 'ka',
              autoComplete: ['off', 'off'],
            })}
          {namePair({
            names: ['nameEn', 'lastNameEn'],
            labels: [t('fields.nameEn'), t('fields.lastNameEn')],
            hintId: 'signup-latin-hint',
            hint: t('hints.latin'),
            filter: latinLettersOnly,
            lang: 'en',
            autoComplete: ['given-name', 'family-name'],
          })}
          {fields.identity === 'personal' && (
            <TextField
              {...textProps('personId')}
              label={t('fields.personId')}
              filter={digitsOnly(11)}
              inputMode="numeric"
              maxLength={11}
              autoComplete="off"
              hint={t('hints.personId')}
            />
          )}
          {fields.identity === 'passport' && (
            <TextField
              {...textProps('personId')}
              label={t('fields.passport')}
              filter={passportNumber}
              maxLength={20}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              hint={t('hints.passport')}
            />
          )}
        </fieldset>

        <fieldset className="mb-2">
          <legend className="accounts-legend">{t('signUp.sections.contact')}</legend>
          <TextField
            {...textProps('phone')}
            label={t('fields.phone')}
            type="tel"
            filter={digitsOnly(9)}
            inputMode="numeric"
            maxLength={9}
            autoComplete="tel-national"
            hint={
              <>
                <span className="d-block">{t('hints.phone')}</span>
                <span className="d-flex gap-1 mt-1 text-body">
                  <InfoCircle aria-hidden className="flex-shrink-0 mt-1" />
                  <span>{t('hints.turkishShops')}</span>
                </span>
              </>
            }
          />
          <SelectField
            id="signup-city"
            name="city"
            label={t('fields.city')}
            value={values.city}
            onValue={(value) => void formik.setFieldValue('city', value)}
            onBlur={formik.handleBlur}
            error={errorOf('city')}
            options={cityOptions}
            placeholder={t('fields.cityPlaceholder')}
            autoComplete="off"
            required
          />
          <TextField
            {...textProps('address')}
            label={t('fields.address')}
            autoComplete="street-address"
          />
          <SelectField
            id="signup-filial"
            name="filial"
            label={t('fields.branch')}
            value={values.filial}
            onValue={(value) => void formik.setFieldValue('filial', value)}
            onBlur={formik.handleBlur}
            error={errorOf('filial')}
            options={[]}
            groups={branchGroups}
            placeholder={t('fields.branchPlaceholder')}
            hint={t('hints.branch')}
            required
          />
        </fieldset>

        {fields.extract && (
          <fieldset className="mb-2">
            <legend className="accounts-legend">{t('signUp.sections.extract')}</legend>
            <FileField
              id="signup-file"
              name="file"
              label={
                <>
                  {t('fields.extract')}
                  {fields.extract === 'optional' && (
                    <span className="text-body-secondary ms-1">{t('fields.optional')}</span>
                  )}
                </>
              }
              accept={FILE_ACCEPT}
              file={values.file}
              onFile={(file) => {
                void formik.setFieldValue('file', file);
                void formik.setFieldTouched('file', true, false);
              }}
              error={errorOf('file')}
              required={fields.extract === 'required'}
              hint={
                fields.extract === 'required'
                  ? t('hints.extractRequired')
                  : t('hints.extractOptional')
              }
            />
          </fieldset>
        )}

        <Form.Group className="mb-3">
          <Form.Check id="signup-terms">
            <Form.Check.Input
              name="terms"
              checked={values.terms}
              onChange={formik.handleChange}
              isInvalid={Boolean(errorOf('terms'))}
              aria-invalid={errorOf('terms') ? true : undefined}
              aria-describedby={errorOf('terms') ? 'signup-terms-error' : undefined}
              aria-required
            />
            <Form.Check.Label>{t('signUp.agree')}</Form.Check.Label>
            <Form.Control.Feedback type="invalid" id="signup-terms-error">
              {errorOf('terms')}
            </Form.Control.Feedback>
          </Form.Check>
          <Button variant="link" className="p-0 mt-1 terms-link" onClick={() => setShowTerms(true)}>
            {t('signUp.readTerms')}
          </Button>
        </Form.Group>

        <div className="d-grid">
          <Button type="submit" variant="primary" size="lg" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
        </div>
      </Form>
      <TermsModal show={showTerms} onHide={() => setShowTerms(false)} />
    </>
  );
}
