import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTariffs: build.query<GetTariffsApiResponse, GetTariffsApiArg>({
      query: () => ({ url: `/api/tariffs/gets` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as tariffsApi };
export type GetTariffsApiResponse = /** status 200 Tariffs in USD per kg. */ TariffsResponse;
export type GetTariffsApiArg = void;
export type TariffCountry = 1 | 2 | 3;
export type TariffType = 1 | 2 | 3;
export type Tariff = {
  country: TariffCountry;
  type: TariffType;
  /** USD per kg. */
  amount: number;
};
export type TariffsResponse = {
  success: true;
  tariffs: Tariff[];
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
export const { useGetTariffsQuery, useLazyGetTariffsQuery } = injectedRtkApi;
