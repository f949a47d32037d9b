import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDebtSum: build.query<GetDebtSumApiResponse, GetDebtSumApiArg>({
      query: () => ({ url: `/api/product/debtSum` }),
    }),
    getParcels: build.query<GetParcelsApiResponse, GetParcelsApiArg>({
      query: (queryArg) => ({
        url: `/api/product/gets/${queryArg.status}/${queryArg.skip}/${queryArg.limit}`,
      }),
    }),
    getParcelsWith: build.query<GetParcelsWithApiResponse, GetParcelsWithApiArg>({
      query: (queryArg) => ({
        url: `/api/product/getswith/${queryArg.status}/${queryArg.skip}/${queryArg.limit}`,
      }),
    }),
    getParcel: build.query<GetParcelApiResponse, GetParcelApiArg>({
      query: (queryArg) => ({ url: `/api/product/get/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as parcelListsApi };
export type GetDebtSumApiResponse = /** status 200 The debt in GEL. */ DebtSumResponse;
export type GetDebtSumApiArg = void;
export type GetParcelsApiResponse =
  /** status 200 Parcels of the tab, counts per country and flight groups. */ ProductListResponse;
export type GetParcelsApiArg = {
  /** Parcel tab. */
  status: ParcelStatus;
  /** Number of items to skip. */
  skip: number;
  /** Page size. */
  limit: number;
};
export type GetParcelsWithApiResponse =
  /** status 200 Parcels of the tab, counts per country and flight groups. */ ProductListResponse;
export type GetParcelsWithApiArg = {
  /** Parcel tab. */
  status: ParcelStatus;
  /** Number of items to skip. */
  skip: number;
  /** Page size. */
  limit: number;
};
export type GetParcelApiResponse = /** status 200 The parcel. */ ProductResponse;
export type GetParcelApiArg = {
  /** Parcel `_id`. */
  id: string;
};
export type CountryId = '1' | '2' | '3';
export type DebtPart = {
  /** Flight number; null for parcels in stock not yet on a flight. */
  flightId: string | null;
  countryId: CountryId;
  /** The fee due in GEL. */
  debt: number;
};
export type DebtSumResponse = {
  success: true;
  /** Total debt in GEL (spelt so). */
  deptSum: number;
  /** The customer's parcels in stock, sent or arrived that are priced individually and whose fee staff have not set yet: not in `deptSum`, and paying all does not pay them. */
  unpriced: number;
  /** Where the debt is owed: one entry per flight and country with a fee due (flightId null for parcels in stock not yet on a flight), as the parcel lists group them. The debts add up to `deptSum`. */
  parts?: DebtPart[];
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
  | 'internal_error';
export type ErrorResponse = {
  success: false;
  code: ErrorCode;
  /** Human-readable message (not translated; the client maps `code`). */
  message: string;
};
export type ProductCategory =
  | 'ELECTRONIC_DEVICES'
  | 'BAGS_AND_HOLDERS'
  | 'SHOES'
  | 'TELEPHONE_AND_NETWORK_DEVICES'
  | 'CLOTHING'
  | 'FOOD_SUPPLEMENTS'
  | 'TOYS_AND_SPORTS'
  | 'WATCHES'
  | 'PERFUMERY_AND_COSMETICS'
  | 'OPTICAL_AND_PHOTO'
  | 'PRINTED_PRODUCTS'
  | 'MUSICAL_INSTRUMENTS'
  | 'GLASSWARE'
  | 'MEDICATIONS'
  | 'COMPUTERS_AND_LAPTOPS'
  | 'TOOLS'
  | 'LIGHTING'
  | 'BIJOUTERIE'
  | 'AUTO_PARTS'
  | 'VARIOUS_FINISHED_PRODUCTS';
export type Currency = 'USD' | 'EUR' | 'CNY' | 'TRY' | 'GEL';
export type Branch = 'didube' | 'gldani' | 'isani' | 'kutaisi_1';
export type PaymentState = 'paid' | 'unpaid';
export type ParcelStatus = 'waiting' | 'stock' | 'sent' | 'arrived' | 'obtained';
export type Product = {
  _id: string;
  /** Waybill / tracking number. */
  productOrderId: string;
  productName: ProductCategory;
  quantity: number;
  /** Shop key (taobao, aliexpress, amazon, trendyol, ...) or `_OTHER_SHOP_`; null for personal parcels. */
  shop: string | null;
  /** Shop name when `shop` is `_OTHER_SHOP_`. */
  otherShop: string | null;
  personalParcel: boolean;
  /** Shipper name of a personal parcel. */
  senderName: string | null;
  /** Declared amount in `currency`. */
  price: number;
  currency: Currency;
  /** Customer's note. */
  description: string | null;
  branch: Branch;
  /** Flight number once assigned. */
  flightId: string | null;
  senderCountryId: CountryId;
  /** Invoice file name, read from /uploads/invoices/{file} with the owner's bearer token (401 without one, 404 for a file that is not the customer's), served as an attachment with `X-Content-Type-Options: nosniff`. Names are random (at least 128 bits) and reveal nothing. */
  file: string | null;
  /** Subject to customs clearance (declared 300 GEL or more, clearance on, or set by staff). */
  custom: boolean;
  /** Customs clearance requested by the customer. */
  clearance: boolean;
  state: PaymentState;
  /** Weight in kg, known once weighed at the warehouse. */
  weight: number | null;
  /** The parcel weighs 50 kg or more, so it is priced individually: its fee is the one staff set in GEL (`individualFee`), not weight × tariff × rate. */
  individualPrice: boolean;
  /** The fee staff set for a parcel priced individually, in GEL. Null for every other parcel, and while staff have not set it: such a parcel has no fee yet, is not in the debt and cannot be paid. */
  individualFee: number | null;
  status: ParcelStatus;
  createdAt: string;
};
export type ProductCounts = {
  total: number;
  china: number;
  usa: number;
  turkey: number;
  greece: number;
};
export type FlightGroup = {
  /** Flight number; null for the group of parcels not yet on a flight. */
  flightId: string | null;
  countryId: CountryId;
  state: PaymentState;
  /** The group is handled by the Tbilisi branch (invoice variant tbilisi_1). */
  tbilisi: boolean;
  /** The group contains parcels subject to customs clearance. */
  custom: boolean;
  /** Parcels of this sent flight may still be edited. */
  updateStatus: boolean;
  /** What is still to pay for this flight, in GEL. */
  debt: number;
  /** Parcels of this flight priced individually whose fee staff have not set yet: they are unpaid but not in `debt`, and paying the flight does not pay them. */
  unpriced: number;
  startdAt: string | null;
  estimatedAt: string | null;
  endAt: string | null;
};
export type ProductListResponse = {
  success: true;
  products: Product[];
  count: ProductCounts;
  flights: FlightGroup[];
  /** Flight groups with a giveaway. */
  newArr: FlightGroup[];
};
export type ProductResponse = {
  success: true;
  product: Product;
};
export const {
  useGetDebtSumQuery,
  useLazyGetDebtSumQuery,
  useGetParcelsQuery,
  useLazyGetParcelsQuery,
  useGetParcelsWithQuery,
  useLazyGetParcelsWithQuery,
  useGetParcelQuery,
  useLazyGetParcelQuery,
} = injectedRtkApi;
