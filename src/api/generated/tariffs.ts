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
export const { useGetTariffsQuery, useLazyGetTariffsQuery } = injectedRtkApi;
