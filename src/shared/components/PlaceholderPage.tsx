import { useTranslation } from 'react-i18next';
import { PageHeading } from './PageHeading';

/** A route whose screen belongs to a later issue. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t(titleKey as never) as string}</PageHeading>
      <p className="text-body-secondary">{t('placeholder.text')}</p>
    </section>
  );
}
