import { useTranslation } from 'react-i18next';

/** Sign-up side panel. Built in the accounts issue. */
export function SignUpPanel() {
  const { t } = useTranslation();
  return <p>{t('placeholder.text')}</p>;
}
