/**
 * Money arithmetic of the emulated backend. Everything is computed in integer tetri
 * (1 GEL = 100 tetri) and turned into GEL numbers only when a response is built.
 */
import type { Currency } from '@/api';

/** GEL (or any 2-decimal amount) → integer hundredths, immune to binary float noise (1.005 → 101). */
export function toTetri(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(6)));
}

/** Integer tetri → GEL number with at most 2 decimals. */
export function toGel(tetri: number): number {
  return tetri / 100;
}

/** A rate as an integer of ten-thousandths (2.6999 → 26999). */
function rateUnits(rate: number): number {
  return Math.round(Number((rate * 10_000).toFixed(4)));
}

/** Transport fee in tetri: weight (kg) × tariff (USD/kg) × USD rate, rounded to the tetri. */
export function feeTetri(weightKg: number, tariffUsd: number, usdRate: number): number {
  const grams = Math.round(weightKg * 1000);
  const cents = Math.round(tariffUsd * 100);
  // grams × cents × rate/10⁴ = GEL × 10⁹ = tetri × 10⁷
  return Math.round((grams * cents * rateUnits(usdRate)) / 1e7);
}

/**
 * Transport fee in US cents, as the invoice shows it: weight (kg) × tariff (USD/kg), rounded to
 * the cent. The fee in GEL (feeTetri) is computed from the unrounded product, so that it is
 * rounded once.
 */
export function usdFeeCents(weightKg: number, tariffUsd: number): number {
  const grams = Math.round(weightKg * 1000);
  const cents = Math.round(tariffUsd * 100);
  return Math.round((grams * cents) / 1000);
}

/**
 * A declared amount converted to GEL tetri with the current rates: USD, EUR, TRY × rate,
 * CNY × rate / 10 (quoted per 10 CNY), GEL 1:1.
 */
export function declaredGelTetri(
  amount: number,
  currency: Currency,
  rateOf: (code: Exclude<Currency, 'GEL'>) => number,
): number {
  const hundredths = toTetri(amount);
  if (currency === 'GEL') return hundredths;
  const per = currency === 'CNY' ? 10 : 1;
  return Math.round((hundredths * rateUnits(rateOf(currency))) / (10_000 * per));
}
