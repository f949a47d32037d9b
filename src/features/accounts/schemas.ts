/**
 * Validation of the accounts forms (docs/product.md#5-validation-rules), built from the shared
 * rules of src/shared/rules (the mock backend checks the same ones). Messages are namespaced
 * translation keys, translated when shown so they follow the language switch.
 */
import * as yup from 'yup';
import type { Branch, SignUpRequest } from '@/api';
import { BRANCHES, DEFAULT_BRANCH } from '@/shared/branches';
import { fileProblem } from '@/shared/files';
import { romanise } from '@/shared/romanise';
import {
  ADDRESS_MAX,
  PHONE_DIGITS,
  PERSON_ID_DIGITS,
  ORG_ID_DIGITS,
  matchesUpTo,
  CITY_KEY_MAX,
  CITY_KEY,
  EMAIL,
  EMAIL_MAX,
  fieldsOf,
  GEORGIAN_NAME,
  GEORGIAN_ORG_NAME,
  keepOnly,
  kindOf as kindOfChoice,
  LATIN_LETTERS,
  LATIN_NAME,
  LATIN_ORG_NAME,
  LATIN_ORG_NAME_CHARS,
  NAME_MAX,
  ORG_ID,
  oneCharacterRepeated,
  ORG_NAME_MAX,
  PASSPORT,
  PASSPORT_CHARS,
  PASSPORT_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_ID,
  PHONE,
  type CustomerKind,
} from '@/shared/rules';

export { fieldsOf, type CustomerKind };

export const MSG = {
  required: 'accounts:v.required',
  email: 'accounts:v.email',
  passwordMismatch: 'errors:passwords_do_not_match',
  passwordShort: 'accounts:v.passwordShort',
  /** One character repeated, like the commonest passwords the server refuses. */
  passwordCommon: 'errors:password_too_common',
  georgianOnly: 'accounts:v.georgianOnly',
  georgianWithSpaces: 'accounts:v.georgianWithSpaces',
  latinOnly: 'accounts:v.latinOnly',
  latinName: 'accounts:v.latinName',
  phoneRequired: 'accounts:v.phoneRequired',
  phoneLength: 'accounts:v.phoneLength',
  personIdRequired: 'accounts:v.personIdRequired',
  personIdLength: 'accounts:v.personIdLength',
  passportRequired: 'accounts:v.passportRequired',
  passportFormat: 'accounts:v.passportFormat',
  orgIdRequired: 'accounts:v.orgIdRequired',
  orgIdLength: 'accounts:v.orgIdLength',
  city: 'accounts:v.city',
  address: 'accounts:v.address',
  branch: 'errors:branch_required',
  terms: 'accounts:v.terms',
  /** Longer than the rules allow (a name over 60 characters …): the server's generic answer. */
  tooLong: 'errors:validation_error',
} as const;

// ------------------------------------------------------------------ input filters
/** Digits only, at most `max` of them (phone 9, personal number 11, company code 9). */
export const digitsOnly = (max: number) => (value: string) =>
  value.replace(/\D/g, '').slice(0, max);
const latinLetters = keepOnly(LATIN_LETTERS);
/** Latin letters only (first and last names in English); Georgian and Russian are romanised. */
export const latinLettersOnly = (value: string) => latinLetters(romanise(value));
const latinCompanyChars = keepOnly(LATIN_ORG_NAME_CHARS);
/**
 * Latin letters, digits, spaces and the punctuation of company names
 * ("Kavkasia Trade (Georgia) LLC"); Georgian and Russian are romanised.
 */
export const latinCompanyName = (value: string) => latinCompanyChars(romanise(value));
const passportChars = keepOnly(PASSPORT_CHARS, PASSPORT_MAX);
/** Passport numbers: Latin letters and digits, upper case. */
export const passportNumber = (value: string) => passportChars(value).toUpperCase();

// ------------------------------------------------------------------ sign-up

export interface SignUpValues {
  type: '1' | '2';
  indEntrepreneur: boolean;
  foreignCitizen: boolean;
  email: string;
  password: string;
  confirmPassword: string;
  nameKa: string;
  lastNameKa: string;
  nameEn: string;
  lastNameEn: string;
  personId: string;
  orgName: string;
  orgNameEn: string;
  orgId: string;
  phone: string;
  city: string;
  address: string;
  filial: Branch | '';
  terms: boolean;
  file: File | null;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  type: '1',
  indEntrepreneur: false,
  foreignCitizen: false,
  email: '',
  password: '',
  confirmPassword: '',
  nameKa: '',
  lastNameKa: '',
  nameEn: '',
  lastNameEn: '',
  personId: '',
  orgName: '',
  orgNameEn: '',
  orgId: '',
  phone: '',
  city: '',
  address: '',
  // The default branch (docs/product.md#branches), which the customer may change.
  filial: DEFAULT_BRANCH,
  terms: false,
  file: null,
};

/** The kind of customer the form's switches describe (src/shared/rules/customers.ts). */
export function kindOf(
  values: Pick<SignUpValues, 'type' | 'indEntrepreneur' | 'foreignCitizen'>,
): CustomerKind {
  return kindOfChoice({
    organisation: values.type === '2',
    entrepreneur: values.indEntrepreneur,
    foreignCitizen: values.foreignCitizen,
  });
}

const text = () => yup.string().default('');
const requiredText = (message: string = MSG.required) => text().trim().required(message);
/**
 * A required text of a pattern, at most `max` characters: a longer one is refused before the
 * pattern runs (matchesUpTo), so no pattern ever runs over a long paste.
 */
const patterned = (
  pattern: RegExp,
  max: number,
  messages: { required?: string; pattern: string; tooLong?: string },
) =>
  requiredText(messages.required)
    .max(max, messages.tooLong ?? MSG.tooLong)
    .test(matchesUpTo(pattern, max, messages.pattern));
/** A required value of a pattern: the phone, the personal number, the company code … */
const coded = (pattern: RegExp, max: number, requiredMessage: string, patternMessage: string) =>
  patterned(pattern, max, {
    required: requiredMessage,
    pattern: patternMessage,
    tooLong: patternMessage,
  });
const georgianName = () => patterned(GEORGIAN_NAME, NAME_MAX, { pattern: MSG.georgianOnly });
const latinName = () => patterned(LATIN_NAME, NAME_MAX, { pattern: MSG.latinOnly });
const email = () =>
  patterned(EMAIL, EMAIL_MAX, { required: MSG.email, pattern: MSG.email, tooLong: MSG.email });
const password = () => text().required(MSG.required).max(PASSWORD_MAX, MSG.tooLong);
/** A password the customer chooses now: long enough. */
const newPassword = () =>
  password()
    .min(PASSWORD_MIN, MSG.passwordShort)
    .test('common', MSG.passwordCommon, (value) => !value || !oneCharacterRepeated(value));
const phone = () => coded(PHONE, PHONE_DIGITS, MSG.phoneRequired, MSG.phoneLength);
const city = () =>
  text()
    .required(MSG.city)
    .max(CITY_KEY_MAX, MSG.city)
    .test(matchesUpTo(CITY_KEY, CITY_KEY_MAX, MSG.city));
const address = () => requiredText(MSG.address).max(ADDRESS_MAX, MSG.tooLong);
const branch = () =>
  text()
    .required(MSG.branch)
    .oneOf(['', ...BRANCHES], MSG.branch);

function signUpSchemaFor(kind: CustomerKind) {
  const fields = fieldsOf(kind);
  const skip = () => yup.mixed().strip();
  return yup.object({
    email: email(),
    password: newPassword(),
    confirmPassword: text()
      .required(MSG.required)
      .oneOf([yup.ref('password')], MSG.passwordMismatch),
    nameKa: fields.georgianNames ? georgianName() : skip(),
    lastNameKa: fields.georgianNames ? georgianName() : skip(),
    nameEn: latinName(),
    lastNameEn: latinName(),
    personId:
      fields.identity === 'personal'
        ? coded(PERSON_ID, PERSON_ID_DIGITS, MSG.personIdRequired, MSG.personIdLength)
        : fields.identity === 'passport'
          ? coded(PASSPORT, PASSPORT_MAX, MSG.passportRequired, MSG.passportFormat)
          : skip(),
    orgName: fields.organisation
      ? patterned(GEORGIAN_ORG_NAME, ORG_NAME_MAX, { pattern: MSG.georgianWithSpaces })
      : skip(),
    orgNameEn: fields.organisation
      ? patterned(LATIN_ORG_NAME, ORG_NAME_MAX, { pattern: MSG.latinName })
      : skip(),
    orgId: fields.organisation
      ? coded(ORG_ID, ORG_ID_DIGITS, MSG.orgIdRequired, MSG.orgIdLength)
      : skip(),
    phone: phone(),
    city: city(),
    address: address(),
    filial: branch(),
    terms: yup.boolean().oneOf([true], MSG.terms),
    file: fields.extract
      ? yup
          .mixed<File>()
          .nullable()
          .test('file', (value, context) => {
            const problem = fileProblem(value, { required: fields.extract === 'required' });
            return problem ? context.createError({ message: problem }) : true;
          })
      : skip(),
  });
}

/** The sign-up schema for whatever kind of customer the values describe. */
export const signUpSchema = yup.lazy((values: SignUpValues) => signUpSchemaFor(kindOf(values)));

/**
 * The sign-up payload (docs/product.md#kinds-of-customer) for the values (trimmed; fields that do
 * not apply to the kind are sent as empty strings, as the contract asks).
 */
export function signUpPayload(values: SignUpValues): SignUpRequest {
  const kind = kindOf(values);
  const fields = fieldsOf(kind);
  const clean = (value: string) => value.trim().replace(/\s+/g, ' ');
  return {
    type: values.type === '2' ? 2 : 1,
    email: values.email.trim(),
    password: values.password,
    nameKa: fields.georgianNames ? values.nameKa : '',
    lastNameKa: fields.georgianNames ? values.lastNameKa : '',
    nameEn: values.nameEn,
    lastNameEn: values.lastNameEn,
    phone: values.phone,
    city: values.city,
    address: clean(values.address),
    personId: fields.identity ? values.personId : '',
    orgName: fields.organisation ? clean(values.orgName) : '',
    orgNameEn: fields.organisation ? clean(values.orgNameEn) : '',
    orgId: fields.organisation ? values.orgId : '',
    filial: values.filial as Branch,
    indEntrepreneur: kind === 'entrepreneur' ? 'true' : 'false',
    foreignCitizen: kind === 'foreigner',
  };
}

// ------------------------------------------------------------------ other forms
export const forgotPasswordSchema = yup.object({ email: email() });

export const changePasswordSchema = yup.object({
  oldPassword: password(),
  newPassword: newPassword(),
  newRePassword: text()
    .required(MSG.required)
    .oneOf([yup.ref('newPassword')], MSG.passwordMismatch),
});

export const profileSchema = yup.object({
  city: city(),
  phone: phone(),
  address: address(),
});

export const branchSchema = yup.object({
  city: city(),
  branch: branch(),
});
