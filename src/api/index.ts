/**
 * The API as the app uses it: the generated endpoints (src/api/generated, one file per OpenAPI
 * tag; never edit them, run `npm run codegen`) with cache tags and invalidation added here.
 * Import hooks and types from '@/api'.
 */

import { authApi } from './generated/auth';
import { branchesApi } from './generated/branches';
import { courierApi } from './generated/courier';
import { invoicesApi } from './generated/invoices';
import { merchantApi } from './generated/merchant';
import { notificationsApi } from './generated/notifications';
import { paymentsApi } from './generated/payments';
import { productsApi } from './generated/products';

// Who provides and who invalidates what: adding a parcel refreshes the lists and the counts,
// paying refreshes the lists, the debt and the balance, and so on.
authApi.enhanceEndpoints({
  endpoints: {
    getUserInformation: { providesTags: ['User'] },
    updateProfile: { invalidatesTags: ['User'] },
    changePassword: { invalidatesTags: [] },
  },
});
branchesApi.enhanceEndpoints({ endpoints: { createBranch: { invalidatesTags: ['User'] } } });
productsApi.enhanceEndpoints({
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
  },
});
merchantApi.enhanceEndpoints({
  endpoints: {
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

export { baseApi } from './baseApi';
export {
  authApi,
  useSignInMutation,
  useGetUserInformationQuery,
  useLazyGetUserInformationQuery,
  useSignUpMutation,
  useSignUpWithFileMutation,
  useUpdateProfileMutation,
  useForgetPasswordMutation,
  useChangePasswordMutation,
} from './generated/auth';
export type {
  SignInApiResponse,
  SignInApiArg,
  GetUserInformationApiResponse,
  GetUserInformationApiArg,
  SignUpApiResponse,
  SignUpApiArg,
  SignUpWithFileApiResponse,
  SignUpWithFileApiArg,
  UpdateProfileApiResponse,
  UpdateProfileApiArg,
  ForgetPasswordApiResponse,
  ForgetPasswordApiArg,
  ChangePasswordApiResponse,
  ChangePasswordApiArg,
  SignInResponse,
  ErrorCode,
  ErrorResponse,
  SignInRequest,
  CustomerType,
  CityKey,
  Branch,
  TakenPlace,
  UserInformation,
  User,
  CandidateResponse,
  SignUpResponse,
  Phone,
  SignUpRequest,
  SignUpWithFileForm,
  UpdateProfileRequest,
  MessageResponse,
  ForgetPasswordRequest,
  ChangePasswordRequest,
} from './generated/auth';
export { branchesApi, useCreateBranchMutation } from './generated/branches';
export type {
  CreateBranchApiResponse,
  CreateBranchApiArg,
  CreateBranchResponse,
  CreateBranchRequest,
} from './generated/branches';
export {
  courierApi,
  useGetCourierFlightsQuery,
  useLazyGetCourierFlightsQuery,
  useGetCourierParcelsQuery,
  useLazyGetCourierParcelsQuery,
  useCreateCourierOrderMutation,
} from './generated/courier';
export type {
  GetCourierFlightsApiResponse,
  GetCourierFlightsApiArg,
  GetCourierParcelsApiResponse,
  GetCourierParcelsApiArg,
  CreateCourierOrderApiResponse,
  CreateCourierOrderApiArg,
  CourierFlight,
  CourierFlightsResponse,
  CourierMessage,
  ProductCategory,
  Currency,
  CountryId,
  PaymentState,
  ParcelStatus,
  Product,
  CourierParcelsResponse,
  CourierOrder,
  CreateCourierOrderResponse,
  CreateCourierOrderRequest,
} from './generated/courier';
export { flightsApi, useGetFlightsQuery, useLazyGetFlightsQuery } from './generated/flights';
export type {
  GetFlightsApiResponse,
  GetFlightsApiArg,
  FlightNote,
  Flight,
  FlightListResponse,
} from './generated/flights';
export { invoicesApi, useGetInvoiceQuery, useLazyGetInvoiceQuery } from './generated/invoices';
export type {
  GetInvoiceApiResponse,
  GetInvoiceApiArg,
  InvoiceCustomer,
  Invoice,
  InvoiceRate,
  InvoiceProduct,
  InvoiceResponse,
  InvoiceBranch,
} from './generated/invoices';
export {
  merchantApi,
  useStartCardPaymentMutation,
  useUpdateCardPaymentMutation,
  useCheckAvailableQuery,
  useLazyCheckAvailableQuery,
} from './generated/merchant';
export type {
  StartCardPaymentApiResponse,
  StartCardPaymentApiArg,
  UpdateCardPaymentApiResponse,
  UpdateCardPaymentApiArg,
  CheckAvailableApiResponse,
  CheckAvailableApiArg,
  MerchantPaymentStatus,
  MerchantPayment,
  StartCardPaymentResponse,
  StartCardPaymentRequest,
  UpdateCardPaymentResponse,
  UpdateCardPaymentRequest,
} from './generated/merchant';
export {
  newsApi,
  useGetNewsListQuery,
  useLazyGetNewsListQuery,
  useGetNewsQuery,
  useLazyGetNewsQuery,
} from './generated/news';
export type {
  GetNewsListApiResponse,
  GetNewsListApiArg,
  GetNewsApiResponse,
  GetNewsApiArg,
  News,
  NewsListResponse,
  NewsResponse,
} from './generated/news';
export {
  notificationsApi,
  useGetNotificationsQuery,
  useLazyGetNotificationsQuery,
  useGetNotificationQuery,
  useLazyGetNotificationQuery,
  useGetAllNotificationsQuery,
  useLazyGetAllNotificationsQuery,
  useMarkAllNotificationsReadMutation,
} from './generated/notifications';
export type {
  GetNotificationsApiResponse,
  GetNotificationsApiArg,
  GetNotificationApiResponse,
  GetNotificationApiArg,
  GetAllNotificationsApiResponse,
  GetAllNotificationsApiArg,
  MarkAllNotificationsReadApiResponse,
  MarkAllNotificationsReadApiArg,
  NotificationStatus,
  Notification,
  NotificationListResponse,
  NotificationResponse,
  MarkAllReadResponse,
} from './generated/notifications';
export { officesApi, useGetOfficesQuery, useLazyGetOfficesQuery } from './generated/offices';
export type {
  GetOfficesApiResponse,
  GetOfficesApiArg,
  Office,
  OfficesResponse,
} from './generated/offices';
export { pagesApi, useGetPageQuery, useLazyGetPageQuery } from './generated/pages';
export type { GetPageApiResponse, GetPageApiArg, Page, PageResponse } from './generated/pages';
export { paymentsApi, usePayAllMutation, usePayFlightMutation } from './generated/payments';
export type {
  PayAllApiResponse,
  PayAllApiArg,
  PayFlightApiResponse,
  PayFlightApiArg,
  PaymentResponse,
  PayAllRequest,
  PayFlightRequest,
} from './generated/payments';
export { popupApi, useGetPopupQuery, useLazyGetPopupQuery } from './generated/popup';
export type { GetPopupApiResponse, GetPopupApiArg, Popup, PopupResponse } from './generated/popup';
export {
  productsApi,
  useGetDebtSumQuery,
  useLazyGetDebtSumQuery,
  useGetProductsQuery,
  useLazyGetProductsQuery,
  useGetProductsWithQuery,
  useLazyGetProductsWithQuery,
  useGetProductQuery,
  useLazyGetProductQuery,
  useAddProductMutation,
  useAddProductWithFileMutation,
  useUpdateProductMutation,
  useUpdateProductWithFileMutation,
  useDeleteProductMutation,
} from './generated/products';
export type {
  GetDebtSumApiResponse,
  GetDebtSumApiArg,
  GetProductsApiResponse,
  GetProductsApiArg,
  GetProductsWithApiResponse,
  GetProductsWithApiArg,
  GetProductApiResponse,
  GetProductApiArg,
  AddProductApiResponse,
  AddProductApiArg,
  AddProductWithFileApiResponse,
  AddProductWithFileApiArg,
  UpdateProductApiResponse,
  UpdateProductApiArg,
  UpdateProductWithFileApiResponse,
  UpdateProductWithFileApiArg,
  DeleteProductApiResponse,
  DeleteProductApiArg,
  DebtSumResponse,
  ProductCounts,
  FlightGroup,
  ProductListResponse,
  ProductResponse,
  AddProductRequest,
  AddProductWithFileForm,
  UpdateProductRequest,
  UpdateProductWithFileForm,
} from './generated/products';
export { ratesApi, useGetRatesQuery, useLazyGetRatesQuery } from './generated/rates';
export type {
  GetRatesApiResponse,
  GetRatesApiArg,
  RateCode,
  Rate,
  RatesResponse,
} from './generated/rates';
export { tariffsApi, useGetTariffsQuery, useLazyGetTariffsQuery } from './generated/tariffs';
export type {
  GetTariffsApiResponse,
  GetTariffsApiArg,
  TariffCountry,
  TariffType,
  Tariff,
  TariffsResponse,
} from './generated/tariffs';
