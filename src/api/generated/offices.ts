import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffices: build.query<GetOfficesApiResponse, GetOfficesApiArg>({
      query: () => ({ url: `/api/office/gets` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as officesApi };
export type GetOfficesApiResponse = /** status 200 One office per country. */ OfficesResponse;
export type GetOfficesApiArg = void;
export type CountryId = '1' | '2' | '3';
export type Office = {
  _id: string;
  countryId: CountryId;
  /** Province in the local language. */
  provinceLoc: string;
  cityLoc: string;
  addressLoc: string;
  provinceEn: string;
  cityEn: string;
  addressEn: string;
  postalCode: string;
  mobile: string;
  /** Neighbourhood (Turkey only; spelt so). */
  neigborhood?: string | null;
};
export type OfficesResponse = {
  success: true;
  offices: Office[];
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
export const { useGetOfficesQuery, useLazyGetOfficesQuery } = injectedRtkApi;
