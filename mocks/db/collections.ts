/**
 * The emulated backend's database: one @msw/data collection per resource, each with a yup
 * schema typed against the contract (records are the contract types plus internal fields such
 * as ownerId, userId or passwordHash, which handlers never return).
 */
import { Collection } from '@msw/data';
import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import type {
  CourierOrder,
  Flight,
  FlightNote,
  Invoice,
  InvoiceBranch,
  MerchantPayment,
  Notification,
  Office,
  Popup,
  Product,
  Rate,
  Tariff,
  User,
  UserInformation,
} from '@/api';
import {
  BRANCHES,
  COUNTRY_IDS,
  CURRENCIES,
  CUSTOMER_TYPES,
  FLIGHT_NOTES,
  INVOICE_BRANCHES,
  MERCHANT_PAYMENT_STATUSES,
  NOTIFICATION_STATUSES,
  PARCEL_STATUSES,
  PAYMENT_STATES,
  PRODUCT_CATEGORIES,
  RATE_CODES,
  STORED_BRANCHES,
  type StoredBranch,
} from '../lib/enums';

// ------------------------------------------------------------------ record types
export type UserRecord = Omit<User, 'balance' | 'debt' | 'takedPlaced'> & {
  takedPlaced: { city: string; address: StoredBranch };
  /** mocks/lib/passwords.ts: a salted hash, never the password. */
  passwordHash: string;
  /** Balance in integer tetri; the debt is never stored, it is derived from the parcels. */
  balanceTetri: number;
  /** Registry extract uploaded at sign-up. */
  registryFile: string | null;
};
/**
 * A signed-in session (mocks/api/sessions.ts). lastSeenAt and remember are absent in records saved
 * before they existed: such a session counts as idle since its start, not remembered.
 */
export type SessionRecord = {
  token: string;
  userId: string;
  createdAt: string;
  lastSeenAt?: string;
  remember?: boolean;
};
/**
 * individualFeeTetri: the fee staff set for a parcel of 50 kg or more (priced individually), in
 * tetri; null or absent (records saved before it existed) while none is set. The contract's
 * individualPrice and individualFee are derived from it and the weight (mocks/api/domain.ts).
 */
export type ParcelRecord = Omit<Product, 'branch' | 'individualPrice' | 'individualFee'> & {
  branch: StoredBranch;
  ownerId: string;
  individualFeeTetri?: number | null;
};
/** updateStatus: staff still allow editing the parcels of this (sent) flight. */
export type FlightRecord = Flight & { updateStatus: boolean };
export type NotificationRecord = Notification & { userId: string };
export type InvoiceRecord = Omit<Invoice, 'additionalInformation'> & {
  userId: string;
  branch: InvoiceBranch;
};
export type CourierOrderRecord = CourierOrder & { userId: string };
/**
 * providerOutcome: the card provider's own decision (mocks/demo/cardProvider.ts), which the
 * merchant's side reads; null or absent (records saved before it existed) while it has none.
 */
export type PaymentRecord = MerchantPayment & {
  userId: string;
  providerOutcome?: 'approved' | 'declined' | null;
};
export type BranchChoiceRecord = {
  _id: string;
  userId: string;
  city: string;
  address: (typeof BRANCHES)[number];
  createdAt: string;
};

// ------------------------------------------------------------------ field builders
const text = () => string().defined().strict();
const nullableText = () => string().nullable().defined().strict();
const oneOf = <T extends string | number>(values: readonly T[]) =>
  mixed<T>((value): value is T => values.includes(value as T)).defined();
const flag = () => boolean().defined().strict();
const amount = () => number().defined().strict();
const isoDate = () => text();
const nullableIsoDate = () => nullableText();

// ------------------------------------------------------------------ schemas
const informationSchema: ObjectSchema<UserInformation> = object({
  nameKa: text(),
  lastNameKa: text(),
  nameEn: text(),
  lastNameEn: text(),
  city: text(),
  address: text(),
  personId: nullableText(),
  passportId: nullableText().optional(),
  orgId: nullableText(),
  LTDName: nullableText(),
  LTDNameEn: nullableText(),
  indEntrepreneur: flag(),
  foreignCitizen: flag(),
});

const userSchema: ObjectSchema<UserRecord> = object({
  _id: text(),
  AXID: text(),
  email: text(),
  phone: text(),
  type: oneOf(CUSTOMER_TYPES),
  takedPlaced: object({ city: text(), address: oneOf(STORED_BRANCHES) }),
  information: informationSchema,
  createdAt: isoDate(),
  passwordHash: text(),
  balanceTetri: number().integer().defined().strict(),
  registryFile: nullableText(),
});

const sessionSchema: ObjectSchema<SessionRecord> = object({
  token: text(),
  userId: text(),
  createdAt: isoDate(),
  lastSeenAt: string().optional().strict(),
  remember: boolean().optional().strict(),
});

const parcelSchema: ObjectSchema<ParcelRecord> = object({
  _id: text(),
  ownerId: text(),
  productOrderId: text(),
  productName: oneOf(PRODUCT_CATEGORIES),
  quantity: number().integer().min(1).defined().strict(),
  shop: nullableText(),
  otherShop: nullableText(),
  personalParcel: flag(),
  senderName: nullableText(),
  price: amount(),
  currency: oneOf(CURRENCIES),
  description: nullableText(),
  branch: oneOf(STORED_BRANCHES),
  flightId: nullableText(),
  senderCountryId: oneOf(COUNTRY_IDS),
  file: nullableText(),
  custom: flag(),
  clearance: flag(),
  state: oneOf(PAYMENT_STATES),
  weight: number().nullable().defined().strict(),
  individualFeeTetri: number().integer().min(1).nullable().optional().strict(),
  status: oneOf(PARCEL_STATUSES),
  createdAt: isoDate(),
});

const flightSchema: ObjectSchema<FlightRecord> = object({
  _id: text(),
  flightId: text(),
  countryId: oneOf(COUNTRY_IDS),
  additionalText: mixed<FlightNote>((value): value is FlightNote =>
    FLIGHT_NOTES.includes(value as FlightNote),
  )
    .nullable()
    .defined(),
  startdAt: nullableIsoDate(),
  estimatedAt: nullableIsoDate(),
  endAt: nullableIsoDate(),
  updateStatus: flag(),
});

const notificationSchema: ObjectSchema<NotificationRecord> = object({
  _id: text(),
  userId: text(),
  status: oneOf(NOTIFICATION_STATUSES),
  createdAt: isoDate(),
  titleKa: text(),
  titleRu: text(),
  titleEn: text(),
  descriptionKa: text(),
  descriptionRu: text(),
  descriptionEn: text(),
});

const popupSchema: ObjectSchema<Popup> = object({
  _id: text(),
  popapId: text(),
  popap: flag(),
  status: flag(),
  titleKa: text(),
  titleEn: text(),
  titleRu: text(),
  descriptionKa: text(),
  descriptionEn: text(),
  descriptionRu: text(),
});

const tariffSchema: ObjectSchema<Tariff> = object({
  country: oneOf([1, 2, 3] as const),
  type: oneOf(CUSTOMER_TYPES),
  amount: amount(),
});

const officeSchema: ObjectSchema<Office> = object({
  _id: text(),
  countryId: oneOf(COUNTRY_IDS),
  provinceLoc: text(),
  cityLoc: text(),
  addressLoc: text(),
  provinceEn: text(),
  cityEn: text(),
  addressEn: text(),
  postalCode: text(),
  mobile: text(),
  neigborhood: nullableText().optional(),
});

const rateSchema: ObjectSchema<Rate> = object({ code: oneOf(RATE_CODES), rate: amount() });

const invoiceSchema: ObjectSchema<InvoiceRecord> = object({
  _id: text(),
  userId: text(),
  flightId: text(),
  branch: oneOf(INVOICE_BRANCHES),
  invoiceUnicId: text(),
  createdAt: isoDate(),
});

const courierOrderSchema: ObjectSchema<CourierOrderRecord> = object({
  _id: text(),
  userId: text(),
  userAXID: text(),
  ids: array(text()).defined().strict(),
  sq1: text(),
  city: text(),
  address: text(),
  name: text(),
  phone: text(),
  branches: oneOf(BRANCHES),
  createdAt: isoDate(),
});

const paymentSchema: ObjectSchema<PaymentRecord> = object({
  _id: text(),
  userId: text(),
  amount: amount(),
  amountDB: number().integer().defined().strict(),
  userAXID: text(),
  createdAt: isoDate(),
  destination: text(),
  type: text(),
  status: oneOf(MERCHANT_PAYMENT_STATUSES),
  providerOutcome: mixed<'approved' | 'declined'>((value): value is 'approved' | 'declined' =>
    ['approved', 'declined'].includes(value as string),
  )
    .nullable()
    .optional(),
});

const branchChoiceSchema: ObjectSchema<BranchChoiceRecord> = object({
  _id: text(),
  userId: text(),
  city: text(),
  address: oneOf(BRANCHES),
  createdAt: isoDate(),
});

// ------------------------------------------------------------------ collections
/** Each collection's record schema (also used to check an imported demo file before it replaces anything). */
export const SCHEMAS = {
  users: userSchema,
  sessions: sessionSchema,
  parcels: parcelSchema,
  flights: flightSchema,
  notifications: notificationSchema,
  popup: popupSchema,
  tariffs: tariffSchema,
  offices: officeSchema,
  rates: rateSchema,
  invoices: invoiceSchema,
  courierOrders: courierOrderSchema,
  payments: paymentSchema,
  branches: branchChoiceSchema,
};

/**
 * The database: the one module-level state of mocks/ (docs/architecture.md#the-mock-backend). The
 * rest lives in a mock backend object (mocks/handlers/backend.ts); @msw/data is made for
 * collections declared once and imported where they are queried (the rules in api/, the seed,
 * the staff's actions, the tests), so every backend of a process serves this one database.
 */
export const db = {
  users: new Collection({ schema: SCHEMAS.users }),
  sessions: new Collection({ schema: SCHEMAS.sessions }),
  parcels: new Collection({ schema: SCHEMAS.parcels }),
  flights: new Collection({ schema: SCHEMAS.flights }),
  notifications: new Collection({ schema: SCHEMAS.notifications }),
  popup: new Collection({ schema: SCHEMAS.popup }),
  tariffs: new Collection({ schema: SCHEMAS.tariffs }),
  offices: new Collection({ schema: SCHEMAS.offices }),
  rates: new Collection({ schema: SCHEMAS.rates }),
  invoices: new Collection({ schema: SCHEMAS.invoices }),
  courierOrders: new Collection({ schema: SCHEMAS.courierOrders }),
  payments: new Collection({ schema: SCHEMAS.payments }),
  branches: new Collection({ schema: SCHEMAS.branches }),
};

export type Db = typeof db;
export type CollectionName = keyof Db;
/** A stored record of a collection (with the library's internal keys), usable as an update target. */
export type RowOf<K extends CollectionName> = ReturnType<Db[K]['all']>[number];
export type UserRow = RowOf<'users'>;
export const COLLECTION_NAMES = Object.keys(db) as CollectionName[];

/**
 * Empties every collection. Whoever replaces the whole database tells its mock backend
 * (`dataReplaced`, mocks/handlers/backend.ts): the counts of attempts start anew, and the shared
 * demo stores the whole database.
 */
export function clearDb(): void {
  for (const name of COLLECTION_NAMES) db[name].clear();
}
