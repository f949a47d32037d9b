import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { useGetPageQuery } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { EmptyState, ErrorState } from '@/shared/components/ListState';
import { PageHeading } from '@/shared/components/PageHeading';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { localized } from '@/shared/localized';
import '@/styles/public.css';

/**
 * Terms (docs/product.md#services-terms-and-the-app): title and sanitised HTML body of the page
 * with slug "terms", by language.
 */
export function TermsPage() {
  const { t } = useTranslation('pages');
  const lng = useLanguage();
  const { data, isLoading, isError, refetch } = useGetPageQuery({ slug: 'terms' });
  const page = data?.page;
  const title = page ? localized(page, 'title', lng) : '';
  const body = page ? localized(page, 'description', lng) : '';

  return (
    <section className="public-page">
      <PageHeading>{title || t('terms.title')}</PageHeading>
      {isLoading ? (
        <Card className="content-card" aria-busy="true">
          <Card.Body>
            <p className="visually-hidden" role="status">
              {t('terms.loading')}
            </p>
            <Placeholder as="p" animation="glow" aria-hidden>
              <Placeholder xs={12} /> <Placeholder xs={11} /> <Placeholder xs={9} />{' '}
              <Placeholder xs={10} />
            </Placeholder>
          </Card.Body>
        </Card>
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : body ? (
        <Card className="content-card">
          <Card.Body className="p-md-4">
            <SafeHtml html={body} className="rich-text" />
          </Card.Body>
        </Card>
      ) : (
        <EmptyState>{t('terms.empty')}</EmptyState>
      )}
    </section>
  );
}
