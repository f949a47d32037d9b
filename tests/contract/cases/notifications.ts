/** The contract's cases of the notifications. */
import { A, type Cases } from './case';

export const NOTIFICATION_CASES: Cases = {
  getNotifications: [{ name: 'own', as: A, status: 200 }],
  getNotification: [
    { name: 'own', as: A, params: (c) => ({ id: c.notificationId! }), status: 200 },
    {
      name: "another customer's",
      as: A,
      params: (c) => ({ id: c.otherNotificationId! }),
      status: 404,
    },
  ],
  getAllNotifications: [{ name: 'own', as: A, status: 200 }],
  markAllNotificationsRead: [{ name: 'own', as: A, status: 200 }],
};
