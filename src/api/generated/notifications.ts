import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<GetNotificationsApiResponse, GetNotificationsApiArg>({
      query: () => ({ url: `/api/notification/gets` }),
    }),
    getNotification: build.query<GetNotificationApiResponse, GetNotificationApiArg>({
      query: (queryArg) => ({ url: `/api/notification/get/${queryArg.id}` }),
    }),
    getAllNotifications: build.query<GetAllNotificationsApiResponse, GetAllNotificationsApiArg>({
      query: () => ({ url: `/api/notification/all` }),
    }),
    markAllNotificationsRead: build.mutation<
      MarkAllNotificationsReadApiResponse,
      MarkAllNotificationsReadApiArg
    >({
      query: () => ({ url: `/api/notification/markAllAsRead`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as notificationsApi };
export type GetNotificationsApiResponse =
  /** status 200 Notifications, newest first, and the unread count. */ NotificationListResponse;
export type GetNotificationsApiArg = void;
export type GetNotificationApiResponse = /** status 200 The notification. */ NotificationResponse;
export type GetNotificationApiArg = {
  /** Notification `_id`. */
  id: string;
};
export type GetAllNotificationsApiResponse =
  /** status 200 Notifications, newest first, and the unread count. */ NotificationListResponse;
export type GetAllNotificationsApiArg = void;
export type MarkAllNotificationsReadApiResponse = /** status 200 All read. */ MarkAllReadResponse;
export type MarkAllNotificationsReadApiArg = void;
export type NotificationStatus = '1' | '0';
export type Notification = {
  _id: string;
  status: NotificationStatus;
  createdAt: string;
  titleKa: string;
  titleRu: string;
  titleEn: string;
  descriptionKa: string;
  descriptionRu: string;
  descriptionEn: string;
};
export type NotificationListResponse = {
  success: true;
  notifications: Notification[];
  unread: number;
};
export type ErrorCode =
  | 'validation_error'
  | 'invalid_credentials'
  | 'unauthorized'
  | 'not_found'
  | 'email_or_user_id_already_registred'
  | 'passport_id_already_registred'
  | 'INCORECT_FILE_TYPE'
  | 'file_too_large'
  | 'file_required'
  | 'email_not_found'
  | 'old_password_incorrect'
  | 'passwords_do_not_match'
  | 'product_already_added'
  | 'product_not_deletable'
  | 'product_not_editable'
  | 'not_enough_money'
  | 'nothing_to_pay'
  | 'payment_start_failed'
  | 'user_have_not_products'
  | 'product_unpaid'
  | 'no_flights_selected'
  | 'branch_required'
  | 'too_many_requests'
  | 'internal_error'
  | 'storage_full'
  | 'password_too_common';
export type ErrorResponse = {
  success: false;
  code: ErrorCode;
  /** Human-readable message (not translated; the client maps `code`). */
  message: string;
};
export type NotificationResponse = {
  success: true;
  notification: Notification;
};
export type MarkAllReadResponse = {
  success: true;
  unread: number;
};
export const {
  useGetNotificationsQuery,
  useLazyGetNotificationsQuery,
  useGetNotificationQuery,
  useLazyGetNotificationQuery,
  useGetAllNotificationsQuery,
  useLazyGetAllNotificationsQuery,
  useMarkAllNotificationsReadMutation,
} = injectedRtkApi;
