import { LANGUAGE_SUFFIX, type Language } from '@/i18n/languages';

/**
 * Reads a per-language field of an API record: localized(news, 'newsTitle', 'ru') → news.newsTitleRu,
 * falling back to Georgian, then English, when the translation is empty.
 */
export function localized<T extends object>(record: T, base: string, lng: Language): string {
  const values = record as Record<string, unknown>;
  for (const suffix of [LANGUAGE_SUFFIX[lng], 'Ka', 'En']) {
    const value = values[`${base}${suffix}`];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

/** Plain text of an HTML fragment (for previews), cut to `max` characters with an ellipsis. */
export function plainPreview(html: string, max: number): string {
  const text =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}
