import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRates: build.query<GetRatesApiResponse, GetRatesApiArg>({
      query: () => ({ url: `/api2/rate/get` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as ratesApi };
export type GetRatesApiResponse = /** status 200 Current rates. */ RatesResponse;
export type GetRatesApiArg = void;
export type RateCode = 'USD' | 'EUR' | 'TRY' | 'CNY';
export type Rate = {
  code: RateCode;
  /** GEL per 1 unit (per 10 units for CNY). */
  rate: number;
};
export type RatesResponse = {
  success: true;
  rates: Rate[];
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
export const { useGetRatesQuery, useLazyGetRatesQuery } = injectedRtkApi;
