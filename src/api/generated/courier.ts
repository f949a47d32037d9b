import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourierFlights: build.query<GetCourierFlightsApiResponse, GetCourierFlightsApiArg>({
      query: (queryArg) => ({
        url: `/api/courier/getFlights/${queryArg.branches}`,
      }),
    }),
    getCourierParcels: build.query<GetCourierParcelsApiResponse, GetCourierParcelsApiArg>({
      query: (queryArg) => ({
        url: `/api/courier/getParcels/${queryArg.branches}`,
      }),
    }),
    createCourierOrder: build.mutation<CreateCourierOrderApiResponse, CreateCourierOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/courier/create`,
        method: 'POST',
        body: queryArg.createCourierOrderRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as courierApi };
export type GetCourierFlightsApiResponse =
  /** status 200 Flights to choose from. */ CourierFlightsResponse;
export type GetCourierFlightsApiArg = {
  /** Branch whose parcels are delivered. */
  branches: Branch;
};
export type GetCourierParcelsApiResponse =
  /** status 200 Parcels with a status message. */ CourierParcelsResponse;
export type GetCourierParcelsApiArg = {
  /** Branch whose parcels are delivered. */
  branches: Branch;
};
export type CreateCourierOrderApiResponse =
  /** status 200 Courier order created. */ CreateCourierOrderResponse;
export type CreateCourierOrderApiArg = {
  createCourierOrderRequest: CreateCourierOrderRequest;
};
export type CourierFlight = {
  flightId: string;
  _id: string;
};
export type CourierFlightsResponse = {
  success: true;
  flights: CourierFlight[];
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
export type Branch = 'didube' | 'gldani' | 'isani' | 'kutaisi_1';
export type CourierMessage = 'ok' | 'user_have_not_products' | 'product_unpaid';
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
export type CountryId = '1' | '2' | '3';
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
export type CourierParcelsResponse = {
  success: true;
  message: CourierMessage;
  parcels: Product[];
};
export type CityKey = string;
export type CourierOrder = {
  _id: string;
  userAXID: string;
  ids: string[];
  /** Delivery zone and weight tier computed by the server from the city and the total weight of the selected flights' parcels (`tbilisi_0_5` … `regional_15_20`, or `<zone>_over_20`: priced individually by the operator). */
  sq1: string;
  city: CityKey;
  address: string;
  name: string;
  phone: string;
  branches: Branch;
  createdAt: string;
};
export type CreateCourierOrderResponse = {
  success: true;
  message: string;
  order: CourierOrder;
};
export type Phone = string;
export type CreateCourierOrderRequest = {
  /** `_id` of the selected flights (from getCourierFlights). */
  ids: string[];
  /** Delivery area and weight tier as the form showed them. The server does not take it: it computes the zone and tier itself from `city` and the weights of the selected flights' parcels, and stores its own (the order's `sq1`). */
  sq1: string;
  city: CityKey;
  /** Delivery address in Georgian: Georgian letters, digits, spaces and . , / - № # ( ), with at least one Georgian letter. */
  address: string;
  /** Receiver (the customer or a third party). */
  name: string;
  phone: Phone;
  branches: Branch;
};
export const {
  useGetCourierFlightsQuery,
  useLazyGetCourierFlightsQuery,
  useGetCourierParcelsQuery,
  useLazyGetCourierParcelsQuery,
  useCreateCourierOrderMutation,
} = injectedRtkApi;
