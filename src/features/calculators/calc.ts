/**
 * Pure rules of the volume-weight calculator (docs/product.md#calculators), kept free of React so
 * they can be property-tested; exact integer arithmetic like the money of src/shared/money.ts. The
 * currency converter's rules are that module's.
 */
import { divideHalfUp, unitsToText } from '@/shared/money';

/** The divisor of the volume weight (docs/product.md#calculators): kg = L × W × H (cm) / 6000. */
export const VOLUME_DIVISOR = 6000;

/** Longest side the volume calculator accepts, in digits (99999 cm is far beyond any parcel). */
export const MAX_SIDE_DIGITS = 5;

/** What a dimension field keeps: digits only. */
export function sanitizeDigits(input: string, maxDigits = MAX_SIDE_DIGITS): string {
  return input.replace(/\D/g, '').slice(0, maxDigits);
}

/**
 * Volume weight in kg to 3 significant digits (rounded half up, exactly):
 * 10×10×10 → "0.167", 30×40×50 → "10.0", 100×100×100 → "167", 1×1×1 → "0.000167".
 * Large results keep plain digits rather than exponent notation: 1000×1000×1000 → "167000".
 * Returns "" until all three sides are filled.
 */
export function volumeWeight(length: string, width: string, height: string): string {
  if (![length, width, height].every((side) => /^\d+$/.test(side))) return '';
  const numerator = BigInt(length) * BigInt(width) * BigInt(height);
  const divisor = BigInt(VOLUME_DIVISOR);
  if (numerator === 0n) return '0.00';
  // Find s such that 100 ≤ numerator × 10^s / divisor < 1000, then round to an integer.
  let s = 0;
  const scaled = (k: number) => (k >= 0 ? numerator * 10n ** BigInt(k) : numerator);
  const den = (k: number) => (k >= 0 ? divisor : divisor * 10n ** BigInt(-k));
  while (scaled(s) < 100n * den(s)) s += 1;
  while (scaled(s) >= 1000n * den(s)) s -= 1;
  let digits = divideHalfUp(scaled(s), den(s));
  if (digits === 1000n) {
    digits = 100n;
    s -= 1;
  }
  return s >= 0 ? unitsToText(digits, s) : `${digits}${'0'.repeat(-s)}`;
}
