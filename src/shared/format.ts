import { LOCALE, type Language } from '@/i18n/languages';

/**
 * Every number the UI shows goes through `formatNumber`: Intl in the current language, so
 * English reads "1,234.5", Russian "1 234,5" and Georgian "1234,5", "12 345,5". One function per
 * kind of number: money (`formatMoney` and its short forms `formatAmount`, `formatGel`,
 * `formatUsd`) always has two decimals and groups thousands from four digits in every language,
 * so "1 249,00 $" and "85 448,30 ₾" stand side by side alike; weights (`formatKg`) up to three
 * decimals.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Some browsers (Debian's Chromium among them) have no Georgian number data and would write the
 * Georgian interface's numbers in their default locale ("1,234.5"). Russian with grouping from
 * five digits writes every number and currency the UI shows exactly as CLDR's Georgian does
 * ("1234,5", "12 345,5", "8,50 $"), so it stands in there. It also keeps the HTML prerendered in
 * Node (which has Georgian) identical to what such a browser renders.
 */
function numberLocale(lng: Language): [string, Intl.NumberFormatOptions] {
  const locale = LOCALE[lng];
  if (lng !== 'ka' || Intl.NumberFormat.supportedLocalesOf(locale).length > 0) return [locale, {}];
  return [LOCALE.ru, { useGrouping: 'min2' }];
}

/**
 * A number, or a decimal string such as "12.34" or "0.000167" (formatted exactly, without a trip
 * through binary floats), in the language's locale. Unreadable input formats as 0.
 */
export function formatNumber(
  value: number | string,
  lng: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `${lng}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    const [locale, standIn] = numberLocale(lng);
    format = new Intl.NumberFormat(locale, { ...standIn, ...options });
    numberFormats.set(key, format);
  }
  if (typeof value === 'string') {
    return format.format(/^-?\d+(\.\d+)?$/.test(value) ? (value as `${number}`) : 0);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

/** Money: two decimals, thousands grouped from four digits in every language. */
const MONEY: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
};

/** 1234.5 or "1234.50" → "1,234.50", "1 234,50": an amount of money without its currency. */
export function formatAmount(value: number | string, lng: Language): string {
  return formatNumber(value, lng, MONEY);
}

/**
 * An amount in a currency, as the language places its sign: "12.50 ₾" for lari (the sign after the
 * amount in every language), "$8.50", "8,50 $", "1 249,00 ¥" for the others.
 */
export function formatMoney(value: number | string, currency: string, lng: Language): string {
  if (currency === 'GEL') return `${formatAmount(value, lng)} ₾`;
  return formatNumber(value, lng, {
    ...MONEY,
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
}

/** Amount in lari with the lari sign: "12.50 ₾". */
export function formatGel(value: number | string, lng: Language): string {
  return formatMoney(value, 'GEL', lng);
}

/** US dollars with two decimals, placed as the locale writes them: "$8.50", "8,50 $"; "—" when missing. */
export function formatUsd(value: number | undefined, lng: Language): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  return formatMoney(value, 'USD', lng);
}

/** The language's decimal mark: "," in Georgian and Russian, "." in English. */
export function decimalMark(lng: Language): string {
  return formatNumber(1.5, lng).replace(/\d/g, '');
}

/**
 * A decimal the visitor types, kept with a point ("12.5"), as the language writes it ("12,5"): an
 * input shows its value so, the way the page shows numbers; the filters take either mark.
 */
export function typedDecimal(value: string, lng: Language): string {
  return value.replace('.', decimalMark(lng));
}

/** A weight in kilograms: up to three decimals, as every list and calculator shows it. */
export function formatKg(value: number | string, lng: Language): string {
  return formatNumber(value, lng, { maximumFractionDigits: 3 });
}

/** ISO date-time → "YYYY-MM-DD" (in the user's time zone); "—" when missing or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONTH_KEYS = [
  'months.m1',
  'months.m2',
  'months.m3',
  'months.m4',
  'months.m5',
  'months.m6',
  'months.m7',
  'months.m8',
  'months.m9',
  'months.m10',
  'months.m11',
  'months.m12',
] as const;

/**
 * The translations a long date falls back on (common: `months.*` and the pattern `date.long`,
 * which needs its three values). A `t` of any namespace does, since `common` is the fallback
 * namespace.
 */
export interface DateWords {
  (key: (typeof MONTH_KEYS)[number]): string;
  (key: 'date.long', options: { day: number; month: string; year: number }): string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether this browser has the locale's date data (some Chromium builds have no Georgian). */
function hasDateLocale(locale: string): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;
}

/**
 * ISO date-time → "22 November 2026", "22 ноября 2026 г.", "22 ნოემბერი, 2026" in the user's time
 * zone, by Intl in the current language; "" when missing or unreadable. Where the browser lacks
 * the locale's data the translated month names and pattern (common) give the same text, so a
 * Georgian page never shows English month names.
 */
export function formatLongDate(
  iso: string | null | undefined,
  lng: Language,
  t: DateWords,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = LOCALE[lng];
  if (hasDateLocale(locale)) {
    let format = dateFormats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
      dateFormats.set(locale, format);
    }
    return format.format(date);
  }
  return t('date.long', {
    day: date.getDate(),
    month: t(MONTH_KEYS[date.getMonth()]!),
    year: date.getFullYear(),
  });
}

/** Letters whose capital is Mtavruli (U+1C90–U+1CBF): Georgian is written without capitals. */
const GEORGIAN = /\p{Script=Georgian}/u;
const MTAVRULI = /[\u1C90-\u1CBF]/;

/**
 * "john" → "John". Leaves Georgian alone ("გიორგი" stays "გიორგი"): toUpperCase would turn
 * Mkhedruli into Mtavruli, which is not how a name is written.
 */
export function capitalize(value: string): string {
  const [first] = value;
  if (!first) return value;
  const upper = first.toUpperCase();
  if (GEORGIAN.test(first) || MTAVRULI.test(upper)) return value;
  return upper + value.slice(first.length);
}
