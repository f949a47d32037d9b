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
  | 'internal_error';
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
export const { usePayAllMutation, usePayFlightMutation } = injectedRtkApi;
