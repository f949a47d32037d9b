/** notifications: the customer's own notifications (bell, full list, detail, mark all read). */
import { http, type PathParams } from 'msw';
import type {
  ErrorResponse,
  GetAllNotificationsApiResponse,
  GetNotificationApiResponse,
  GetNotificationsApiResponse,
  MarkAllNotificationsReadApiResponse,
  Notification,
} from '@/api';
import { db, type NotificationRecord, type UserRow } from '../db/collections';
import { ID_MAX } from '@/shared/rules/ids';
import { notFound, ok, parseIdParam } from '../api/http';
import type { MockBackend } from './backend';

/** The bell shows the latest ten. */
const BELL_SIZE = 10;

const toNotification = ({ userId: _user, ...notification }: NotificationRecord): Notification =>
  notification;

function listOf(user: UserRow, take?: number): GetNotificationsApiResponse {
  const all = db.notifications.findMany((q) => q.where({ userId: user._id }), {
    orderBy: { createdAt: 'desc' },
  });
  return {
    success: true,
    notifications: all.slice(0, take ?? all.length).map(toNotification),
    unread: all.filter((n) => n.status === '1').length,
  };
}

export function notificationHandlers({ withAuth }: MockBackend) {
  return [
    http.get<PathParams, never, GetNotificationsApiResponse | ErrorResponse>(
      '*/api/notification/gets',
      withAuth(({ user }) => ok(listOf(user, BELL_SIZE))),
    ),

    http.get<PathParams, never, GetAllNotificationsApiResponse | ErrorResponse>(
      '*/api/notification/all',
      withAuth(({ user }) => ok(listOf(user))),
    ),

    http.get<{ id: string }, never, GetNotificationApiResponse | ErrorResponse>(
      '*/api/notification/get/:id',
      withAuth(({ params, user }) => {
        const id = parseIdParam(params.id, ID_MAX, 'id');
        if (id.error) return id.error;
        const notification = db.notifications.findFirst((q) =>
          q.where({ _id: id.data, userId: user._id }),
        );
        if (!notification) return notFound();
        const body: GetNotificationApiResponse = {
          success: true,
          notification: toNotification(notification),
        };
        return ok(body);
      }),
    ),

    http.post<PathParams, never, MarkAllNotificationsReadApiResponse | ErrorResponse>(
      '*/api/notification/markAllAsRead',
      withAuth(async ({ user }) => {
        await db.notifications.updateMany((q) => q.where({ userId: user._id, status: '1' }), {
          data(draft) {
            draft.status = '0';
          },
        });
        const body: MarkAllNotificationsReadApiResponse = { success: true, unread: 0 };
        return ok(body);
      }),
    ),
  ];
}
