/**
 * Validation of the accounts forms (spec §5). Messages are namespaced translation keys,
 * translated when shown so they follow the language switch.
 */
import * as yup from 'yup';
import type { Branch, SignUpRequest } from '@/api';
import { fileProblem } from '@/shared/files';
import { isGeorgianText } from '@/shared/georgianKeyboard';

export const MSG = {
  required: 'accounts:v.required',
  email: 'accounts:v.email',
  passwordMismatch: 'errors:passwords_do_not_match',
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
} as const;

// ------------------------------------------------------------------ input filters
/** Digits only, at most `max` of them (phone 9, personal number 11, company code 9). */
export const digitsOnly = (max: number) => (value: string) =>
  value.replace(/\D/g, '').slice(0, max);
/** Latin letters only (first and last names in English). */
export const latinLettersOnly = (value: string) => value.replace(/[^A-Za-z]/g, '');
/** Latin letters, digits, spaces and the punctuation of company names ("Kavkasia Trade LLC"). */
export const latinCompanyName = (value: string) => value.replace(/[^A-Za-z0-9 .,&'"()-]/g, '');
/** Passport numbers: Latin letters and digits, upper case. */
export const passportNumber = (value: string) =>
  value
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 20);

// ------------------------------------------------------------------ sign-up
export type CustomerKind = 'individual' | 'foreigner' | 'ltd' | 'entrepreneur';

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
  filial: '',
  terms: false,
  file: null,
};

export function kindOf(
  values: Pick<SignUpValues, 'type' | 'indEntrepreneur' | 'foreignCitizen'>,
): CustomerKind {
  if (values.type === '2') return values.indEntrepreneur ? 'entrepreneur' : 'ltd';
  return values.foreignCitizen ? 'foreigner' : 'individual';
}

/** Which fields a kind of customer fills in. */
export function fieldsOf(kind: CustomerKind) {
  return {
    /** Georgian first and last name (everyone but foreign citizens). */
    georgianNames: kind !== 'foreigner',
    /** 'personal': 11-digit personal number; 'passport': any passport number. */
    identity:
      kind === 'foreigner' ? ('passport' as const) : kind === 'ltd' ? null : ('personal' as const),
    /** Organisation names and 9-digit identification code (LTD/LLC). */
    organisation: kind === 'ltd',
    /** The registry extract: required for individual entrepreneurs, optional for LTD/LLC. */
    extract:
      kind === 'entrepreneur'
        ? ('required' as const)
        : kind === 'ltd'
          ? ('optional' as const)
          : null,
  };
}

const text = () => yup.string().default('');
const requiredText = (message: string = MSG.required) => text().trim().required(message);
const digits = (length: number, requiredMessage: string, lengthMessage: string) =>
  text()
    .required(requiredMessage)
    .matches(new RegExp(`^\\d{${length}}$`), lengthMessage);
const georgianName = () =>
  requiredText().test('georgian', MSG.georgianOnly, (value) => !value || isGeorgianText(value));
const latinName = () => requiredText().matches(/^[A-Za-z]+$/, MSG.latinOnly);
const email = () =>
  text()
    .trim()
    .required(MSG.email)
    .email(MSG.email)
    // yup accepts "name@host"; a customer's email has a dot in the domain.
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MSG.email);

function signUpSchemaFor(kind: CustomerKind) {
  const fields = fieldsOf(kind);
  const skip = () => yup.mixed().strip();
  return yup.object({
    email: email(),
    password: text().required(MSG.required),
    confirmPassword: text()
      .required(MSG.required)
      .oneOf([yup.ref('password')], MSG.passwordMismatch),
    nameKa: fields.georgianNames ? georgianName() : skip(),
    lastNameKa: fields.georgianNames ? georgianName() : skip(),
    nameEn: latinName(),
    lastNameEn: latinName(),
    personId:
      fields.identity === 'personal'
        ? digits(11, MSG.personIdRequired, MSG.personIdLength)
        : fields.identity === 'passport'
          ? text()
              .required(MSG.passportRequired)
              .matches(/^[A-Z0-9]{5,20}$/, MSG.passportFormat)
          : skip(),
    orgName: fields.organisation
      ? requiredText().test(
          'georgian',
          MSG.georgianWithSpaces,
          (value) => !value || isGeorgianText(value, { spaces: true }),
        )
      : skip(),
    orgNameEn: fields.organisation
      ? requiredText().matches(
          /^[A-Za-z0-9 .,&'"()-]*[A-Za-z][A-Za-z0-9 .,&'"()-]*$/,
          MSG.latinName,
        )
      : skip(),
    orgId: fields.organisation ? digits(9, MSG.orgIdRequired, MSG.orgIdLength) : skip(),
    phone: digits(9, MSG.phoneRequired, MSG.phoneLength),
    city: text().required(MSG.city),
    address: requiredText(MSG.address),
    filial: text().required(MSG.branch),
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
 * The payload of spec §3 for the values (trimmed; fields that do not apply to the kind are sent
 * as empty strings, as the contract asks).
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
  oldPassword: text().required(MSG.required),
  newPassword: text().required(MSG.required),
  newRePassword: text()
    .required(MSG.required)
    .oneOf([yup.ref('newPassword')], MSG.passwordMismatch),
});

export const profileSchema = yup.object({
  city: text().required(MSG.city),
  phone: digits(9, MSG.phoneRequired, MSG.phoneLength),
  address: requiredText(MSG.address),
});

export const branchSchema = yup.object({
  city: text().required(MSG.city),
  branch: text().required(MSG.branch),
});
