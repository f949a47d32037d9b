import { ArrowLeft } from '@/shared/icons/ArrowLeft';
import { Newspaper } from '@/shared/icons/Newspaper';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGetNewsQuery } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { ErrorState } from '@/shared/components/ListState';
import { PageHeading } from '@/shared/components/PageHeading';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { formatLongDate } from '@/shared/format';
import { localized } from '@/shared/localized';
import { newsPhotoUrl } from './newsUtils';
import '@/styles/public.css';

/** One news item (docs/product.md#news): title and sanitised text in the current language. */
export function NewsDetailPage() {
  const { t } = useTranslation('news');
  const lng = useLanguage();
  const { id = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useGetNewsQuery({ id }, { skip: !id });
  const post = data?.post;
  const notFound =
    !id ||
    (isError && error && 'status' in error && (error.status === 404 || error.status === 400));

  const back = (
    <Link to={paths.news} className="d-inline-flex align-items-center gap-2 fw-semibold">
      <ArrowLeft aria-hidden />
      {t('news.back')}
    </Link>
  );

  if (notFound) {
    return (
      <section className="public-page text-center py-5">
        <Newspaper size={48} className="text-primary mb-3" aria-hidden />
        <PageHeading>{t('news.notFoundTitle')}</PageHeading>
        <p className="text-body-secondary">{t('news.notFoundText')}</p>
        <Link to={paths.news} className="btn btn-primary">
          {t('news.back')}
        </Link>
      </section>
    );
  }

  if (isLoading || (!post && !isError)) {
    return (
      <section className="public-page" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('news.loading')}
        </p>
        <Placeholder as="h1" animation="glow" className="mb-4" aria-hidden>
          <Placeholder xs={8} />
        </Placeholder>
        <Placeholder as="p" animation="glow" aria-hidden>
          <Placeholder xs={12} /> <Placeholder xs={10} /> <Placeholder xs={7} />
        </Placeholder>
      </section>
    );
  }

  if (!post) {
    return (
      <section className="public-page">
        <PageHeading>{t('news.title')}</PageHeading>
        <ErrorState onRetry={() => void refetch()} />
        {back}
      </section>
    );
  }

  const title = localized(post, 'newsTitle', lng);
  return (
    <article className="public-page news-detail">
      <div className="mb-3">{back}</div>
      <PageHeading>{title}</PageHeading>
      <Card className="content-card overflow-hidden">
        <img
          src={newsPhotoUrl(post.photo)}
          alt={t('news.photoAlt', { title })}
          className="news-detail-photo"
          width={800}
          height={500}
        />
        <Card.Body className="p-md-4">
          <time className="d-block small text-body-secondary mb-3" dateTime={post.createdAt}>
            {formatLongDate(post.createdAt, lng, t)}
          </time>
          <SafeHtml html={localized(post, 'newsText', lng)} className="rich-text" />
        </Card.Body>
      </Card>
    </article>
  );
}
