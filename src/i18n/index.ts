import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  storedLanguage,
  storeLanguage,
  type Language,
} from './languages';
import { BUNDLED, FIRST_SCREEN_NAMESPACES, loadNamespace } from './resources';

function keepLanguage(lng: string): void {
  if (isLanguage(lng)) storeLanguage(lng);
}

export const i18n = i18next.createInstance();

/**
 * Resolves once the first screen's namespaces of the stored language are in memory: main.tsx
 * renders after it, so the first paint never shows a raw key. Georgian is bundled and resolves
 * at once; Russian and English fetch their chunks first. A screen that needs another namespace
 * suspends until it is loaded, and changeLanguage loads the namespaces in use before it
 * switches, so switching never flashes keys either.
 */
export const i18nReady = i18n
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    resources: BUNDLED,
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: false, // ka, ru and en have the same keys (tests/i18n/parity.test.ts)
    load: 'currentOnly',
    supportedLngs: LANGUAGES,
    ns: FIRST_SCREEN_NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // No re-render of its own on a switch: LanguageProvider re-renders in a transition.
    react: { useSuspense: true, bindI18n: '' },
  });

// i18next starts in the stored language; a change after that is stored for the next visits.
// LanguageProvider sets <html lang> on a switch.
i18n.on('languageChanged', keepLanguage);
if (typeof document !== 'undefined') document.documentElement.lang = storedLanguage();

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
