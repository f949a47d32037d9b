import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFlights: build.query<GetFlightsApiResponse, GetFlightsApiArg>({
      query: (queryArg) => ({
        url: `/api/flight/gets/${queryArg.skip}/${queryArg.limit}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as scheduleApi };
export type GetFlightsApiResponse =
  /** status 200 A page of flights and the total count. */ FlightListResponse;
export type GetFlightsApiArg = {
  /** Number of items to skip. */
  skip: number;
  /** Page size. */
  limit: number;
};
export type CountryId = '1' | '2' | '3';
export type FlightNote =
  | 'FLIGHT_ON_TIME'
  | 'FLIGHT_ARRIVED'
  | 'FLIGHT_ARRIVED_EARLY_1'
  | 'FLIGHT_ARRIVED_EARLY_2'
  | 'FLIGHT_ARRIVED_EARLY_3'
  | 'FLIGHT_ARRIVED_EARLY_4'
  | 'FLIGHT_ARRIVED_EARLY_5'
  | 'FLIGHT_ARRIVED_EARLY_6'
  | 'FLIGHT_ARRIVED_EARLY_7'
  | 'FLIGHT_ARRIVED_EARLY_8'
  | 'FLIGHT_ARRIVED_EARLY_9'
  | 'FLIGHT_ARRIVED_EARLY_10';
export type Flight = {
  _id: string;
  flightId: string;
  countryId: CountryId;
  /** Schedule note, or null. */
  additionalText: FlightNote | null;
  /** Departure (spelt so). */
  startdAt: string | null;
  /** Estimated arrival. */
  estimatedAt: string | null;
  /** Actual arrival. */
  endAt: string | null;
};
export type FlightListResponse = {
  success: true;
  flight: Flight[];
  /** Total number of flights. */
  count: number;
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
export const { useGetFlightsQuery, useLazyGetFlightsQuery } = injectedRtkApi;
