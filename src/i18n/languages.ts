export const LANGUAGES = ['ka', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ka';

/** Where the chosen interface language is kept. */
export const LANGUAGE_STORAGE_KEY = 'pp.lang';

/** Suffix used by the API for per-language fields: titleKa, titleRu, titleEn. */
export const LANGUAGE_SUFFIX: Record<Language, 'Ka' | 'Ru' | 'En'> = {
  ka: 'Ka',
  ru: 'Ru',
  en: 'En',
};

/**
 * Each language's name in its own words, for the language switch. Not a translation: a
 * language is named the same way whatever the interface language is.
 */
export const LANGUAGE_NAME: Record<Language, string> = {
  ka: 'ქართული',
  ru: 'Русский',
  en: 'English',
};

/** The short code the language buttons show. */
export const LANGUAGE_CODE: Record<Language, string> = { ka: 'GEO', ru: 'RUS', en: 'ENG' };

/** BCP 47 locale for Intl formatting. */
export const LOCALE: Record<Language, string> = { ka: 'ka-GE', ru: 'ru-RU', en: 'en-GB' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen before, or Georgian (also when storage is disabled or holds another). */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps the chosen language for the next visits; with storage disabled, for this page only. */
export function storeLanguage(lng: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* storage disabled */
  }
}
