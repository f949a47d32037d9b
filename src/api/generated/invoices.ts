import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoice: build.query<GetInvoiceApiResponse, GetInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/invoice/get/${queryArg.flightId}/${queryArg.branch}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as invoicesApi };
export type GetInvoiceApiResponse =
  /** status 200 Invoice header and its parcel lines. */ InvoiceResponse;
export type GetInvoiceApiArg = {
  /** Flight number. */
  flightId: string;
  /** `main`, or `tbilisi_1` for the Tbilisi branch variant. */
  branch: InvoiceBranch;
};
export type CustomerType = 1 | 2 | 3;
export type InvoiceCustomer = {
  userType: CustomerType;
  nameKa: string;
  lastNameKa: string;
  nameEn: string;
  lastNameEn: string;
  /** Organisation name in Georgian. */
  LTDName: string | null;
  /** Organisation name in English. */
  LTDNameEn: string | null;
  /** An individual entrepreneur (type 2): the receiver is the person with the personal number. An organisation that is not one is named by LTDName and orgId. */
  indEntrepreneur: boolean;
  /** Personal or passport number of the receiver. */
  passport: string | null;
  orgId: string | null;
  allQuantity: number;
  /** Total weight in kg. */
  allWeight: number;
  /** Total in GEL, the sum of the lines' `amount`. */
  allSum: number;
};
export type Invoice = {
  _id: string;
  createdAt: string;
  /** Invoice number (spelt so). */
  invoiceUnicId: string;
  flightId: string;
  additionalInformation: InvoiceCustomer;
};
export type InvoiceRate = {
  USD: number;
};
export type InvoiceProduct = {
  productOrderId: string;
  quantity: number;
  /** kg. */
  weight: number;
  /** USD per kg (the customer's tariff for the sending country). */
  tariff: number;
  rate: InvoiceRate;
  /** Transport fee in USD: weight × tariff, rounded to the cent. Null for a parcel priced individually (50 kg or more), whose fee is set in GEL. */
  transportFee: number | null;
  /** What the parcel is charged, in GEL: weight × tariff × rate.USD rounded once to the tetri (so it can differ by a tetri from the rounded `transportFee` × rate), or the fee staff set for a parcel priced individually; null while that fee is not set. */
  amount: number | null;
  /** The parcel weighs 50 kg or more and is priced individually. */
  individualPrice: boolean;
};
export type InvoiceResponse = {
  success: true;
  invoice: Invoice;
  products: InvoiceProduct[];
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
export type InvoiceBranch = 'main' | 'tbilisi_1';
export const { useGetInvoiceQuery, useLazyGetInvoiceQuery } = injectedRtkApi;
