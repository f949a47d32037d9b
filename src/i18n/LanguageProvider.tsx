import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { currentLanguage, i18n } from './index';

/**
 * The translations for every component, with the interface language held in React state. i18next
 * switches once the new language's namespaces are in memory (i18n/index.ts); this provider then
 * takes the language over in a transition, so the page re-renders in it without holding the main
 * thread: react-i18next's own re-render on a switch is synchronous, and is turned off
 * (`bindI18n: ''`). Each language gives the context a new value, which every `useTranslation`
 * hears. `<html lang>` changes as the new texts reach the screen.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => ({ language: currentLanguage(), context: { i18n } }));

  useEffect(() => {
    const changed = () =>
      startTransition(() =>
        setShown((before) => {
          const language = currentLanguage();
          return language === before.language ? before : { language, context: { i18n } };
        }),
      );
    i18n.on('languageChanged', changed);
    // A switch between the first render and this effect.
    changed();
    return () => i18n.off('languageChanged', changed);
  }, []);

  useLayoutEffect(() => {
    document.documentElement.lang = shown.language;
  }, [shown.language]);

  return <I18nContext.Provider value={shown.context}>{children}</I18nContext.Provider>;
}
