import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDebtSum: build.query<GetDebtSumApiResponse, GetDebtSumApiArg>({
      query: () => ({ url: `/api/product/debtSum` }),
    }),
    getParcels: build.query<GetParcelsApiResponse, GetParcelsApiArg>({
      query: (queryArg) => ({
        url: `/api/product/gets/${queryArg.status}/${queryArg.skip}/${queryArg.limit}`,
        params: {
          tracking: queryArg.tracking,
        },
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
    addParcel: build.mutation<AddParcelApiResponse, AddParcelApiArg>({
      query: (queryArg) => ({
        url: `/api/product/addProduct`,
        method: 'POST',
        body: queryArg.addProductRequest,
      }),
    }),
    addParcelWithFile: build.mutation<AddParcelWithFileApiResponse, AddParcelWithFileApiArg>({
      query: (queryArg) => ({
        url: `/api/product/addProductWithFile`,
        method: 'POST',
        body: queryArg.addProductWithFileForm,
      }),
    }),
    updateParcel: build.mutation<UpdateParcelApiResponse, UpdateParcelApiArg>({
      query: (queryArg) => ({
        url: `/api/product/updateProduct`,
        method: 'POST',
        body: queryArg.updateProductRequest,
      }),
    }),
    updateParcelWithFile: build.mutation<
      UpdateParcelWithFileApiResponse,
      UpdateParcelWithFileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/product/updateProductWithFile`,
        method: 'POST',
        body: queryArg.updateProductWithFileForm,
      }),
    }),
    deleteParcel: build.mutation<DeleteParcelApiResponse, DeleteParcelApiArg>({
      query: (queryArg) => ({
        url: `/api/product/delete/${queryArg.id}`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as parcelsApi };
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
  /** A piece of a tracking number to search for, letters and digits (for example `YT2411`); without it, the whole tab. */
  tracking?: string;
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
export type AddParcelApiResponse = /** status 200 The parcel. */ ProductResponse;
export type AddParcelApiArg = {
  addProductRequest: AddProductRequest;
};
export type AddParcelWithFileApiResponse = /** status 200 The parcel. */ ProductResponse;
export type AddParcelWithFileApiArg = {
  addProductWithFileForm: AddProductWithFileForm;
};
export type UpdateParcelApiResponse = /** status 200 The parcel. */ ProductResponse;
export type UpdateParcelApiArg = {
  updateProductRequest: UpdateProductRequest;
};
export type UpdateParcelWithFileApiResponse = /** status 200 The parcel. */ ProductResponse;
export type UpdateParcelWithFileApiArg = {
  updateProductWithFileForm: UpdateProductWithFileForm;
};
export type DeleteParcelApiResponse = /** status 200 Parcel deleted. */ MessageResponse;
export type DeleteParcelApiArg = {
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
  | 'internal_error'
  | 'storage_full'
  | 'password_too_common';
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
export type AddProductRequest = {
  statusPage: ParcelStatus;
  personalParcel: boolean;
  clearance: boolean;
  /** Tracking number, letters and digits only. */
  productOrderId: string;
  quantity: number;
  productName: ProductCategory;
  senderCountryId: CountryId;
  /** Shop key or `_OTHER_SHOP_`; empty for a personal parcel. */
  shop?: string;
  /** Shop name (letters, digits, dots) when `shop` is `_OTHER_SHOP_`, else empty. */
  shopOther?: string;
  /** Declared amount in `currency`, at most 2 decimals. */
  amount: number;
  currency: Currency;
  description?: string;
  /** Shipper name of a personal parcel. */
  senderName?: string;
  branches: Branch;
};
export type AddProductWithFileForm = {
  /** Invoice (png, jpg or pdf, under 3022117 bytes). */
  file?: Blob;
  /** The AddProductRequest serialised as JSON text. */
  inputs?: string;
  [key: string]: any;
};
export type UpdateProductRequest = AddProductRequest & {
  productId: string;
  /** Declared amount converted to GEL with the current rates. */
  amountGel: number;
};
export type UpdateProductWithFileForm = {
  /** Invoice (png, jpg or pdf, under 3022117 bytes). */
  file?: Blob;
  /** The UpdateProductRequest serialised as JSON text. */
  inputs?: string;
  [key: string]: any;
};
export type MessageResponse = {
  success: true;
  message: string;
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
  useAddParcelMutation,
  useAddParcelWithFileMutation,
  useUpdateParcelMutation,
  useUpdateParcelWithFileMutation,
  useDeleteParcelMutation,
} = injectedRtkApi;
