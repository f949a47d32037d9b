import { LOCALE, type Language } from '@/i18n/languages';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 1234.5 → "1,234.50" (grouping by locale), always two decimals. */
export function formatAmount(value: number, lng: Language): string {
  let format = moneyFormats.get(lng);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lng], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(lng, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

/** Amount in lari with the lari sign: "12.50 ₾". */
export function formatGel(value: number, lng: Language): string {
  return `${formatAmount(value, lng)} ₾`;
}

/** ISO date-time → "YYYY-MM-DD" (in the user's time zone); "—" when missing or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "john" → "John". Does nothing to Georgian, which has no case in ordinary text. */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}
