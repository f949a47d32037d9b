import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    payAll: build.mutation<PayAllApiResponse, PayAllApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/payall`,
        method: 'POST',
        body: queryArg.payAllRequest,
      }),
    }),
    payFlight: build.mutation<PayFlightApiResponse, PayFlightApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/payFlightId`,
        method: 'POST',
        body: queryArg.payFlightRequest,
      }),
    }),
    startCardPayment: build.mutation<StartCardPaymentApiResponse, StartCardPaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/merchant/georgiancard/pay`,
        method: 'POST',
        body: queryArg.startCardPaymentRequest,
      }),
    }),
    updateCardPayment: build.mutation<UpdateCardPaymentApiResponse, UpdateCardPaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/merchant/georgiancard/update`,
        method: 'POST',
        body: queryArg.updateCardPaymentRequest,
      }),
    }),
    checkAvailable: build.query<CheckAvailableApiResponse, CheckAvailableApiArg>({
      query: (queryArg) => ({
        url: `/checkAvailable`,
        params: {
          trx_id: queryArg.trxId,
          o_order_id: queryArg.oOrderId,
          o_amount: queryArg.oAmount,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as paymentsApi };
export type PayAllApiResponse =
  /** status 200 Paid; the new balance and remaining debt in GEL. */ PaymentResponse;
export type PayAllApiArg = {
  payAllRequest: PayAllRequest;
};
export type PayFlightApiResponse =
  /** status 200 Paid; the new balance and remaining debt in GEL. */ PaymentResponse;
export type PayFlightApiArg = {
  payFlightRequest: PayFlightRequest;
};
export type StartCardPaymentApiResponse =
  /** status 200 Payment created; open `redirectUrl`. */ StartCardPaymentResponse;
export type StartCardPaymentApiArg = {
  startCardPaymentRequest: StartCardPaymentRequest;
};
export type UpdateCardPaymentApiResponse =
  /** status 200 Payment updated; the new balance in GEL. */ UpdateCardPaymentResponse;
export type UpdateCardPaymentApiArg = {
  updateCardPaymentRequest: UpdateCardPaymentRequest;
};
export type CheckAvailableApiResponse =
  /** status 200 The answer: result code 1 when the payment is available, code 2 when it is not. */ string;
export type CheckAvailableApiArg = {
  /** Merchant transaction id assigned by the provider. */
  trxId: string;
  /** The order id the portal gave the provider: the `_id` of the card payment that `/api/merchant/georgiancard/pay` started. Without it, `trx_id` is read as the order id. */
  oOrderId?: string;
  /** Amount in tetri (2550 = 25.50 GEL). */
  oAmount: number;
};
export type PaymentResponse = {
  success: true;
  message: string;
  /** New balance in GEL. */
  balance: number;
  /** Remaining debt in GEL. */
  debt: number;
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
export type ParcelStatus = 'waiting' | 'stock' | 'sent' | 'arrived' | 'obtained';
export type PayAllRequest = {
  status: ParcelStatus;
};
export type PayFlightRequest = {
  flightId: string;
};
export type MerchantPaymentStatus = 'pending' | 'success' | 'failed';
export type MerchantPayment = {
  /** Payment id, also the order id sent to the provider. */
  _id: string;
  /** Amount in GEL. */
  amount: number;
  /** Amount in tetri. */
  amountDB: number;
  userAXID: string;
  createdAt: string;
  /** What the payment tops up. */
  destination: string;
  /** Payment channel. */
  type: string;
  status: MerchantPaymentStatus;
};
export type StartCardPaymentResponse = {
  success: true;
  result: MerchantPayment;
  /** Card provider page to open, with amount, order id, account code, timestamp, success and failure return URLs and currency 981. With the mock backend, the in-app demo card page. */
  redirectUrl: string;
};
export type StartCardPaymentRequest = {
  /** Lari and tetri concatenated ("2550" = 25.50 GEL). */
  amount: string;
  /** Up to 4 digits, not starting with 0. */
  lari: string;
  /** Exactly 2 digits. */
  tetri: string;
};
export type UpdateCardPaymentResponse = {
  success: true;
  result: MerchantPayment;
  /** Balance in GEL after the update. */
  balance: number;
};
export type UpdateCardPaymentRequest = {
  paymentId: string;
};
export const {
  usePayAllMutation,
  usePayFlightMutation,
  useStartCardPaymentMutation,
  useUpdateCardPaymentMutation,
  useCheckAvailableQuery,
  useLazyCheckAvailableQuery,
} = injectedRtkApi;
