/**
 * Courier delivery (docs/product.md#courier-tariff): where a city lies for the courier,
 * the price tiers by the total weight of the delivered parcels, and the price of a delivery.
 * The tariffs page and the courier panel both read them from here.
 */
import { CITY_KEYS } from './cities';

/** Weight tiers, upper bounds in kg: up to 5, 5–10, 10–15, 15–20. */
export const COURIER_TIERS = ['upTo5', 'from5to10', 'from10to15', 'from15to20'] as const;
export type CourierTier = (typeof COURIER_TIERS)[number];
const TIER_MAX_GRAMS = [5_000, 10_000, 15_000, 20_000] as const;
const TIER_BOUNDS = ['0_5', '5_10', '10_15', '15_20'] as const;

/** GEL per tier: Tbilisi, and the settlements around it. */
export const COURIER_TARIFFS = {
  tbilisi: [5, 7, 9, 11],
  outskirts: [8, 13, 18, 22],
} as const;

/** Added to the outskirts price for any other town or village. */
export const COURIER_VILLAGE_SURCHARGE = 4;

/** The settlements around Tbilisi with the outskirts price (docs/product.md#courier-tariff). */
export const OUTSKIRTS = [
  '_TSKNETI_',
  '_KOJORI_',
  '_TABAKHMELA_',
  '_SHINDISI_',
  '_OKROKANA_',
  '_KIKETI_',
  '_LISI_',
  '_TSAVKISI_',
] as const;

/**
 * The cities a courier delivers to: the city list (Kobuleti included) and the outskirts
 * settlements that are not towns of their own in it.
 */
export const COURIER_CITY_KEYS: readonly string[] = [
  ...CITY_KEYS,
  ...OUTSKIRTS.filter((key) => !(CITY_KEYS as readonly string[]).includes(key)),
];

export type CourierZone = 'tbilisi' | 'outskirts' | 'regional';

export function courierZone(city: string): CourierZone {
  if (city === '_TBILISI_') return 'tbilisi';
  return (OUTSKIRTS as readonly string[]).includes(city) ? 'outskirts' : 'regional';
}

/** The price of a tier in a zone, in GEL. */
export function tierPrice(zone: CourierZone, tier: number): number {
  if (zone === 'tbilisi') return COURIER_TARIFFS.tbilisi[tier]!;
  const outskirts = COURIER_TARIFFS.outskirts[tier]!;
  return zone === 'outskirts' ? outskirts : outskirts + COURIER_VILLAGE_SURCHARGE;
}

export type CourierQuote =
  | { zone: CourierZone; tier: CourierTier; gel: number; sq1: string }
  /** Over 20 kg: priced individually by the operator. */
  | { zone: CourierZone; tier: null; gel: null; sq1: string };

/** Grams of a weight in kg, so that sums and tier bounds are exact (5.0 kg is tier 1, 5.01 tier 2). */
const grams = (kg: number) => Math.round(kg * 1000);

/** The total weight of parcels, in kg (weights in kg, unweighed ones count 0). */
export function totalWeight(weights: readonly (number | null)[]): number {
  return weights.reduce<number>((sum, kg) => sum + grams(kg ?? 0), 0) / 1000;
}

/**
 * The price of delivering `weightKg` to `city`; `sq1` names the zone and tier the way the
 * order records it (e.g. tbilisi_0_5, regional_10_15, outskirts_over_20).
 */
export function courierQuote(city: string, weightKg: number): CourierQuote {
  const zone = courierZone(city);
  const weight = grams(weightKg);
  const index = TIER_MAX_GRAMS.findIndex((max) => weight <= max);
  if (index < 0) return { zone, tier: null, gel: null, sq1: `${zone}_over_20` };
  return {
    zone,
    tier: COURIER_TIERS[index]!,
    gel: tierPrice(zone, index),
    sq1: `${zone}_${TIER_BOUNDS[index]!}`,
  };
}
