import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBranch: build.mutation<CreateBranchApiResponse, CreateBranchApiArg>({
      query: (queryArg) => ({
        url: `/api/branch/create`,
        method: 'POST',
        body: queryArg.createBranchRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as branchesApi };
export type CreateBranchApiResponse =
  /** status 200 Branch saved; the updated customer. */ CreateBranchResponse;
export type CreateBranchApiArg = {
  createBranchRequest: CreateBranchRequest;
};
export type CustomerType = 1 | 2 | 3;
export type CityKey = string;
export type Branch = 'didube' | 'gldani' | 'isani' | 'kutaisi_1';
export type TakenPlace = {
  city: CityKey;
  address: Branch;
};
export type UserInformation = {
  /** First name in Georgian (empty for foreign citizens). */
  nameKa: string;
  /** Last name in Georgian (empty for foreign citizens). */
  lastNameKa: string;
  /** First name in Latin letters. */
  nameEn: string;
  /** Last name in Latin letters. */
  lastNameEn: string;
  city: CityKey;
  /** Street address. */
  address: string;
  /** 11-digit personal number (individuals and individual entrepreneurs) or the passport number of a foreign citizen; null for LTD/LLC accounts. */
  personId: string | null;
  /** Passport number, when stored separately from personId. */
  passportId?: string | null;
  /** 9-digit company identification code (organisations). */
  orgId: string | null;
  /** Organisation name in Georgian. */
  LTDName: string | null;
  /** Organisation name in English. */
  LTDNameEn: string | null;
  /** Organisation registered as an individual entrepreneur. */
  indEntrepreneur: boolean;
  foreignCitizen: boolean;
};
export type User = {
  _id: string;
  /** Account code (room number), also usable as login. */
  AXID: string;
  email: string;
  phone: string;
  type: CustomerType;
  /** Balance in GEL. */
  balance: number;
  /** Debt in GEL. */
  debt: number;
  takedPlaced: TakenPlace;
  information: UserInformation;
  createdAt: string;
};
export type CreateBranchResponse = {
  success: true;
  message: string;
  candidate: User;
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
  | 'internal_error';
export type ErrorResponse = {
  success: false;
  code: ErrorCode;
  /** Human-readable message (not translated; the client maps `code`). */
  message: string;
};
export type CreateBranchRequest = {
  city: CityKey;
  address: Branch;
};
export const { useCreateBranchMutation } = injectedRtkApi;
