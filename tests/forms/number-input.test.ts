/**
 * How every number field reads what is typed (src/shared/numberInput.ts): the language's decimal
 * mark and the dot, with and without thousands separators, and garbage refused; for each field
 * of NUMBER_FIELDS, in every language, as properties (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { formatNumber } from '@/shared/format';
import {
  NUMBER_FIELDS,
  readDecimal,
  readField,
  shownField,
  type NumberField,
} from '@/shared/numberInput';

const FIELDS = Object.keys(NUMBER_FIELDS) as NumberField[];

/** A number a field takes: its whole part and a fraction of at most the field's decimals. */
const numberOf = (field: NumberField) =>
  fc
    .tuple(
      fc.bigInt({ min: 0n, max: 9_999_999n }),
      fc.integer({ min: 0, max: NUMBER_FIELDS[field].decimals }),
      fc.bigInt({ min: 0n, max: 9999n }),
    )
    .map(([whole, decimals, digits]) => {
      const fraction = String(digits).padStart(4, '0').slice(0, decimals);
      return { whole: String(whole), fraction };
    });

/** The decimal with a dot the reader should give: "12.50" stays "12.50", "7" stays "7". */
const canonical = ({ whole, fraction }: { whole: string; fraction: string }) =>
  fraction ? `${whole}.${fraction}` : whole;

/** The whole part grouped by thousands with `separator`: "1234567" → "1 234 567". */
const grouped = (whole: string, separator: string) =>
  whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const mark = (lng: Language) => formatNumber(1.5, lng).replace(/\d/g, '');

describe('number fields read what is typed', () => {
  it('reads the language’s decimal mark and the dot alike, with or without grouped thousands', () => {
    for (const field of FIELDS) {
      for (const lng of LANGUAGES) {
        fc.assert(
          fc.property(numberOf(field), (n) => {
            const expected = canonical(n);
            const point = (p: string) => (n.fraction ? `${p}${n.fraction}` : '');
            // The language's mark and the dot, ungrouped.
            expect(readField(field, `${n.whole}${point(mark(lng))}`, lng)).toBe(expected);
            expect(readField(field, `${n.whole}${point('.')}`, lng)).toBe(expected);
            // Grouped by spaces (as ka and ru write them, the no-break space too).
            for (const space of [' ', '\u00a0', '\u202f']) {
              const text = `${grouped(n.whole, space)}${point(mark(lng))}`;
              expect(readField(field, text, lng)).toBe(expected);
            }
            // Grouped by the other mark: "1,234.5" and "1.234,5", "1,234,567". One group and no
            // fraction ("1,234") is a decimal point but in English with the comma (examples below).
            const oneGroup = !n.fraction && n.whole.length >= 4 && n.whole.length <= 6;
            if (!oneGroup || lng === 'en') {
              expect(readField(field, `${grouped(n.whole, ',')}${point('.')}`, lng)).toBe(expected);
            }
            // In English "0,000" is zero grouped by a comma: the examples below.
            const englishGroup = lng === 'en' && n.fraction.length === 3 && n.whole.length <= 3;
            if (!oneGroup && !englishGroup) {
              expect(readField(field, `${grouped(n.whole, '.')}${point(',')}`, lng)).toBe(expected);
            }
            // As the page writes it in the language (Intl), it reads back.
            const shown = formatNumber(expected, lng, {
              minimumFractionDigits: n.fraction.length,
              maximumFractionDigits: n.fraction.length,
            });
            expect(readField(field, shown, lng)).toBe(expected);
            // What the field keeps of it is still the same number.
            // With a currency sign or code around it, as it may be pasted.
            expect(readField(field, `${shown} ₾`, lng)).toBe(expected);
            expect(readField(field, `$${shown}`, lng)).toBe(expected);
            expect(readField(field, `${shown} GEL`, lng)).toBe(expected);
            // Left, the field shows it in the language's decimal mark, and it still reads the same.
            const left = shownField(field, `${n.whole}${point('.')}`, lng);
            expect(left).toBe(`${n.whole}${point(mark(lng))}`);
            expect(readField(field, left, lng)).toBe(expected);
          }),
        );
      }
    }
  });

  it('refuses what is no number: letters, signs, exponents, wrong groups, too many decimals', () => {
    for (const field of FIELDS) {
      const { decimals } = NUMBER_FIELDS[field];
      for (const lng of LANGUAGES) {
        for (const text of ['', ' ', ',', '.', '1e3', '-5', '+5', '1,2,3.4.5', '12 34', '1..2']) {
          expect(readField(field, text, lng), `${field} ${lng} "${text}"`).toBeNull();
        }
        expect(readField(field, `1.${'5'.repeat(decimals + 1)}`, lng)).toBeNull();
        // A letter, sign or other character between digits: never dropped, so never a number.
        fc.assert(
          fc.property(
            fc.stringMatching(/^\d{1,6}$/),
            fc
              .string({ minLength: 1, maxLength: 3 })
              .filter((t) => /[^\d ,.\u00a0\u202f\u2009]/.test(t)),
            fc.stringMatching(/^\d{1,6}$/),
            (before, inside, after) => {
              expect(readField(field, `${before}${inside}${after}`, lng)).toBeNull();
            },
          ),
        );
      }
    }
  });

  it('reads the examples of the product record', () => {
    for (const lng of LANGUAGES) {
      expect(readDecimal('10,5', lng)).toBe('10.5');
      expect(readDecimal('10.5', lng)).toBe('10.5');
      expect(readDecimal('.5', lng)).toBe('0.5');
      expect(readDecimal('007', lng)).toBe('7');
      expect(readDecimal('1 234,50', lng)).toBe('1234.50');
      expect(readDecimal('1,234.50', lng)).toBe('1234.50');
      expect(readDecimal('1e3', lng)).toBeNull();
      expect(readDecimal('1a2', lng)).toBeNull();
      expect(readDecimal('-5', lng)).toBeNull();
    }
    // A single comma before three digits groups thousands in English only.
    expect(readDecimal('1,234', 'en')).toBe('1234');
    expect(readDecimal('1,234', 'ka')).toBe('1.234');
    expect(readDecimal('1,234', 'ru')).toBe('1.234');
  });
});
