/**
 * Rules of a parcel declaration (docs/product.md#parcel-declaration). The parcel form builds its
 * schema from them; the mock backend checks addParcel / updateParcel with them; openapi.yaml
 * carries the patterns and limits (tests/contract/rules.test.ts compares them).
 */

/** A tracking number: Latin letters and digits only. */
export const TRACKING_CHARS = 'A-Za-z0-9';
export const TRACKING = new RegExp(`^[${TRACKING_CHARS}]+$`);
export const TRACKING_MAX = 40;

/**
 * A search by tracking number as typed: its letters and digits, in capitals ("yt 2411" →
 * "YT2411"); at most a tracking number long.
 */
export function trackingQuery(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, TRACKING_MAX);
}

/** Whether a tracking number contains a search (`trackingQuery`'s), case aside; "" matches all. */
export function matchesTracking(tracking: string, query: string): boolean {
  return query === '' || tracking.toUpperCase().includes(query);
}

/** A quantity as typed: digits only, a whole number from 1 to QUANTITY_MAX. */
export const QUANTITY = /^[0-9]+$/;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 100_000;
/** A quantity as typed ("3") is a whole number from 1 to QUANTITY_MAX. */
export function isQuantity(text: string): boolean {
  if (!QUANTITY.test(text)) return false;
  const value = Number(text);
  return value >= QUANTITY_MIN && value <= QUANTITY_MAX;
}

/**
 * A declared amount as typed: digits and one dot, at most 2 decimals, a leading 0 only as
 * "0." ("05" is no amount, "0.5" and "5." are).
 */
export const AMOUNT = /^(?:0|[1-9][0-9]*)(?:\.[0-9]{0,2})?$/;
/** Larger declared amounts are refused. */
export const AMOUNT_MAX = 10_000_000;
/** A declared amount as typed ("12.50") is above 0 and at most AMOUNT_MAX. */
export function isAmount(text: string): boolean {
  if (!AMOUNT.test(text)) return false;
  const value = Number(text);
  return value > 0 && value <= AMOUNT_MAX;
}
/** The amount converted to GEL (updateParcel's amountGel) is at most this. */
export const AMOUNT_GEL_MAX = 1_000_000_000;

/** The name of another shop ("jd.com"): Latin letters, digits and dots. */
export const SHOP_NAME_CHARS = 'A-Za-z0-9.';
export const SHOP_NAME = new RegExp(`^[${SHOP_NAME_CHARS}]+$`);
/** A shop key and the name of another shop are at most this long. */
export const SHOP_NAME_MAX = 100;
/** The shipper of a personal parcel. */
export const SENDER_NAME_MAX = 100;
/** The customer's note on a parcel. */
export const NOTE_MAX = 160;

/**
 * 300.00 GEL in tetri: a parcel declared at this value or more (converted with the current
 * rates) needs its invoice file and is subject to customs.
 */
export const INVOICE_THRESHOLD_TETRI = 30_000;

/**
 * A parcel of this weight (kg) or more is priced individually: staff set its fee in GEL, and
 * until they do it has none (docs/product.md#transport-fee).
 */
export const INDIVIDUAL_PRICE_KG = 50;
/** An individual fee staff set, in GEL: above 0, at most this, two decimals at most. */
export const INDIVIDUAL_FEE_MAX = 50_000;
/** An individual fee as typed: digits and one dot with at most 2 decimals ("120", "120.5"). */
export const INDIVIDUAL_FEE = /^(?:0|[1-9][0-9]*)(?:\.[0-9]{1,2})?$/;
/** An individual fee as typed ("120.50") is above 0 and at most INDIVIDUAL_FEE_MAX. */
export function isIndividualFee(text: string): boolean {
  if (!INDIVIDUAL_FEE.test(text)) return false;
  const value = Number(text);
  return value > 0 && value <= INDIVIDUAL_FEE_MAX;
}
