/**
 * Demo states beyond the seed, for benchmarks and (later) the demo console: a customer with
 * many parcels. Deterministic: the same call always makes the same parcels.
 */
import type { CountryId, Currency, ParcelStatus, ProductCategory } from '@/api';
import { PRODUCT_CATEGORIES, SHOPS } from '@/shared/catalog';
import { userByAxid } from '../lib/domain';
import { seedId } from '../lib/ids';
import { db, type ParcelRecord } from './collections';
import { PARCEL_STATUSES } from './enums';

const COUNTRIES: CountryId[] = ['1', '2', '3'];
const CURRENCY_OF: Record<CountryId, Currency> = { '1': 'CNY', '2': 'USD', '3': 'TRY' };
const PREFIX: Record<CountryId, string> = { '1': 'YT', '2': 'TBA', '3': 'TR' };

export interface BulkParcelsOptions {
  /** Account code of the customer, e.g. AX10001. */
  axid: string;
  count: number;
  /** Put every parcel in one tab (the waiting tab of bench:parcels); default: waiting only. */
  status?: ParcelStatus;
}

const bulkId = (n: number) => seedId(7, n);

/** Whether bulk parcels were added already (they have fixed ids). */
export function hasBulkParcels(): boolean {
  return Boolean(db.parcels.findFirst((q) => q.where({ _id: bulkId(1) })));
}

/**
 * Adds `count` waiting parcels (or parcels of `status`) to a customer, spread over the three
 * countries, the categories and the shops. Parcels past waiting get no flight: they stay
 * ungrouped by flight but weighed. Returns how many were added.
 */
export async function addBulkParcels({
  axid,
  count,
  status = 'waiting',
}: BulkParcelsOptions): Promise<number> {
  const owner = userByAxid(axid);
  if (!owner) throw new Error(`No customer ${axid}`);
  if (!PARCEL_STATUSES.includes(status)) throw new Error(`No parcel status ${status}`);
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i++) {
    const countryId = COUNTRIES[i % 3]!;
    const shops = SHOPS[countryId];
    const record: ParcelRecord = {
      _id: bulkId(i + 1),
      ownerId: owner._id,
      productOrderId: `${PREFIX[countryId]}${String(900_000_000 + i).padStart(12, '0')}`,
      productName: PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length] as ProductCategory,
      quantity: 1 + (i % 4),
      shop: shops[i % shops.length]!.key,
      otherShop: null,
      personalParcel: false,
      senderName: null,
      price: 10 + (i % 90),
      currency: CURRENCY_OF[countryId],
      description: i % 5 === 0 ? `Bulk parcel ${i + 1}` : null,
      branch: owner.takedPlaced.address,
      flightId: null,
      senderCountryId: countryId,
      file: null,
      custom: false,
      clearance: false,
      state: 'unpaid',
      weight: status === 'waiting' ? null : 0.5 + (i % 10) / 10,
      status,
      createdAt: new Date(start + i * 60_000).toISOString(),
    };
    await db.parcels.create(record);
  }
  return count;
}
