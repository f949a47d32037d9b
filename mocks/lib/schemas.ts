/**
 * Request bodies as the server validates them (spec §5), typed against the contract's request
 * types so that a contract change breaks the build here. Values are cast like a lenient server
 * would ("2" → 2 for numbers, 5 → "5" for strings) but wrong types, unknown enum values, huge
 * numbers and missing fields are rejected.
 */
import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
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
import {
  BRANCHES,
  CITY_KEY,
  COUNTRY_IDS,
  CURRENCIES,
  LEGACY_BRANCH,
  PARCEL_STATUSES,
  PHONE,
  PRODUCT_CATEGORIES,
} from '../db/enums';

const GEORGIAN_NAME = /^[\u10D0-\u10FF]+(?:[ -][\u10D0-\u10FF]+)*$/;
const GEORGIAN_TEXT = /^[\u10D0-\u10FF0-9 ."'-]+$/;
const LATIN_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;
const LATIN_TEXT = /^[A-Za-z0-9 .,&"'-]+$/;
const PERSON_ID = /^[0-9]{11}$/;
const ORG_ID = /^[0-9]{9}$/;
const PASSPORT = /^[A-Za-z0-9]{5,20}$/;
const SHOP_NAME = /^[A-Za-z0-9.-]+$/;
export const OTHER_SHOP = '_OTHER_SHOP_';

// ------------------------------------------------------------------ field builders
/**
 * A string as sent, never coerced: a number or an object stays what it is and fails the type
 * check. yup's own cast calls value.toString() on anything that is not a string (and its .trim()
 * value.trim()), which throws on objects like {"toString": 1}. Its cast reads `coerce` from the
 * instance string() created, so the switch is set on that instance (withMutation), not a clone.
 */
const str = () =>
  string()
    .withMutation((schema) => schema.clone({ coerce: false }))
    .typeError('${path} must be a string');
/** A trimmed string, without coercion. */
const text = () =>
  str().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
const required = (name: string) => text().required(`${name} is required`);
const phone = () =>
  text().matches(PHONE, 'phone must be exactly 9 digits').required('phone is required');
const city = () =>
  text().matches(CITY_KEY, 'city must be a city key like _TBILISI_').required('city is required');
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
  email: required('email').max(254),
  password: str().required('password is required').max(128),
});

export const signUpSchema: ObjectSchema<SignUpRequest> = object({
  type: mixed<1 | 2>((value): value is 1 | 2 => value === 1 || value === 2).required(
    'type is required',
  ),
  email: text()
    .email('enter an email, for example name@example.com')
    .max(254)
    .required('email is required'),
  password: str().required('password is required').max(128),
  nameKa: text().optional(),
  lastNameKa: text().optional(),
  nameEn: required('nameEn').max(60).matches(LATIN_NAME, 'nameEn: Latin letters only'),
  lastNameEn: required('lastNameEn').max(60).matches(LATIN_NAME, 'lastNameEn: Latin letters only'),
  phone: phone(),
  city: city(),
  address: required('address').max(200),
  personId: text().optional(),
  orgName: text().optional(),
  orgNameEn: text().optional(),
  orgId: text().optional(),
  filial: branch('filial'),
  indEntrepreneur: oneOf(['true', 'false'] as const, 'indEntrepreneur'),
  foreignCitizen: boolean().required('foreignCitizen is required'),
});

/** Rules that depend on the account type (spec §5, decisions.md); the message of the first broken one. */
export function signUpProblem(data: SignUpRequest): string | null {
  const organisation = data.type === 2;
  const entrepreneur = organisation && data.indEntrepreneur === 'true';
  const foreigner = !organisation && data.foreignCitizen;
  const georgian = (value: string | undefined) =>
    Boolean(value && GEORGIAN_NAME.test(value) && value.length <= 60);
  if (!foreigner && !(georgian(data.nameKa) && georgian(data.lastNameKa))) {
    return 'nameKa and lastNameKa are required, Georgian letters only';
  }
  if (foreigner && !PASSPORT.test(data.personId ?? ''))
    return 'personId: enter the passport number';
  if (!organisation && !foreigner && !PERSON_ID.test(data.personId ?? ''))
    return 'personId must be exactly 11 digits';
  if (entrepreneur && !PERSON_ID.test(data.personId ?? ''))
    return 'personId must be exactly 11 digits';
  if (organisation && !entrepreneur) {
    if (!data.orgName || !GEORGIAN_TEXT.test(data.orgName) || data.orgName.length > 120) {
      return 'orgName is required, Georgian letters and spaces';
    }
    if (!data.orgNameEn || !LATIN_TEXT.test(data.orgNameEn) || data.orgNameEn.length > 120)
      return 'orgNameEn is required';
    if (!ORG_ID.test(data.orgId ?? '')) return 'orgId must be exactly 9 digits';
  }
  if (entrepreneur && data.orgId && !ORG_ID.test(data.orgId) && !PERSON_ID.test(data.orgId)) {
    return 'orgId must be 9 or 11 digits';
  }
  return null;
}

export const updateProfileSchema: ObjectSchema<UpdateProfileRequest> = object({
  city: city(),
  phone: phone(),
  address: required('address').max(200),
});

export const forgetPasswordSchema: ObjectSchema<ForgetPasswordRequest> = object({
  email: text()
    .email('enter an email, for example name@example.com')
    .max(254)
    .required('email is required'),
});

export const changePasswordSchema: ObjectSchema<ChangePasswordRequest> = object({
  oldPassword: str().required('oldPassword is required').max(128),
  newPassword: str().required('newPassword is required').max(128),
  newRePassword: str().required('newRePassword is required').max(128),
});

// ------------------------------------------------------------------ parcels
const productFields = {
  statusPage: oneOf(PARCEL_STATUSES, 'statusPage'),
  personalParcel: boolean().required('personalParcel is required'),
  clearance: boolean().required('clearance is required'),
  productOrderId: required('productOrderId')
    .max(40)
    .matches(/^[A-Za-z0-9]+$/, 'productOrderId: letters and digits only'),
  quantity: number()
    .typeError('quantity must be a number')
    .integer('quantity must be a whole number')
    .min(1, 'quantity cannot be 0')
    .max(100_000)
    .required('quantity is required'),
  productName: oneOf(PRODUCT_CATEGORIES, 'productName'),
  senderCountryId: oneOf(COUNTRY_IDS, 'senderCountryId'),
  shop: text().max(100).optional(),
  shopOther: text().max(100).optional(),
  amount: number()
    .typeError('amount must be a number')
    .moreThan(0, 'amount must be greater than 0')
    .max(10_000_000, 'amount is too large')
    .required('amount is required'),
  currency: oneOf(CURRENCIES, 'currency'),
  description: str().max(160, 'description: up to 160 characters').optional(),
  senderName: text().max(100).optional(),
  branches: branch('branches'),
};

type ProductShape = Pick<AddProductRequest, 'personalParcel' | 'shop' | 'shopOther' | 'senderName'>;

/** Cross-field rules of the parcel form: shop unless personal, its name for another shop, the sender for a personal parcel. */
function withShopRules<T extends ProductShape>(schema: ObjectSchema<T>): ObjectSchema<T> {
  return schema
    .test('shop', 'shop is required', (v) => v.personalParcel || Boolean(v.shop))
    .test(
      'shopOther',
      'shopOther is required: letters, digits and dots',
      (v) => v.personalParcel || v.shop !== OTHER_SHOP || SHOP_NAME.test(v.shopOther ?? ''),
    )
    .test(
      'senderName',
      'senderName is required for a personal parcel',
      (v) => !v.personalParcel || Boolean(v.senderName),
    );
}

export const addProductSchema: ObjectSchema<AddProductRequest> = withShopRules(
  object(productFields),
);

export const updateProductSchema: ObjectSchema<UpdateProductRequest> = withShopRules(
  object({
    ...productFields,
    productId: required('productId').max(64),
    amountGel: number()
      .typeError('amountGel must be a number')
      .min(0)
      .max(1e9)
      .required('amountGel is required'),
  }),
);

// ------------------------------------------------------------------ payments
export const payAllSchema: ObjectSchema<PayAllRequest> = object({
  status: oneOf(PARCEL_STATUSES, 'status'),
});

export const payFlightSchema: ObjectSchema<PayFlightRequest> = object({
  flightId: required('flightId').max(40),
});

export const startCardPaymentSchema: ObjectSchema<StartCardPaymentRequest> = object({
  amount: str()
    .matches(/^[1-9][0-9]{0,3}[0-9]{2}$/, 'enter amount')
    .required('enter amount'),
  lari: str()
    .matches(/^[1-9][0-9]{0,3}$/, 'enter amount: up to 4 digits, not starting with 0')
    .required('enter amount'),
  tetri: str()
    .matches(/^[0-9]{2}$/, 'tetri must be exactly 2 digits')
    .required('enter tetri'),
}).test(
  'amount',
  'amount must be lari and tetri concatenated',
  (v) => v.amount === `${v.lari}${v.tetri}`,
);

export const updateCardPaymentSchema: ObjectSchema<UpdateCardPaymentRequest> = object({
  paymentId: required('paymentId').max(64),
  status: oneOf(['success', 'failed'] as const, 'status'),
});

// ------------------------------------------------------------------ courier, branches
export const courierOrderSchema: ObjectSchema<CreateCourierOrderRequest> = object({
  ids: array(text().required().max(64)).max(100).default([]),
  sq1: required('sq1').max(50),
  city: city(),
  address: required('address').max(200),
  name: required('name').max(100),
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
