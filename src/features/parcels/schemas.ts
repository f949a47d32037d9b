/**
 * The declare / edit form of a parcel (docs/product.md#parcel-declaration): its values, what each
 * field keeps of what is typed, the rules with their messages (translation keys, translated when
 * shown), and the payload of the contract.
 */
import * as yup from 'yup';
import type {
  AddProductRequest,
  Branch,
  CountryId,
  Currency,
  ParcelStatus,
  Product,
  ProductCategory,
} from '@/api';
import { OTHER_SHOP } from '@/shared/catalog';
import { fileProblem } from '@/shared/files';
import type { Language } from '@/i18n/languages';
import { typedDecimal } from '@/shared/format';
import { convertToGel, type RateTable } from '@/shared/money';
import { NUMBER_FIELDS, readField } from '@/shared/numberInput';
import {
  AMOUNT_MAX,
  INVOICE_THRESHOLD_TETRI,
  isQuantity,
  keepOnly,
  NOTE_MAX,
  QUANTITY_MAX,
  SHOP_NAME,
  SHOP_NAME_CHARS,
  SHOP_NAME_MAX,
  TRACKING_CHARS,
  TRACKING_MAX,
} from '@/shared/rules';

export { NOTE_MAX };

export const MSG = {
  tracking: 'parcels:v.tracking',
  quantity: 'parcels:v.quantity',
  quantityZero: 'parcels:v.quantityZero',
  category: 'parcels:v.category',
  country: 'parcels:v.country',
  shop: 'parcels:v.shop',
  shopOther: 'parcels:v.shopOther',
  senderName: 'parcels:v.senderName',
  amount: 'parcels:v.amount',
  amountZero: 'parcels:v.amountZero',
  amountFormat: 'parcels:v.amountFormat',
  currency: 'parcels:v.currency',
  branch: 'errors:branch_required',
  note: 'parcels:v.note',
} as const;

export interface ParcelValues {
  productOrderId: string;
  quantity: string;
  productName: ProductCategory | '';
  senderCountryId: CountryId | '';
  shop: string;
  shopOther: string;
  personalParcel: boolean;
  senderName: string;
  amount: string;
  currency: Currency | '';
  clearance: boolean;
  branch: Branch | '';
  description: string;
  file: File | null;
}

export function emptyParcel(branch: Branch): ParcelValues {
  return {
    productOrderId: '',
    quantity: '',
    productName: '',
    senderCountryId: '',
    shop: '',
    shopOther: '',
    personalParcel: false,
    senderName: '',
    amount: '',
    currency: '',
    clearance: false,
    branch,
    description: '',
    file: null,
  };
}

/** The form's values for a stored parcel (edit), its amount as the language writes it. */
export function valuesOf(parcel: Product, lng: Language): ParcelValues {
  return {
    productOrderId: parcel.productOrderId,
    quantity: String(parcel.quantity),
    productName: parcel.productName,
    senderCountryId: parcel.senderCountryId,
    shop: parcel.personalParcel ? '' : (parcel.shop ?? ''),
    shopOther: parcel.otherShop ?? '',
    personalParcel: parcel.personalParcel,
    senderName: parcel.senderName ?? '',
    // With two decimals, as the list shows it (1200,50 ¥).
    amount: typedDecimal(parcel.price.toFixed(2), lng),
    currency: parcel.currency,
    clearance: parcel.clearance,
    branch: parcel.branch,
    description: parcel.description ?? '',
    file: null,
  };
}

// ------------------------------------------------------------------ what a field keeps
/** Tracking numbers: letters and digits only. */
export const trackingNumber = keepOnly(TRACKING_CHARS, TRACKING_MAX);
/** Quantity: digits only. */
export const quantityDigits = keepOnly('0-9', String(QUANTITY_MAX).length);
/** Shop names: letters, digits and dots. */
export const shopNameChars = keepOnly(SHOP_NAME_CHARS, SHOP_NAME_MAX);

/** The amount keeps what is typed, read as every number field reads it (docs/product.md#number-fields). */
export const AMOUNT_MAX_LENGTH = NUMBER_FIELDS.parcelAmount.maxLength;

/**
 * The values with the amount as the server takes it: "1 234,5" in Georgian → "1234.5"; an amount
 * that is no number becomes "".
 */
export function withAmountRead(values: ParcelValues, lng: Language): ParcelValues {
  return { ...values, amount: readField('parcelAmount', values.amount, lng) ?? '' };
}

// ------------------------------------------------------------------ the 300 GEL rule
/** The declared amount in GEL with the current rates, as "123.45" ("0.00" when unreadable). */
export function declaredGel(
  values: Pick<ParcelValues, 'amount' | 'currency'>,
  rates: RateTable,
): string {
  if (!values.currency || !/^\d+(\.\d+)?$/.test(values.amount)) return '0.00';
  return convertToGel(values.amount, values.currency, rates);
}

/** 300.00 GEL or more (compared exactly, in tetri of the 2-decimal text). */
export function atInvoiceThreshold(gel: string): boolean {
  const [whole = '0', fraction = ''] = gel.split('.');
  const tetri = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return tetri >= INVOICE_THRESHOLD_TETRI;
}

/** The file is required at 300 GEL or more, or with customs clearance. */
export function needsInvoice(values: ParcelValues, rates: RateTable): boolean {
  return values.clearance || atInvoiceThreshold(declaredGel(values, rates));
}

// ------------------------------------------------------------------ rules
const text = () => yup.string().default('');

/**
 * The rules of docs/product.md#parcel-declaration, the amount typed in `lng`. `hasStoredFile`: an
 * edited parcel that already has its invoice need not upload it again.
 */
export function parcelSchema(
  rates: RateTable,
  { hasStoredFile = false, lng }: { hasStoredFile?: boolean; lng: Language },
) {
  const amountOf = (value: string) => readField('parcelAmount', value, lng);
  return yup.object({
    productOrderId: text().required(MSG.tracking),
    quantity: text()
      .required(MSG.quantity)
      .test('not-zero', MSG.quantityZero, (value) => !value || Number(value) > 0)
      .test(
        'quantity',
        MSG.quantity,
        (value) => !value || Number(value) === 0 || isQuantity(value),
      ),
    productName: text().required(MSG.category),
    senderCountryId: text().required(MSG.country),
    personalParcel: yup.boolean().default(false),
    shop: text().when('personalParcel', {
      is: false,
      then: (schema) => schema.required(MSG.shop),
    }),
    shopOther: text().when(['personalParcel', 'shop'], {
      is: (personal: boolean, shop: string) => !personal && shop === OTHER_SHOP,
      then: (schema) => schema.trim().required(MSG.shopOther).matches(SHOP_NAME, MSG.shopOther),
    }),
    senderName: text().when('personalParcel', {
      is: true,
      then: (schema) => schema.trim().required(MSG.senderName),
    }),
    amount: text()
      .required(MSG.amount)
      .test('number', MSG.amountFormat, (value) => !value || amountOf(value) !== null)
      .test(
        'above-zero',
        MSG.amountZero,
        (value) => !amountOf(value) || Number(amountOf(value)) > 0,
      )
      .test(
        'at-most',
        MSG.amount,
        (value) => !amountOf(value) || Number(amountOf(value)) <= AMOUNT_MAX,
      ),
    currency: text().required(MSG.currency),
    clearance: yup.boolean().default(false),
    branch: text().required(MSG.branch),
    description: text().max(NOTE_MAX, MSG.note),
    file: yup
      .mixed<File>()
      .nullable()
      .test('file', (value, context) => {
        const values = withAmountRead(context.parent as ParcelValues, lng);
        const required = needsInvoice(values, rates) && !hasStoredFile;
        const problem = fileProblem(value, { required });
        return problem ? context.createError({ message: problem }) : true;
      }),
  });
}

/** The contract's payload for the values, the amount read (`withAmountRead`; addParcel, docs/product.md#7-calls). */
export function parcelPayload(values: ParcelValues, statusPage: ParcelStatus): AddProductRequest {
  const personal = values.personalParcel;
  const other = !personal && values.shop === OTHER_SHOP;
  return {
    statusPage,
    personalParcel: personal,
    clearance: values.clearance,
    productOrderId: values.productOrderId,
    quantity: Number(values.quantity),
    productName: values.productName as ProductCategory,
    senderCountryId: values.senderCountryId as CountryId,
    shop: personal ? '' : values.shop,
    shopOther: other ? values.shopOther.trim() : '',
    amount: Number(values.amount),
    currency: values.currency as Currency,
    description: values.description.trim(),
    senderName: personal ? values.senderName.trim() : '',
    branches: values.branch as Branch,
  };
}
