import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageHeading } from '@/shared/components/PageHeading';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="text-center py-5 not-found">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden>
        404
      </p>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p className="text-body-secondary">{t('notFound.text')}</p>
      <Link to={paths.home} className="btn btn-primary">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
