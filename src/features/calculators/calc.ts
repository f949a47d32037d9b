/**
 * Pure rules of the volume-weight calculator (docs/product.md#calculators), kept free of React so
 * they can be property-tested; exact integer arithmetic like the money of src/shared/money.ts. The
 * currency converter's rules are that module's.
 */
import { divideHalfUp, parseDecimal, unitsToText } from '@/shared/money';

/** The divisor of the volume weight (docs/product.md#calculators): kg = L × W × H (cm) / 6000. */
export const VOLUME_DIVISOR = 6000;

/**
 * Volume weight in kg to 3 significant digits (rounded half up, exactly) of three sides as
 * decimals with a dot (src/shared/numberInput.ts reads them):
 * 10×10×10 → "0.167", 30×40×50 → "10.0", 100×100×100 → "167", 1×1×1 → "0.000167",
 * 10.5×10×10 → "0.175". Large results keep plain digits rather than exponent notation:
 * 1000×1000×1000 → "167000". Returns "" until all three sides are numbers.
 */
export function volumeWeight(length: string, width: string, height: string): string {
  const sides = [length, width, height].map((side) =>
    /^\d+(\.\d+)?$/.test(side) ? parseDecimal(side) : null,
  );
  if (sides.some((side) => side === null)) return '';
  let numerator = 1n;
  let scale = 0;
  for (const side of sides) {
    numerator *= side!.units;
    scale += side!.scale;
  }
  const divisor = BigInt(VOLUME_DIVISOR) * 10n ** BigInt(scale);
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
