import { useTranslation } from 'react-i18next';
import { company } from '@/config/company';
import { PageHeading } from '@/shared/components/PageHeading';

/** Dashboard. The visitor and customer blocks arrive with their issues. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{company.productName}</PageHeading>
      <p className="text-body-secondary">{t('placeholder.text')}</p>
    </section>
  );
}
