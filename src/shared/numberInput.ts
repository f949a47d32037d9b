/**
 * Numbers a person types (docs/product.md#number-fields). A number field keeps what was typed and
 * reads it here into a plain decimal with a dot ("1234.5"), the form the server takes:
 * - the language's decimal mark and the dot are both the decimal point: "10,5" and "10.5" are 10.5;
 * - thousands may be grouped by spaces ("1 234,5"), or by the mark that is not the decimal point
 *   ("1.234,5", "1,234.5"), in groups of three;
 * - in English, where the comma groups thousands, a single comma before exactly three digits
 *   groups them ("1,234" is 1234); elsewhere a single comma or dot is the decimal point;
 * - letters, currency signs and spaces before or after the number are left out ("12,50 ₾");
 * - anything else (a sign, a letter between digits as in "1e3", a wrong group, more decimals than
 *   the field takes) is no number: the reader says null and the field says what it takes. No
 *   character is dropped from between digits, so "1e3" never becomes 13.
 */
import type { Language } from '@/i18n/languages';
import { decimalMark } from './format';

/** Spaces that group thousands: the space, the no-break space and the narrow ones. */
const SPACES = /[ \u00a0\u202f\u2009]/g;

/** A letter, currency sign or space: around a number, the reader leaves these out. */
const AROUND = /^[\p{L}\p{Sc}\s]$/u;

/** The text without the letters, currency signs and spaces before and after it (linear time). */
function trimAround(text: string): string {
  const chars = Array.from(text);
  let start = 0;
  let end = chars.length;
  while (start < end && AROUND.test(chars[start]!)) start += 1;
  while (end > start && AROUND.test(chars[end - 1]!)) end -= 1;
  return chars.slice(start, end).join('');
}

const count = (text: string, ch: string) => text.split(ch).length - 1;

/**
 * Typed text → a decimal with a dot and no leading zeros ("0.5", "1234", "12.50"), or null when
 * it is no number. `decimals` is the most the field allows: more is no number for it either.
 */
export function readDecimal(text: string, lng: Language, decimals = 20): string | null {
  const typed = trimAround(text).replace(SPACES, ' ');
  if (!/^[\d ,.]+$/.test(typed) || !/\d/.test(typed)) return null;
  const commas = count(typed, ',');
  const dots = count(typed, '.');
  let point: ',' | '.' | null = null;
  let group: ',' | '.' | null = null;
  if (commas > 0 && dots > 0) {
    point = typed.lastIndexOf(',') > typed.lastIndexOf('.') ? ',' : '.';
    group = point === ',' ? '.' : ',';
    if (count(typed, point) > 1) return null;
  } else if (commas + dots > 1) {
    group = commas > 0 ? ',' : '.';
  } else if (commas + dots === 1) {
    const mark = commas > 0 ? ',' : '.';
    if (lng === 'en' && mark === ',' && /^\d{1,3},\d{3}$/.test(typed)) group = ',';
    else point = mark;
  }
  const [whole = '', fraction = ''] = point ? typed.split(point) : [typed];
  if (!/^\d*$/.test(fraction) || fraction.length > decimals) return null;
  const grouped = group ? whole.split(group).join(' ') : whole;
  if (grouped.includes(' ') && !/^\d{1,3}( \d{3})+$/.test(grouped)) return null;
  const digits = grouped.replace(/ /g, '');
  if (digits === '' && fraction === '') return null;
  const integer = digits.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

/**
 * The number fields of the portal and the demo console, each with the most decimals it takes
 * and its longest text (the input's maxLength). Every field reads its value with `readField`, so
 * one property test covers them all.
 */
export const NUMBER_FIELDS = {
  /** A side of the volume-weight calculator, in cm. */
  volumeSide: { decimals: 1, maxLength: 9 },
  /** The currency converter's amount. */
  converterAmount: { decimals: 2, maxLength: 16 },
  /** A parcel's declared amount. */
  parcelAmount: { decimals: 2, maxLength: 16 },
  /** A parcel's weight as staff receive it, in kg (grams at most). */
  staffWeight: { decimals: 3, maxLength: 12 },
  /** An individual fee staff set, in GEL. */
  staffFee: { decimals: 2, maxLength: 12 },
  /** An exchange rate staff set. */
  staffRate: { decimals: 4, maxLength: 12 },
} as const satisfies Record<string, { decimals: number; maxLength: number }>;

export type NumberField = keyof typeof NUMBER_FIELDS;

/** A field's typed text → its decimal with a dot, or null when the field takes no such number. */
export function readField(field: NumberField, text: string, lng: Language): string | null {
  return readDecimal(text, lng, NUMBER_FIELDS[field].decimals);
}

/**
 * How a field shows what was typed once it is left: a number in the language's decimal mark,
 * without groups, with the decimals typed ("12.5 $" → "12,5" in Georgian); anything else as typed.
 */
export function shownField(field: NumberField, text: string, lng: Language): string {
  const read = readField(field, text, lng);
  return read === null ? text : read.replace('.', decimalMark(lng));
}
