/**
 * Who provides and who invalidates which cache tag, in one place: adding a parcel refreshes the
 * lists, the counts and the debt; paying refreshes the lists, the debt and the balance; and so
 * on. The endpoints themselves are generated from openapi.yaml (./generated, `npm run codegen`).
 */
import { accountsApi } from './generated/accounts';
import { courierApi } from './generated/courier';
import { invoicesApi } from './generated/invoices';
import { notificationsApi } from './generated/notifications';
import { parcelsApi } from './generated/parcels';
import { paymentsApi } from './generated/payments';

accountsApi.enhanceEndpoints({
  endpoints: {
    getUserInformation: { providesTags: ['User'] },
    updateProfile: { invalidatesTags: ['User'] },
    changePassword: { invalidatesTags: [] },
    createBranch: { invalidatesTags: ['User'] },
  },
});
parcelsApi.enhanceEndpoints({
  endpoints: {
    getDebtSum: { providesTags: ['Debt'] },
    getProducts: { providesTags: ['Products'] },
    getProductsWith: { providesTags: ['Products'] },
    getProduct: { providesTags: ['Products'] },
    addProduct: { invalidatesTags: ['Products', 'Debt'] },
    addProductWithFile: { invalidatesTags: ['Products', 'Debt'] },
    updateProduct: { invalidatesTags: ['Products', 'Debt'] },
    updateProductWithFile: { invalidatesTags: ['Products', 'Debt'] },
    deleteProduct: { invalidatesTags: ['Products', 'Debt'] },
  },
});
paymentsApi.enhanceEndpoints({
  endpoints: {
    payAll: { invalidatesTags: ['Products', 'Debt', 'User', 'Invoice', 'CourierFlights'] },
    payFlight: { invalidatesTags: ['Products', 'Debt', 'User', 'Invoice', 'CourierFlights'] },
    updateCardPayment: { invalidatesTags: ['User'] },
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
    createCourierOrder: { invalidatesTags: ['CourierFlights', 'Products'] },
  },
});
notificationsApi.enhanceEndpoints({
  endpoints: {
    getNotifications: { providesTags: ['Notifications'] },
    getAllNotifications: { providesTags: ['Notifications'] },
    getNotification: { providesTags: ['Notifications'] },
    markAllNotificationsRead: { invalidatesTags: ['Notifications'] },
  },
});
invoicesApi.enhanceEndpoints({ endpoints: { getInvoice: { providesTags: ['Invoice'] } } });
