import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { LANGUAGES, LOCALE, type Language } from '@/i18n/languages';
import {
  capitalize,
  decimalMark,
  formatAmount,
  formatDate,
  formatGel,
  formatKg,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatUsd,
  typedDecimal,
} from '@/shared/format';

/** What Intl writes in a language (the separators depend on the ICU data of the runtime). */
const intl = (lng: Language, value: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat(LOCALE[lng], options).format(value);
/** A no-break space between digit groups: U+00A0 or the narrow U+202F, by CLDR version. */
const GROUP = '[\\u00a0\\u202f]';

describe('number formatting', () => {
  it('writes amounts with two decimals the way each language does', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(1234.5, 'ru')).toMatch(new RegExp(`^1${GROUP}234,50$`));
    expect(formatGel('1234.5', 'ru')).toMatch(new RegExp(`^1${GROUP}234,50 ₾$`));
    for (const lng of LANGUAGES) {
      const money = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' };
      expect(formatAmount(1234.5, lng)).toBe(intl(lng, 1234.5, money as Intl.NumberFormatOptions));
      expect(formatAmount('1234.50', lng)).toBe(
        intl(lng, 1234.5, money as Intl.NumberFormatOptions),
      );
    }
  });

  it('writes every amount of money alike: two decimals, thousands grouped from four digits', () => {
    // One kind of amount, one look: the declared price, the tariff and the debt side by side.
    for (const lng of LANGUAGES) {
      const digits = (text: string) => text.replace(/[^\d\s,.\u00a0\u202f]/g, '').trim();
      const lari = digits(formatGel(85_448.3, lng));
      const usd = digits(formatUsd(1249, lng));
      const yuan = digits(formatMoney(1249, 'CNY', lng));
      const euro = digits(formatMoney('1249.00', 'EUR', lng));
      const separator = lari.replace(/\d/g, '').slice(0, -1);
      expect(separator).toHaveLength(1);
      for (const amount of [usd, yuan, euro]) {
        expect(amount).toBe(`1${separator}249${decimalMark(lng)}00`);
      }
      expect(formatMoney(12.5, 'GEL', lng)).toBe(formatGel(12.5, lng));
    }
  });

  it('writes Georgian numbers as Georgian does, also in a browser without Georgian number data', () => {
    // Node has Georgian: comma decimals, groups only from five digits.
    expect(formatNumber(1234.5, 'ka')).toBe('1234,5');
    expect(formatNumber(12345.5, 'ka')).toMatch(new RegExp(`^12${GROUP}345,5$`));
    // A browser without it (Debian's Chromium) knows no "ka-GE" and would fall back to English.
    // It gets the same text, not "1,234.5". The options are ones no other test uses, so the
    // formatters are made afresh in that browser, not taken from the cache.
    const Real = Intl.NumberFormat;
    function WithoutGeorgian(locale: string, options: Intl.NumberFormatOptions) {
      return new Real(locale === 'ka-GE' ? 'en-US' : locale, options);
    }
    WithoutGeorgian.supportedLocalesOf = (locales: string | string[]) =>
      Real.supportedLocalesOf(locales).filter((locale) => locale !== 'ka-GE');
    vi.stubGlobal('Intl', Object.create(Intl, { NumberFormat: { value: WithoutGeorgian } }));
    try {
      expect(new Intl.NumberFormat('ka-GE').format(1234.5)).toBe('1,234.5');
      expect(formatNumber(1234.5, 'ka', { maximumFractionDigits: 7 })).toBe('1234,5');
      expect(formatNumber(12345.5, 'ka', { maximumFractionDigits: 7 })).toMatch(
        new RegExp(`^12${GROUP}345,5$`),
      );
      expect(formatNumber(0.000167, 'ka', { maximumSignificantDigits: 7 })).toBe('0,000167');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('formats decimal strings exactly, without a trip through binary floats', () => {
    expect(formatNumber('0.1', 'en', { maximumFractionDigits: 20 })).toBe('0.1');
    expect(formatNumber('12345678901234567.89', 'en', { maximumFractionDigits: 2 })).toBe(
      '12,345,678,901,234,567.89',
    );
    expect(formatAmount('not a number', 'en')).toBe('0.00');
    expect(formatAmount(Number.NaN, 'en')).toBe('0.00');
  });

  it('writes US dollars with the sign where the language puts it', () => {
    expect(formatUsd(8.5, 'en')).toBe('$8.50');
    expect(formatUsd(8.5, 'ru')).toMatch(/^8,50\s\$$/);
    expect(formatUsd(undefined, 'en')).toBe('—');
  });
});

describe('dates', () => {
  afterEach(() => vi.restoreAllMocks());
  const iso = '2026-11-22T12:00:00Z';
  const t = (lng: Language) => i18n.getFixedT(lng, 'common');

  it('writes long dates with Intl in the current language', () => {
    expect(formatLongDate(iso, 'en', t('en'))).toBe('22 November 2026');
    expect(formatLongDate(iso, 'ru', t('ru'))).toBe('22 ноября 2026 г.');
    expect(formatLongDate(iso, 'ka', t('ka'))).toBe(
      new Intl.DateTimeFormat('ka-GE', { day: 'numeric', month: 'long', year: 'numeric' }).format(
        new Date(iso),
      ),
    );
    expect(formatLongDate(null, 'en', t('en'))).toBe('');
    expect(formatLongDate('garbage', 'en', t('en'))).toBe('');
  });

  /** A stand-in for t that shows which words were asked for. */
  const words = vi.fn((key: string, options?: { day: number; month: string; year: number }) =>
    options ? `${options.day} / ${options.month} / ${options.year}` : `<${key}>`,
  );

  it('falls back on the translated month names where the browser lacks the locale data', () => {
    const withIntl = LANGUAGES.map((lng) => formatLongDate(iso, lng, t(lng)));
    expect(formatLongDate(iso, 'ka', words)).toBe(withIntl[0]);
    expect(words).not.toHaveBeenCalled();
    // A browser without Georgian (or any) date data.
    const supported = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatLongDate(iso, 'ka', words)).toBe('22 / <months.m11> / 2026');
    expect(supported).toHaveBeenCalledWith('ka-GE');
    const fallback = LANGUAGES.map((lng) => formatLongDate(iso, lng, t(lng)));
    expect(fallback).toEqual(['22 ნოემბერი, 2026', '22 ноября 2026 г.', '22 November 2026']);
    // The same text as Intl writes where it has the data.
    expect(fallback).toEqual(withIntl);
  });

  it('keeps the machine format YYYY-MM-DD for the notifications', () => {
    expect(formatDate('2026-03-04T12:00:00Z')).toBe('2026-03-04');
    expect(formatDate(null)).toBe('—');
  });
});

describe('capitalize', () => {
  it('capitalises Latin and Cyrillic names', () => {
    expect(capitalize('john')).toBe('John');
    expect(capitalize('иван')).toBe('Иван');
    expect(capitalize('')).toBe('');
  });

  it('leaves Georgian alone instead of writing a Mtavruli capital', () => {
    expect('გ'.toUpperCase()).toBe('Გ'); // U+1C92: what the old capitalize produced
    expect(capitalize('გიორგი')).toBe('გიორგი');
    expect(capitalize('ⴂⴈⴍⴐⴂⴈ')).toBe('ⴂⴈⴍⴐⴂⴈ'); // Nuskhuri, whose capital is Asomtavruli
    for (let code = 0x10d0; code <= 0x10ff; code += 1) {
      const letter = String.fromCodePoint(code);
      expect(capitalize(`${letter}ა`)).toBe(`${letter}ა`);
    }
  });
});

describe('typed decimals and weights', () => {
  it.each([
    ['ka', '12,5'],
    ['ru', '12,5'],
    ['en', '12.5'],
  ] as const)('shows a typed decimal in %s as the language writes it: %s', (lng, shown) => {
    expect(typedDecimal('12.5', lng)).toBe(shown);
    expect(formatAmount('12.5', lng).slice(2, 3)).toBe(decimalMark(lng));
  });

  it('writes every weight with up to three decimals', () => {
    expect(['10', '1', '0.1666666', '2.15'].map((kg) => formatKg(kg, 'en'))).toEqual([
      '10',
      '1',
      '0.167',
      '2.15',
    ]);
  });
});
