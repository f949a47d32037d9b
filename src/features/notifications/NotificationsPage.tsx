import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { BellSlash } from '@/shared/icons/BellSlash';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetAllNotificationsQuery, useMarkAllNotificationsReadMutation } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { EmptyState, ErrorState, LoadingState } from '@/shared/components/ListState';
import { PageHeading } from '@/shared/components/PageHeading';
import { formatDate } from '@/shared/format';
import { localized, plainPreview } from '@/shared/localized';
import '@/styles/public.css';
import '@/styles/notifications.css';

/** The list shows the description as plain text, two lines at most (the detail has it all). */
const TEXT_LENGTH = 300;

/**
 * Opening the full list marks every notification read (docs/product.md#notifications), once per
 * visit. The mutation updates the cached lists at once (src/api/cacheTags.ts), so the bell's count
 * drops to 0 before the server answers.
 */
function useMarkAllReadOnOpen() {
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return; // StrictMode runs the effect twice in development
    sent.current = true;
    void markAllRead();
  }, [markAllRead]);
}

/** /notification-all: every notification of the customer, newest first, dated YYYY-MM-DD. */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const lng = useLanguage();
  const { data, isLoading, isError, refetch } = useGetAllNotificationsQuery();
  useMarkAllReadOnOpen();
  const notifications = data?.notifications ?? [];

  let body;
  if (isLoading) body = <LoadingState label={t('notifications.loading')} />;
  else if (isError && !data) body = <ErrorState onRetry={() => void refetch()} />;
  else if (notifications.length === 0)
    body = (
      <EmptyState icon={<BellSlash size={32} aria-hidden />}>{t('notifications.empty')}</EmptyState>
    );
  else
    body = (
      <Card className="content-card overflow-hidden">
        <ul className="notification-list list-unstyled mb-0">
          {notifications.map((n) => {
            const unread = n.status === '1';
            return (
              <li key={n._id} className={unread ? 'is-unread' : undefined}>
                <div className="notification-head">
                  <h2 className="notification-title mb-0">
                    <Link to={paths.notificationDetail(n._id)} className="stretched-link">
                      {localized(n, 'title', lng)}
                    </Link>
                    {unread && (
                      <Badge bg="primary" className="ms-2 align-text-bottom">
                        {t('notifications.new')}
                      </Badge>
                    )}
                  </h2>
                  <time className="notification-date small" dateTime={n.createdAt}>
                    {formatDate(n.createdAt)}
                  </time>
                </div>
                <p className="notification-text small mb-0 mt-1">
                  {plainPreview(localized(n, 'description', lng), TEXT_LENGTH)}
                </p>
              </li>
            );
          })}
        </ul>
      </Card>
    );

  return (
    <section className="public-page notifications-page">
      <PageHeading>{t('notifications.title')}</PageHeading>
      {body}
    </section>
  );
}
