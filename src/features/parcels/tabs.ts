/**
 * The five parcel tabs of the dashboard (docs/product.md#parcel-lists) and how their lists are
 * paged (docs/product.md#limits-and-sizes).
 */
import type { ParcelStatus } from '@/api';

export const PARCEL_TABS = [
  'waiting',
  'stock',
  'sent',
  'arrived',
  'obtained',
] as const satisfies readonly ParcelStatus[];

export const DEFAULT_TAB: ParcelStatus = 'waiting';

/** `#sent` → 'sent'; anything else → the default tab. */
export function tabFromHash(hash: string): ParcelStatus {
  const name = hash.replace(/^#/, '');
  return (PARCEL_TABS as readonly string[]).includes(name) ? (name as ParcelStatus) : DEFAULT_TAB;
}

/** Page size: 100, and 30 for obtained, which is loaded and counted separately. */
export function pageSize(status: ParcelStatus): number {
  return status === 'obtained' ? 30 : 100;
}

/**
 * After a parcel is added the lists reload with these limits
 * (docs/product.md#reloads-after-a-change).
 */
export const LIMITS_AFTER_ADD: Partial<Record<ParcelStatus, number>> = {
  waiting: 10_000,
  stock: 100,
  sent: 100,
  arrived: 100,
};

/** Tabs whose parcels may still be edited: waiting always, sent while the flight is open. */
export const EDIT_TABS: readonly ParcelStatus[] = ['waiting', 'sent'];
/** Tabs whose flight groups have an invoice. */
export const INVOICE_TABS: readonly ParcelStatus[] = ['arrived', 'obtained'];
