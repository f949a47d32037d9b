/**
 * Request bodies as the server validates them (docs/product.md#5-validation-rules), typed against
 * the contract's request types so that a contract change breaks the build here. Values are cast
 * like a lenient server would ("2" → 2 for numbers, 5 → "5" for strings) but wrong types, unknown
 * enum values, huge numbers and missing fields are rejected. Patterns, lengths and the kinds of
 * customer are the shared rules of src/shared/rules, the same the forms use and openapi.yaml
 * carries.
 */
import {
  array,
  boolean,
  mixed,
  number,
  object,
  string,
  type NumberSchema,
  type ObjectSchema,
} from 'yup';
import type {
  AddProductRequest,
  ChangePasswordRequest,
  CreateBranchRequest,
  CreateCourierOrderRequest,
  ForgetPasswordRequest,
  PayAllRequest,
  PayFlightRequest,
  SignInRequest,
  SignUpRequest,
  StartCardPaymentRequest,
  UpdateCardPaymentRequest,
  UpdateProductRequest,
  UpdateProfileRequest,
} from '@/api';
import { OTHER_SHOP } from '@/shared/catalog';
import {
  ADDRESS_MAX,
  AMOUNT,
  AMOUNT_GEL_MAX,
  AMOUNT_MAX,
  CARD_AMOUNT,
  CARD_AMOUNT_MAX,
  CITY_KEY,
  CITY_KEY_MAX,
  COURIER_AREA_MAX,
  COURIER_FLIGHTS_MAX,
  COURIER_NAME_MAX,
  EMAIL,
  EMAIL_MAX,
  fieldsOf,
  FLIGHT_ID_MAX,
  GEORGIAN_ADDRESS,
  GEORGIAN_NAME,
  GEORGIAN_ORG_NAME,
  ID_MAX,
  kindOf,
  LARI,
  LARI_DIGITS_MAX,
  LATIN_NAME,
  LATIN_ORG_NAME,
  matchesUpTo,
  NAME_MAX,
  NOTE_MAX,
  orEmpty,
  ORG_ID,
  ORG_ID_DIGITS,
  ORG_NAME_MAX,
  PASSPORT,
  PASSPORT_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_ID,
  PHONE,
  PHONE_DIGITS,
  QUANTITY,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SENDER_NAME_MAX,
  SHOP_NAME,
  SHOP_NAME_MAX,
  TETRI,
  TETRI_DIGITS,
  TRACKING,
  TRACKING_MAX,
  type CustomerKind,
} from '@/shared/rules';
import {
  BRANCHES,
  COUNTRY_IDS,
  CURRENCIES,
  LEGACY_BRANCH,
  PARCEL_STATUSES,
  PRODUCT_CATEGORIES,
} from './enums';

export { OTHER_SHOP };

// ------------------------------------------------------------------ field builders
/**
 * A string as sent, never coerced: a number or an object stays what it is and fails the type
 * check. yup's own cast calls value.toString() on anything that is not a string (and its .trim()
 * value.trim()), which throws on objects like {"toString": 1}. Its cast reads `coerce` from the
 * instance string() created, so the switch is set on that instance (withMutation), not a clone.
 */
export const str = () =>
  string()
    .withMutation((schema) => schema.clone({ coerce: false }))
    .typeError('${path} must be a string');
/** A trimmed string, without coercion. */
export const text = () =>
  str().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
const required = (name: string) => text().required(`${name} is required`);
/**
 * A trimmed string of at most `max` characters matching `pattern`; a longer one is refused before
 * the pattern runs (matchesUpTo). Every pattern of a request body is checked through it.
 */
const matching = (
  pattern: RegExp,
  max: number,
  message: string,
  options?: { excludeEmptyString?: boolean },
) =>
  text()
    .max(max)
    .test(matchesUpTo(pattern, max, message, options));
const phone = () =>
  matching(PHONE, PHONE_DIGITS, 'phone must be exactly 9 digits').required('phone is required');
const city = () =>
  matching(CITY_KEY, CITY_KEY_MAX, 'city must be a city key like _TBILISI_').required(
    'city is required',
  );
const email = () =>
  matching(EMAIL, EMAIL_MAX, 'enter an email, for example name@example.com', {
    excludeEmptyString: true,
  }).required('email is required');
const password = (name: string) => str().required(`${name} is required`).max(PASSWORD_MAX);
/** A password chosen now (sign-up, password change). */
const newPassword = (name: string) =>
  password(name).min(PASSWORD_MIN, `${name}: at least ${PASSWORD_MIN} characters`);
/**
 * A number sent as a JSON number or as text: as text it must be written as the form writes it
 * (`rule`: digits, a dot …), and a number must read so too (12.345 has too many decimals).
 */
const NUMBER_WRITTEN_MAX = 32;
/** The longest device token the contract allows. */
const DEVICE_TOKEN_MAX = 64;
const numberWritten = (schema: NumberSchema<number | undefined>, rule: RegExp, message: string) =>
  schema.test('written', message, (value, context) => {
    if (value === undefined) return true;
    const raw: unknown = context.originalValue;
    const written = typeof raw === 'string' ? raw : String(value);
    // No number the forms send is that long: refused before the pattern runs.
    return written.length <= NUMBER_WRITTEN_MAX && rule.test(written);
  });
const oneOf = <T extends string>(values: readonly T[], name: string) =>
  str()
    .oneOf(values, `${name} must be one of ${values.join(', ')}`)
    .required(`${name} is required`);
/** A branch; the legacy `qurdiani` is accepted and read as didube. */
const branch = (name: string) =>
  str()
    .transform((value: unknown) => (value === LEGACY_BRANCH ? 'didube' : value))
    .oneOf(BRANCHES, `${name} must be one of ${BRANCHES.join(', ')}`)
    .required(`${name} is required`);

// ------------------------------------------------------------------ auth
export const signInSchema: ObjectSchema<SignInRequest> = object({
  email: required('email').max(EMAIL_MAX),
  password: password('password'),
  remember: boolean().optional().strict(),
  deviceToken: str().max(DEVICE_TOKEN_MAX).optional(),
});

export const signUpSchema: ObjectSchema<SignUpRequest> = object({
  type: mixed<1 | 2>((value): value is 1 | 2 => value === 1 || value === 2).required(
    'type is required',
  ),
  email: email(),
  password: newPassword('password'),
  // Fields that do not apply to the kind of customer are "" (signUpProblem requires the others).
  nameKa: matching(orEmpty(GEORGIAN_NAME), NAME_MAX, 'nameKa: Georgian letters only'),
  lastNameKa: matching(orEmpty(GEORGIAN_NAME), NAME_MAX, 'lastNameKa: Georgian letters only'),
  nameEn: matching(LATIN_NAME, NAME_MAX, 'nameEn: Latin letters only').required(
    'nameEn is required',
  ),
  lastNameEn: matching(LATIN_NAME, NAME_MAX, 'lastNameEn: Latin letters only').required(
    'lastNameEn is required',
  ),
  phone: phone(),
  city: city(),
  address: required('address').max(ADDRESS_MAX),
  personId: matching(
    orEmpty(PERSON_ID, PASSPORT),
    PASSPORT_MAX,
    'personId: the 11-digit personal number or a passport number',
  ),
  orgName: matching(
    orEmpty(GEORGIAN_ORG_NAME),
    ORG_NAME_MAX,
    'orgName: Georgian letters and spaces',
  ),
  orgNameEn: matching(
    orEmpty(LATIN_ORG_NAME),
    ORG_NAME_MAX,
    `orgNameEn: Latin letters, digits, spaces and . , & ' " ( ) -, at least one letter`,
  ),
  orgId: matching(orEmpty(ORG_ID), ORG_ID_DIGITS, 'orgId must be exactly 9 digits'),
  filial: branch('filial'),
  indEntrepreneur: oneOf(['true', 'false'] as const, 'indEntrepreneur'),
  foreignCitizen: boolean().required('foreignCitizen is required'),
});

/** The kind of customer a sign-up payload describes. */
export function signUpKind(
  data: Pick<SignUpRequest, 'type' | 'indEntrepreneur' | 'foreignCitizen'>,
): CustomerKind {
  return kindOf({
    organisation: data.type === 2,
    entrepreneur: data.indEntrepreneur === 'true',
    foreignCitizen: data.foreignCitizen,
  });
}

/**
 * The fields the kind of customer must fill in (docs/product.md#kinds-of-customer,
 * src/shared/rules/customers.ts); the message of the first one missing. Their patterns are checked
 * by signUpSchema.
 */
export function signUpProblem(data: SignUpRequest): string | null {
  const fields = fieldsOf(signUpKind(data));
  if (fields.georgianNames && !(data.nameKa && data.lastNameKa)) {
    return 'nameKa and lastNameKa are required, Georgian letters only';
  }
  if (fields.identity === 'passport' && !PASSPORT.test(data.personId ?? ''))
    return 'personId: enter the passport number';
  if (fields.identity === 'personal' && !PERSON_ID.test(data.personId ?? ''))
    return 'personId must be exactly 11 digits';
  if (fields.organisation) {
    if (!data.orgName) return 'orgName is required, Georgian letters and spaces';
    if (!data.orgNameEn) return 'orgNameEn is required';
    if (!data.orgId) return 'orgId must be exactly 9 digits';
  }
  return null;
}

export const updateProfileSchema: ObjectSchema<UpdateProfileRequest> = object({
  city: city(),
  phone: phone(),
  address: required('address').max(ADDRESS_MAX),
});

export const forgetPasswordSchema: ObjectSchema<ForgetPasswordRequest> = object({
  email: email(),
});

export const changePasswordSchema: ObjectSchema<ChangePasswordRequest> = object({
  oldPassword: password('oldPassword'),
  newPassword: newPassword('newPassword'),
  newRePassword: newPassword('newRePassword'),
});

// ------------------------------------------------------------------ parcels
const parcelFields = {
  statusPage: oneOf(PARCEL_STATUSES, 'statusPage'),
  personalParcel: boolean().required('personalParcel is required'),
  clearance: boolean().required('clearance is required'),
  productOrderId: matching(
    TRACKING,
    TRACKING_MAX,
    'productOrderId: letters and digits only',
  ).required('productOrderId is required'),
  quantity: numberWritten(
    number()
      .typeError('quantity must be a number')
      .integer('quantity must be a whole number')
      .min(QUANTITY_MIN, 'quantity cannot be 0')
      .max(QUANTITY_MAX),
    QUANTITY,
    'quantity must be a whole number',
  ).required('quantity is required'),
  productName: oneOf(PRODUCT_CATEGORIES, 'productName'),
  senderCountryId: oneOf(COUNTRY_IDS, 'senderCountryId'),
  shop: text().max(SHOP_NAME_MAX).optional(),
  shopOther: matching(
    orEmpty(SHOP_NAME),
    SHOP_NAME_MAX,
    'shopOther: letters, digits and dots',
  ).optional(),
  amount: numberWritten(
    number()
      .typeError('amount must be a number')
      .moreThan(0, 'amount must be greater than 0')
      .max(AMOUNT_MAX, 'amount is too large'),
    AMOUNT,
    'amount: digits and a dot, at most 2 decimals',
  ).required('amount is required'),
  currency: oneOf(CURRENCIES, 'currency'),
  description: str().max(NOTE_MAX, `description: up to ${NOTE_MAX} characters`).optional(),
  senderName: text().max(SENDER_NAME_MAX).optional(),
  branches: branch('branches'),
};

type ParcelShape = Pick<AddProductRequest, 'personalParcel' | 'shop' | 'shopOther' | 'senderName'>;

/** Cross-field rules of the parcel form: shop unless personal, its name for another shop, the sender for a personal parcel. */
function withShopRules<T extends ParcelShape>(schema: ObjectSchema<T>): ObjectSchema<T> {
  return schema
    .test('shop', 'shop is required', (v) => v.personalParcel || Boolean(v.shop))
    .test(
      'shopOther',
      'shopOther is required: letters, digits and dots',
      (v) => v.personalParcel || v.shop !== OTHER_SHOP || Boolean(v.shopOther),
    )
    .test(
      'senderName',
      'senderName is required for a personal parcel',
      (v) => !v.personalParcel || Boolean(v.senderName),
    );
}

export const addParcelSchema: ObjectSchema<AddProductRequest> = withShopRules(object(parcelFields));

export const updateParcelSchema: ObjectSchema<UpdateProductRequest> = withShopRules(
  object({
    ...parcelFields,
    productId: required('productId').max(ID_MAX),
    amountGel: number()
      .typeError('amountGel must be a number')
      .min(0)
      .max(AMOUNT_GEL_MAX)
      .required('amountGel is required'),
  }),
);

// ------------------------------------------------------------------ payments
export const payAllSchema: ObjectSchema<PayAllRequest> = object({
  status: oneOf(PARCEL_STATUSES, 'status'),
});

export const payFlightSchema: ObjectSchema<PayFlightRequest> = object({
  flightId: required('flightId').max(FLIGHT_ID_MAX),
});

export const startCardPaymentSchema: ObjectSchema<StartCardPaymentRequest> = object({
  amount: str()
    .max(CARD_AMOUNT_MAX)
    .test(matchesUpTo(CARD_AMOUNT, CARD_AMOUNT_MAX, 'enter amount'))
    .required('enter amount'),
  lari: str()
    .max(LARI_DIGITS_MAX)
    .test(matchesUpTo(LARI, LARI_DIGITS_MAX, 'enter amount: up to 4 digits, not starting with 0'))
    .required('enter amount'),
  tetri: str()
    .max(TETRI_DIGITS)
    .test(matchesUpTo(TETRI, TETRI_DIGITS, 'tetri must be exactly 2 digits'))
    .required('enter tetri'),
}).test(
  'amount',
  'amount must be lari and tetri concatenated',
  (v) => v.amount === `${v.lari}${v.tetri}`,
);

export const updateCardPaymentSchema: ObjectSchema<UpdateCardPaymentRequest> = object({
  paymentId: required('paymentId').max(ID_MAX),
});

// ------------------------------------------------------------------ courier, branches
export const courierOrderSchema: ObjectSchema<CreateCourierOrderRequest> = object({
  ids: array(text().required().max(ID_MAX)).max(COURIER_FLIGHTS_MAX).default([]),
  sq1: required('sq1').max(COURIER_AREA_MAX),
  city: city(),
  address: matching(GEORGIAN_ADDRESS, ADDRESS_MAX, 'address must be written in Georgian').required(
    'address is required',
  ),
  name: required('name').max(COURIER_NAME_MAX),
  phone: phone(),
  branches: branch('branches'),
});

/** `address` is checked by the handler: missing → branch_required, unknown → validation_error. */
export const createBranchSchema: ObjectSchema<
  Omit<CreateBranchRequest, 'address'> & { address?: string }
> = object({
  city: city(),
  address: text().optional(),
});
