import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n/languages';
import { useLanguage } from '@/i18n/useLanguage';

const SHORT = { ka: 'GEO', ru: 'RUS', en: 'ENG' } as const;

/** ka / ru / en; the choice is kept in localStorage and sets <html lang> (see i18n/index.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <ButtonGroup size="sm" aria-label={t('language.label')} className="language-switch">
      {LANGUAGES.map((lng) => (
        <Button
          key={lng}
          variant={lng === current ? 'light' : 'outline-light'}
          aria-pressed={lng === current}
          lang={lng}
          title={t(`language.${lng}`)}
          aria-label={t(`language.${lng}`)}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {SHORT[lng]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
