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
export const { useGetOfficesQuery, useLazyGetOfficesQuery } = injectedRtkApi;
