/**
 * The calculators' rules, without the page: converting to GEL (the default and the server's
 * rates, rounding, CNY per 10) and the volume weight; checked on examples and as properties
 * (fast-check). How the fields read what is typed: tests/number-input.test.ts. The calculators on the page: calculators.test.tsx.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { volumeWeight } from '@/features/calculators/calc';
import {
  CONVERTER_CURRENCIES,
  convertToGel,
  DEFAULT_RATES,
  mergeRates,
  numberToDecimal,
  parseDecimal,
  type RateTable,
} from '@/shared/money';

/** "12.34" → 1234n (exactly two decimals expected). */
const cents = (text: string) => BigInt(text.replace('.', ''));

/** Amounts as the converter field holds them: up to 9 integer digits and up to 4 decimals. */
const amountArb = fc
  .tuple(
    fc.integer({ min: 0, max: 999_999_999 }),
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 4 }),
  )
  .map(([whole, fraction, decimals]) =>
    decimals === 0
      ? String(whole)
      : `${whole}.${String(fraction).padStart(4, '0').slice(0, decimals)}`,
  );

/** Rates like the National Bank publishes: up to 4 decimals. */
const rateArb = fc.integer({ min: 1, max: 999_999 }).map((n) => n / 10_000);

const ratesArb = fc.record<RateTable>({ USD: rateArb, EUR: rateArb, CNY: rateArb, TRY: rateArb });

describe('currency conversion rules', () => {
  it('converts with the default rates, CNY per 10', () => {
    expect(DEFAULT_RATES).toEqual({ USD: 2.6999, EUR: 2.9402, CNY: 3.7519, TRY: 0.0838 });
    expect(convertToGel('100', 'USD')).toBe('269.99');
    expect(convertToGel('100', 'EUR')).toBe('294.02');
    expect(convertToGel('100', 'CNY')).toBe('37.52');
    expect(convertToGel('100', 'TRY')).toBe('8.38');
    expect(convertToGel('1', 'CNY')).toBe('0.38');
  });

  it('rounds half up on exact decimals, without float artefacts', () => {
    const one: RateTable = { USD: 1, EUR: 1, CNY: 1, TRY: 1 };
    expect(convertToGel('1.005', 'USD', one)).toBe('1.01'); // 1.005.toFixed(2) is "1.00"
    expect(convertToGel('2.675', 'USD', one)).toBe('2.68'); // 2.675.toFixed(2) is "2.67"
    expect(convertToGel('0.125', 'USD', one)).toBe('0.13');
    expect(convertToGel('0.124', 'USD', one)).toBe('0.12');
    expect(convertToGel('0.05', 'CNY', one)).toBe('0.01'); // 0.005 → 0.01
    expect(convertToGel('0.1', 'USD', { ...one, USD: 0.2 })).toBe('0.02');
    expect(convertToGel('3', 'USD', { ...one, USD: 0.1 })).toBe('0.30');
  });

  it('gives 0.00 for an empty or unreadable amount', () => {
    expect(convertToGel('', 'USD')).toBe('0.00');
    expect(convertToGel('.', 'USD')).toBe('0.00');
    expect(convertToGel('abc', 'USD')).toBe('0.00');
    expect(convertToGel('0.', 'EUR')).toBe('0.00');
  });

  it('always answers with exactly two decimals', () => {
    fc.assert(
      fc.property(
        amountArb,
        fc.constantFrom(...CONVERTER_CURRENCIES),
        ratesArb,
        (amount, currency, rates) => {
          expect(convertToGel(amount, currency, rates)).toMatch(/^\d+\.\d{2}$/);
        },
      ),
    );
  });

  it('is within half a tetri of the exact value', () => {
    fc.assert(
      fc.property(
        amountArb,
        fc.constantFrom(...CONVERTER_CURRENCIES),
        ratesArb,
        (amount, currency, rates) => {
          // Exact value in units of 10^-(scale): amount × rate (÷ 10 for CNY), compared in BigInt.
          const a = parseDecimal(amount)!;
          const r = numberToDecimal(rates[currency])!;
          const scale = a.scale + r.scale + (currency === 'CNY' ? 1 : 0);
          const exact = a.units * r.units; // × 10^-scale
          const result = cents(convertToGel(amount, currency, rates)) * 10n ** BigInt(scale); // × 10^-(scale+2)
          // Half up: -½ tetri < result − exact ≤ +½ tetri (compared doubled to stay in integers).
          const twiceDiff = 2n * (result - exact * 100n);
          const tetri = 10n ** BigInt(scale);
          expect(twiceDiff > -tetri && twiceDiff <= tetri).toBe(true);
          // Independent float check: within half a tetri (plus float noise) of amount × rate.
          const approx = (Number(amount) * rates[currency]) / (currency === 'CNY' ? 10 : 1);
          expect(
            Math.abs(Number(convertToGel(amount, currency, rates)) - approx),
          ).toBeLessThanOrEqual(0.005 + approx * 1e-14);
        },
      ),
    );
  });

  it('is monotonic in the amount', () => {
    fc.assert(
      fc.property(
        amountArb,
        amountArb,
        fc.constantFrom(...CONVERTER_CURRENCIES),
        ratesArb,
        (x, y, currency, rates) => {
          const [low, high] = Number(x) <= Number(y) ? [x, y] : [y, x];
          expect(
            cents(convertToGel(low, currency, rates)) <= cents(convertToGel(high, currency, rates)),
          ).toBe(true);
        },
      ),
    );
  });

  it('divides the CNY rate by 10: 10 × amount in CNY equals the amount at the same rate per unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), rateArb, (tetri, rate) => {
        const amount = `${Math.floor(tetri / 100)}.${String(tetri % 100).padStart(2, '0')}`;
        const tenTimes = `${Math.floor(tetri / 10)}.${tetri % 10}`;
        const rates: RateTable = { USD: rate, EUR: 1, CNY: rate, TRY: 1 };
        expect(convertToGel(tenTimes, 'CNY', rates)).toBe(convertToGel(amount, 'USD', rates));
      }),
    );
  });

  it('takes the server rates that are valid and keeps the defaults for the rest', () => {
    expect(mergeRates(undefined)).toEqual(DEFAULT_RATES);
    expect(
      mergeRates([
        { code: 'USD', rate: 2.7 },
        { code: 'EUR', rate: 0 },
        { code: 'CNY', rate: Number.NaN },
        { code: 'GBP', rate: 3.4 },
      ]),
    ).toEqual({ ...DEFAULT_RATES, USD: 2.7 });
  });
});

describe('volume weight rules', () => {
  it('divides by 6000 and shows 3 significant digits', () => {
    expect(volumeWeight('10', '10', '10')).toBe('0.167');
    expect(volumeWeight('100', '100', '100')).toBe('167');
    expect(volumeWeight('30', '40', '50')).toBe('10.0');
    expect(volumeWeight('60', '10', '10')).toBe('1.00');
    expect(volumeWeight('1', '1', '1')).toBe('0.000167');
    expect(volumeWeight('603', '1', '1')).toBe('0.101'); // tie 0.1005 rounds up
    expect(volumeWeight('5997', '1', '1')).toBe('1.00'); // 0.9995 rounds up to 1.00
    expect(volumeWeight('1000', '1000', '1000')).toBe('167000');
  });

  it('takes sides with decimals', () => {
    expect(volumeWeight('10.5', '10', '10')).toBe('0.175');
    expect(volumeWeight('10.5', '10.5', '10.5')).toBe('0.193');
    expect(volumeWeight('0.5', '0.5', '0.5')).toBe('0.0000208');
  });

  it('waits until all three sides are filled', () => {
    expect(volumeWeight('', '10', '10')).toBe('');
    expect(volumeWeight('10', '', '10')).toBe('');
    expect(volumeWeight('10', '10', '')).toBe('');
  });

  it('matches L × W × H / 6000 to 3 significant digits', () => {
    const side = fc.integer({ min: 1, max: 99_999 });
    fc.assert(
      fc.property(side, side, side, (l, w, h) => {
        const result = volumeWeight(String(l), String(w), String(h));
        const exact = (l * w * h) / 6000;
        // Exactly three significant digits (integers of 4+ digits end in zeros).
        const significant = result.replace('.', '').replace(/^0+/, '');
        expect(significant.length === 3 || /^\d{3}0+$/.test(significant)).toBe(true);
        // Within half a unit of the third significant digit.
        const unit = 10 ** (Math.floor(Math.log10(exact)) - 2);
        expect(Math.abs(Number(result) - exact)).toBeLessThanOrEqual(unit / 2 + unit * 1e-9);
        // And the same value toPrecision(3) gives, except at exact ties (which round up here).
        const tie = Math.abs(((exact / unit) % 1) - 0.5) < 1e-9;
        if (!tie) expect(Number(result)).toBe(Number(exact.toPrecision(3)));
      }),
    );
  });
});
