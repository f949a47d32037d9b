import { useTranslation } from 'react-i18next';

/** Password recovery side panel. Built in the accounts issue. */
export function ForgotPasswordPanel() {
  const { t } = useTranslation();
  return <p>{t('placeholder.text')}</p>;
}
