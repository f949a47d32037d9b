import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPopup: build.query<GetPopupApiResponse, GetPopupApiArg>({
      query: () => ({ url: `/api/popap/get` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as popupApi };
export type GetPopupApiResponse =
  /** status 200 The popup, or null when there is none. */ PopupResponse;
export type GetPopupApiArg = void;
export type Popup = {
  _id: string;
  /** Changes when a new announcement is published (the client re-shows it). */
  popapId: string;
  /** The popup is switched on. */
  popap: boolean;
  status: boolean;
  titleKa: string;
  titleEn: string;
  titleRu: string;
  descriptionKa: string;
  descriptionEn: string;
  descriptionRu: string;
};
export type PopupResponse = {
  success: true;
  /** The popup, or null when there is none. */
  popap: Popup | null;
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
export const { useGetPopupQuery, useLazyGetPopupQuery } = injectedRtkApi;
