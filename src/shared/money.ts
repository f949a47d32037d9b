/**
 * Exact money of the portal: amounts as decimal strings converted to GEL with the exchange
 * rates, all arithmetic on integers (BigInt), never on binary floats, so 1.005 × 1 is 1.01 and
 * not 1.00, and ties round half up. Used by the currency converter and by the 300 GEL rule of
 * the parcel forms.
 */
import type { Currency } from '@/api';
import type { Language } from '@/i18n/languages';
import { formatGel } from './format';

export const CONVERTER_CURRENCIES = ['USD', 'EUR', 'CNY', 'TRY'] as const;
export type ConverterCurrency = (typeof CONVERTER_CURRENCIES)[number];
export type RateTable = Record<ConverterCurrency, number>;

/**
 * Rates (GEL per unit, per 10 units for CNY) used until the rates service answers
 * (docs/product.md#money-and-rates).
 */
export const DEFAULT_RATES: RateTable = { USD: 2.6999, EUR: 2.9402, CNY: 3.7519, TRY: 0.0838 };

/** CNY is quoted per 10 yuan (docs/product.md#money-and-rates): GEL = amount × rate / 10. */
export const RATE_UNIT: RateTable = { USD: 1, EUR: 1, CNY: 10, TRY: 1 };

/** Replaces the defaults by whatever valid rates the server sent. */
export function mergeRates(
  rates: readonly { code: string; rate: number }[] | undefined,
): RateTable {
  const table = { ...DEFAULT_RATES };
  for (const { code, rate } of rates ?? []) {
    if (
      (CONVERTER_CURRENCIES as readonly string[]).includes(code) &&
      Number.isFinite(rate) &&
      rate > 0
    ) {
      table[code as ConverterCurrency] = rate;
    }
  }
  return table;
}

/** An exact decimal: value = units / 10^scale. */
interface Decimal {
  units: bigint;
  scale: number;
}

/** "12.345" → 12345 / 10^3. Returns null for an empty or malformed string. */
export function parseDecimal(text: string): Decimal | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  return { units: BigInt(`${whole}${fraction}` || '0'), scale: fraction.length };
}

/** A finite positive JS number as its shortest exact decimal ("2.6999", 1e-7 → "0.0000001"). */
export function numberToDecimal(value: number): Decimal | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const [mantissa = '0', exponentText] = String(value).split('e');
  const exponent = Number(exponentText ?? 0);
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let units = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

/** n / d rounded half up to an integer (n, d ≥ 0, d > 0). */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  return (n % d) * 2n >= d ? q + 1n : q;
}

/** Integer units with `decimals` fraction digits as text: (1234n, 2) → "12.34". */
export function unitsToText(units: bigint, decimals: number): string {
  if (decimals <= 0) return units.toString();
  const digits = units.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * The converter's result: the amount in GEL with exactly 2 decimals, rounded half up.
 * GEL = amount × rate for USD, EUR, TRY, amount × rate / 10 for CNY, and the amount itself for GEL.
 * An empty or unreadable amount gives "0.00".
 */
export function convertToGel(
  amount: string,
  currency: ConverterCurrency | Extract<Currency, 'GEL'>,
  rates: RateTable = DEFAULT_RATES,
): string {
  const a = parseDecimal(amount);
  const r = numberToDecimal(currency === 'GEL' ? 1 : rates[currency]);
  if (!a || !r) return '0.00';
  const unitScale = currency !== 'GEL' && RATE_UNIT[currency] === 10 ? 1 : 0;
  // amount × rate / unit = (a.units × r.units) / 10^(a.scale + r.scale + unitScale)
  const scale = a.scale + r.scale + unitScale;
  const product = a.units * r.units;
  const cents =
    scale >= 2
      ? divideHalfUp(product, 10n ** BigInt(scale - 2))
      : product * 10n ** BigInt(2 - scale);
  return unitsToText(cents, 2);
}

// ------------------------------------------------------------------ tetri
/**
 * Balance, debt, fees and sums are integers of tetri (1 GEL = 100 tetri) in every client
 * computation. The API carries GEL numbers with at most two decimals: convert them once with
 * `toTetri`, compute on integers, and format only at the edge with `formatTetri`.
 */

/**
 * A GEL number from the API → integer tetri, exactly: 0.1 + 0.2 → 30, 46.44 → 4644, rounding half
 * up (away from zero) if more than two decimals come. Not a finite number → 0.
 */
export function toTetri(gel: number): number {
  if (!Number.isFinite(gel)) return 0;
  const decimal = numberToDecimal(Math.abs(gel));
  if (!decimal) return 0;
  const { units, scale } = decimal;
  const tetri =
    scale <= 2 ? units * 10n ** BigInt(2 - scale) : divideHalfUp(units, 10n ** BigInt(scale - 2));
  return (gel < 0 ? -1 : 1) * Number(tetri);
}

/** Integer tetri → the GEL number closest to it (4644 → 46.44), for requests that want GEL. */
export function fromTetri(tetri: number): number {
  return Number(tetriToText(tetri));
}

/** Integer tetri → exact decimal text with two decimals: 4644 → "46.44", -5 → "-0.05". */
export function tetriToText(tetri: number): string {
  const whole = Number.isSafeInteger(tetri)
    ? tetri
    : Math.round(Number.isFinite(tetri) ? tetri : 0);
  const text = unitsToText(BigInt(Math.abs(whole)), 2);
  return whole < 0 ? `-${text}` : text;
}

/** Integer tetri as the UI shows money: two decimals and the lari sign, by language ("46.44 ₾"). */
export function formatTetri(tetri: number, lng: Language): string {
  return formatGel(tetriToText(tetri), lng);
}

/** Integer tetri → the lari and tetri fields of a top-up: 1205 → { lari: "12", tetri: "05" }. */
export function splitTetri(tetri: number): { lari: string; tetri: string } {
  const whole = Math.max(0, Math.trunc(tetri));
  return { lari: String(Math.floor(whole / 100)), tetri: String(whole % 100).padStart(2, '0') };
}

/** The lari and tetri fields of a top-up → integer tetri ("12", "05" → 1205); NaN if unreadable. */
export function joinTetri(lari: string, tetri: string): number {
  if (!/^\d+$/.test(lari) || !/^\d{2}$/.test(tetri)) return Number.NaN;
  return Number(lari) * 100 + Number(tetri);
}
