import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsList: build.query<GetNewsListApiResponse, GetNewsListApiArg>({
      query: (queryArg) => ({
        url: `/api/news/gets/${queryArg.skip}/${queryArg.limit}`,
      }),
    }),
    getNews: build.query<GetNewsApiResponse, GetNewsApiArg>({
      query: (queryArg) => ({ url: `/api/news/get/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as newsApi };
export type GetNewsListApiResponse =
  /** status 200 A page of news and the total count. */ NewsListResponse;
export type GetNewsListApiArg = {
  /** Number of items to skip. */
  skip: number;
  /** Page size. */
  limit: number;
};
export type GetNewsApiResponse = /** status 200 The post. */ NewsResponse;
export type GetNewsApiArg = {
  /** News `_id`. */
  id: string;
};
export type News = {
  _id: string;
  /** File name; the image is served from /uploads/middle-{photo}. */
  photo: string;
  newsTitleKa: string;
  newsTitleRu: string;
  newsTitleEn: string;
  /** HTML. */
  newsTextKa: string;
  /** HTML. */
  newsTextRu: string;
  /** HTML. */
  newsTextEn: string;
  createdAt: string;
};
export type NewsListResponse = {
  success: true;
  news: News[];
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
export type NewsResponse = {
  success: true;
  post: News;
};
export const {
  useGetNewsListQuery,
  useLazyGetNewsListQuery,
  useGetNewsQuery,
  useLazyGetNewsQuery,
} = injectedRtkApi;
