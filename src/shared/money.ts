/**
 * Exact money of the portal: amounts as decimal strings converted to GEL with the exchange
 * rates, all arithmetic on integers (BigInt), never on binary floats, so 1.005 × 1 is 1.01 and
 * not 1.00, and ties round half up. Used by the currency converter and by the 300 GEL rule of
 * the parcel forms.
 */
import type { Currency } from '@/api';

export const CONVERTER_CURRENCIES = ['USD', 'EUR', 'CNY', 'TRY'] as const;
export type ConverterCurrency = (typeof CONVERTER_CURRENCIES)[number];
export type RateTable = Record<ConverterCurrency, number>;

/** Rates (GEL per unit, per 10 units for CNY) used until the rates service answers (spec §3). */
export const DEFAULT_RATES: RateTable = { USD: 2.6999, EUR: 2.9402, CNY: 3.7519, TRY: 0.0838 };

/** CNY is quoted per 10 yuan (decisions.md): GEL = amount × rate / 10. */
export const RATE_UNIT: RateTable = { USD: 1, EUR: 1, CNY: 10, TRY: 1 };

/** Longest amount the converter accepts, in characters. */
export const MAX_AMOUNT_LENGTH = 12;
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

/**
 * What the amount field keeps of what was typed: digits and the first dot; letters, signs,
 * spaces and further dots are dropped. A comma is read as the decimal point (Georgian and
 * Russian keyboards type one). A leading dot becomes "0.".
 */
export function sanitizeAmount(input: string): string {
  let out = '';
  let dot = false;
  for (const ch of input.replace(/,/g, '.')) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !dot) {
      dot = true;
      out += out === '' ? '0.' : '.';
    }
  }
  return out.slice(0, MAX_AMOUNT_LENGTH);
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
