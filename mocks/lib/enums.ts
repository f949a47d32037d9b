/**
 * The contract's enums as runtime lists. `complete<T>()` fails to compile when a list misses a
 * member of the generated union, so a contract change shows up here. Lists the client also
 * uses (branches, product categories, currencies) come from src/shared, checked here.
 */
import type {
  Branch,
  CountryId,
  Currency,
  CustomerType,
  FlightNote,
  InvoiceBranch,
  MerchantPaymentStatus,
  NotificationStatus,
  ParcelStatus,
  PaymentState,
  ProductCategory,
  RateCode,
} from '@/api';
import { BRANCHES as SHARED_BRANCHES, branchesOf, LEGACY_BRANCH } from '@/shared/branches';
import { DECLARED_CURRENCIES, PRODUCT_CATEGORIES as SHARED_CATEGORIES } from '@/shared/catalog';

function complete<T extends string | number>() {
  return <const A extends readonly T[]>(
    values: A & ([T] extends [A[number]] ? unknown : 'missing members'),
  ): A => values;
}

export const PARCEL_STATUSES = complete<ParcelStatus>()([
  'waiting',
  'stock',
  'sent',
  'arrived',
  'obtained',
]);
export const COUNTRY_IDS = complete<CountryId>()(['1', '2', '3']);
export const CURRENCIES = complete<Currency>()(DECLARED_CURRENCIES);
export const RATE_CODES = complete<RateCode>()(['USD', 'EUR', 'TRY', 'CNY']);
export const CUSTOMER_TYPES = complete<CustomerType>()([1, 2, 3]);
export const BRANCHES = complete<Branch>()(SHARED_BRANCHES);
export const TBILISI_BRANCHES: readonly Branch[] = branchesOf('_TBILISI_');
/** A legacy value still found in old records; it reads as didube. */
export { LEGACY_BRANCH };
export type StoredBranch = Branch | typeof LEGACY_BRANCH;
export const STORED_BRANCHES: readonly StoredBranch[] = [...BRANCHES, LEGACY_BRANCH];
export const INVOICE_BRANCHES = complete<InvoiceBranch>()(['main', 'tbilisi_1']);
export const PAYMENT_STATES = complete<PaymentState>()(['paid', 'unpaid']);
export const MERCHANT_PAYMENT_STATUSES = complete<MerchantPaymentStatus>()([
  'pending',
  'success',
  'failed',
]);
export const NOTIFICATION_STATUSES = complete<NotificationStatus>()(['1', '0']);
export const FLIGHT_NOTES = complete<FlightNote>()([
  'FLIGHT_ON_TIME',
  'FLIGHT_ARRIVED',
  'FLIGHT_ARRIVED_EARLY_1',
  'FLIGHT_ARRIVED_EARLY_2',
  'FLIGHT_ARRIVED_EARLY_3',
  'FLIGHT_ARRIVED_EARLY_4',
  'FLIGHT_ARRIVED_EARLY_5',
  'FLIGHT_ARRIVED_EARLY_6',
  'FLIGHT_ARRIVED_EARLY_7',
  'FLIGHT_ARRIVED_EARLY_8',
  'FLIGHT_ARRIVED_EARLY_9',
  'FLIGHT_ARRIVED_EARLY_10',
]);
export const PRODUCT_CATEGORIES = complete<ProductCategory>()(SHARED_CATEGORIES);

/** Sending country id → tariff country number and list-count key. */
export const COUNTRY = {
  '1': { tariff: 1, count: 'china', code: 'CN' },
  '2': { tariff: 2, count: 'usa', code: 'US' },
  '3': { tariff: 3, count: 'turkey', code: 'TR' },
} as const satisfies Record<CountryId, { tariff: 1 | 2 | 3; count: string; code: string }>;
