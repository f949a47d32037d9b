/**
 * Who provides and who invalidates which cache tag, in one place: adding a parcel refreshes the
 * lists, the counts and the debt; paying refreshes the lists, the debt and the balance; and so
 * on. Marking all notifications read also updates the cached lists at once (optimistically).
 * The endpoints themselves are generated from openapi.yaml (./generated, `npm run codegen`).
 */
import { accountsApi } from './generated/accounts';
import { courierApi } from './generated/courier';
import { invoicesApi } from './generated/invoices';
import { notificationsApi, type NotificationListResponse } from './generated/notifications';
import { parcelsApi } from './generated/parcels';
import { paymentsApi } from './generated/payments';
import { ratesApi } from './generated/rates';
import { scheduleApi } from './generated/schedule';

accountsApi.enhanceEndpoints({
  endpoints: {
    getUserInformation: { providesTags: ['User'] },
    updateProfile: { invalidatesTags: ['User'] },
    changePassword: { invalidatesTags: [] },
    signOut: { invalidatesTags: [] },
    signOutEverywhere: { invalidatesTags: [] },
    createBranch: { invalidatesTags: ['User'] },
  },
});
parcelsApi.enhanceEndpoints({
  endpoints: {
    getDebtSum: { providesTags: ['Debt'] },
    getParcels: { providesTags: ['Parcels'] },
    getParcelsWith: { providesTags: ['Parcels'] },
    getParcel: { providesTags: ['Parcels'] },
    addParcel: { invalidatesTags: ['Parcels', 'Debt'] },
    addParcelWithFile: { invalidatesTags: ['Parcels', 'Debt'] },
    updateParcel: { invalidatesTags: ['Parcels', 'Debt'] },
    updateParcelWithFile: { invalidatesTags: ['Parcels', 'Debt'] },
    deleteParcel: { invalidatesTags: ['Parcels', 'Debt'] },
  },
});
// A payment, a top-up and a courier order each write a notification: the bell shows it.
paymentsApi.enhanceEndpoints({
  endpoints: {
    payAll: {
      invalidatesTags: ['Parcels', 'Debt', 'User', 'Invoice', 'CourierFlights', 'Notifications'],
    },
    payFlight: {
      invalidatesTags: ['Parcels', 'Debt', 'User', 'Invoice', 'CourierFlights', 'Notifications'],
    },
    updateCardPayment: { invalidatesTags: ['User', 'Notifications'] },
    // /checkAvailable answers XML, not JSON.
    checkAvailable: {
      query: (arg) => ({
        url: '/checkAvailable',
        params: { trx_id: arg.trxId, o_amount: arg.oAmount },
        responseHandler: 'text',
      }),
    },
  },
});
courierApi.enhanceEndpoints({
  endpoints: {
    getCourierFlights: { providesTags: ['CourierFlights'] },
    getCourierParcels: { providesTags: ['CourierFlights'] },
    createCourierOrder: { invalidatesTags: ['CourierFlights', 'Parcels', 'Notifications'] },
  },
});
notificationsApi.enhanceEndpoints({
  endpoints: {
    getNotifications: { providesTags: ['Notifications'] },
    getAllNotifications: { providesTags: ['Notifications'] },
    getNotification: { providesTags: ['Notifications'] },
    markAllNotificationsRead: {
      invalidatesTags: ['Notifications'],
      // The bell's count drops to 0 at once, not after the round trip; undone if the call fails.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const readAll = (list: NotificationListResponse) => {
          list.unread = 0;
          for (const notification of list.notifications) notification.status = '0';
        };
        const patches = [
          dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, readAll)),
          dispatch(
            notificationsApi.util.updateQueryData('getAllNotifications', undefined, readAll),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    },
  },
});
invoicesApi.enhanceEndpoints({ endpoints: { getInvoice: { providesTags: ['Invoice'] } } });
// Nothing the customer does changes them; the demo console does (rates, landed flights).
ratesApi.enhanceEndpoints({ endpoints: { getRates: { providesTags: ['Rates'] } } });
scheduleApi.enhanceEndpoints({ endpoints: { getFlights: { providesTags: ['Schedule'] } } });
