import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { Bell } from '@/shared/icons/Bell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetNotificationsQuery, type Notification } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDate } from '@/shared/format';
import { localized, plainPreview } from '@/shared/localized';
import '@/styles/notifications.css';

/** The bell's preview cuts the description to 50 characters (docs/product.md#notification-bell). */
export const PREVIEW_LENGTH = 50;

/** The badge shows up to 99; more reads "99+" (the button's name has the exact count). */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * Header bell (docs/product.md#notification-bell): the unread count and a dropdown whose list
 * (230px high) scrolls, each entry with its title and the description cut to 50 characters, unread
 * ones in bold, and a link to the full list. It is on a customer's first screen, so it stays small:
 * the words are in `common` (bell.*), the full list and the detail are their own chunks.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery();
  const unread = data?.unread ?? 0;
  const notifications = data?.notifications ?? [];

  let state = null;
  if (isLoading) state = t('state.loading');
  else if (isError && !data) state = t('bell.error');
  else if (notifications.length === 0) state = t('bell.empty');

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
            {badgeText(unread)}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="bell-menu p-0">
        <BellList
          notifications={notifications}
          state={state}
          onRetry={isError && !data ? () => void refetch() : undefined}
        />
        <Dropdown.Item as={Link} to={paths.notificationAll} className="bell-view-all">
          {t('bell.viewAll')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * The menu's entries. Their own component, so that they are built when the menu first opens:
 * React-Bootstrap renders a dropdown's menu only from its first showing on, and each entry parses
 * the description's HTML for its preview, work a closed bell never needs.
 */
function BellList({
  notifications,
  state,
  onRetry,
}: {
  notifications: Notification[];
  state: string | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <div className="bell-list">
      {state && (
        <p className="bell-state small p-3 mb-0">
          {state}
          {onRetry && (
            <Button size="sm" variant="link" className="p-0 ms-2" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          )}
        </p>
      )}
      {notifications.map((n) => {
        const isUnread = n.status === '1';
        return (
          <Dropdown.Item
            key={n._id}
            as={Link}
            to={paths.notificationDetail(n._id)}
            className={`bell-item${isUnread ? ' bell-item-unread fw-bold' : ''}`}
          >
            <span className="d-block text-truncate">
              {localized(n, 'title', lng)}
              {isUnread && <span className="visually-hidden"> ({t('bell.unread')})</span>}
            </span>
            <span className="bell-item-text d-block small">
              {plainPreview(localized(n, 'description', lng), PREVIEW_LENGTH)}
            </span>
            <time className="bell-item-date d-block small" dateTime={n.createdAt}>
              {formatDate(n.createdAt)}
            </time>
          </Dropdown.Item>
        );
      })}
    </div>
  );
}
