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
export const { useGetPopupQuery, useLazyGetPopupQuery } = injectedRtkApi;
