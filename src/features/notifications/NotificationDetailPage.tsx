import Card from 'react-bootstrap/Card';
import { ArrowLeft } from '@/shared/icons/ArrowLeft';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGetNotificationQuery } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { NotFoundPage } from '@/shared/components/NotFoundPage';
import { PageHeading } from '@/shared/components/PageHeading';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { formatDate } from '@/shared/format';
import { localized } from '@/shared/localized';
import '@/styles/public.css';
import '@/styles/notifications.css';

/**
 * /notification-detail/{id}: the title and the sanitised text in the current language. The
 * server answers 404 for an id that is not this customer's (or not there at all): the
 * not-found page, which tells no one whether the id exists.
 */
export function NotificationDetailPage() {
  const { t } = useTranslation('notifications');
  const lng = useLanguage();
  const { id = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useGetNotificationQuery(
    { id },
    { skip: !id },
  );
  const notification = data?.notification;
  const missing =
    !id ||
    (isError && error && 'status' in error && (error.status === 404 || error.status === 400));

  if (missing) return <NotFoundPage />;

  const back = (
    <Link to={paths.notificationAll} className="d-inline-flex align-items-center gap-2 fw-semibold">
      <ArrowLeft aria-hidden />
      {t('notifications.back')}
    </Link>
  );

  if (!notification) {
    return (
      <section className="public-page">
        <PageHeading>{t('notifications.title')}</PageHeading>
        {isLoading || !isError ? (
          <LoadingState label={t('notifications.loadingOne')} />
        ) : (
          <ErrorState onRetry={() => void refetch()} />
        )}
        {back}
      </section>
    );
  }

  const title = localized(notification, 'title', lng);
  return (
    <article className="public-page notification-detail">
      <div className="mb-3">{back}</div>
      <PageHeading>{title}</PageHeading>
      <Card className="content-card">
        <Card.Body className="p-md-4">
          <time
            className="d-block small text-body-secondary mb-3"
            dateTime={notification.createdAt}
          >
            {formatDate(notification.createdAt)}
          </time>
          <SafeHtml html={localized(notification, 'description', lng)} className="rich-text" />
        </Card.Body>
      </Card>
    </article>
  );
}
