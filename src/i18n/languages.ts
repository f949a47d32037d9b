export const LANGUAGES = ['ka', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ka';

/** Suffix used by the API for per-language fields: titleKa, titleRu, titleEn. */
export const LANGUAGE_SUFFIX: Record<Language, 'Ka' | 'Ru' | 'En'> = {
  ka: 'Ka',
  ru: 'Ru',
  en: 'En',
};

/** BCP 47 locale for Intl formatting. */
export const LOCALE: Record<Language, string> = { ka: 'ka-GE', ru: 'ru-RU', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
