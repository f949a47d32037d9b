import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { Bell } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetNotificationsQuery } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDate } from '@/shared/format';
import { localized, plainPreview } from '@/shared/localized';

/** Spec §2: the preview cuts the description to 50 characters. */
export const PREVIEW_LENGTH = 50;

/** Header bell: unread count and a dropdown (230px high) of the latest notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data } = useGetNotificationsQuery();
  const unread = data?.unread ?? 0;
  const notifications = data?.notifications ?? [];

  return (
    <Dropdown align="end" className="notification-bell">
      <Dropdown.Toggle
        variant="link"
        className="nav-icon-button"
        aria-label={unread > 0 ? t('bell.labelWithCount', { count: unread }) : t('bell.label')}
      >
        <Bell size={20} aria-hidden />
        {unread > 0 && (
          <Badge bg="danger" pill className="bell-count" aria-hidden>
            {unread}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="bell-menu p-0">
        <div className="bell-list">
          {notifications.length === 0 && (
            <p className="text-body-secondary small p-3 mb-0">{t('bell.empty')}</p>
          )}
          {notifications.map((n) => (
            <Dropdown.Item
              key={n._id}
              as={Link}
              to={paths.notificationDetail(n._id)}
              className={`bell-item ${n.status === '1' ? 'fw-bold' : ''}`}
            >
              <span className="d-block text-truncate">{localized(n, 'title', lng)}</span>
              <span className="d-block small text-body-secondary text-wrap">
                {plainPreview(localized(n, 'description', lng), PREVIEW_LENGTH)}
              </span>
              <time className="d-block small text-body-secondary" dateTime={n.createdAt}>
                {formatDate(n.createdAt)}
              </time>
            </Dropdown.Item>
          ))}
        </div>
        <Dropdown.Divider className="m-0" />
        <Dropdown.Item as={Link} to={paths.notificationAll} className="text-center py-2">
          {t('bell.viewAll')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
