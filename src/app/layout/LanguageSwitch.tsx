import { startTransition, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODE, LANGUAGE_NAME, LANGUAGES, type Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/useLanguage';

/**
 * ka / ru / en; the choice is kept in localStorage (i18n/index.ts) and sets <html lang>.
 * Each button shows its code (GEO, RUS, ENG) and is named by the code followed by the language's
 * own name, "GEO ქართული": the visible text starts the accessible name (WCAG 2.5.3).
 * The button pressed shows as pressed at once; the page follows in a transition, once the
 * language's texts are loaded (i18n/LanguageProvider.tsx).
 */
export function LanguageSwitch({ onLight = false }: { onLight?: boolean }) {
  const { t, i18n } = useTranslation();
  // White on the header's dark bar; blue on a light background (the announcement dialog).
  const [on, off] = onLight ? ['primary', 'outline-primary'] : ['light', 'outline-light'];
  const [current, choose] = useOptimistic(useLanguage());
  const switchTo = (lng: Language) =>
    startTransition(async () => {
      choose(lng);
      await i18n.changeLanguage(lng);
    });
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="language-switch btn-group btn-group-sm"
    >
      {LANGUAGES.map((lng) => (
        <button
          type="button"
          key={lng}
          className={`btn btn-${lng === current ? on : off}`}
          aria-pressed={lng === current}
          lang={lng}
          onClick={() => switchTo(lng)}
        >
          {LANGUAGE_CODE[lng]} <span className="visually-hidden">{LANGUAGE_NAME[lng]}</span>
        </button>
      ))}
    </div>
  );
}
