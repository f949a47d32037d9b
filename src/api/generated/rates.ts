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
export const { useGetRatesQuery, useLazyGetRatesQuery } = injectedRtkApi;
