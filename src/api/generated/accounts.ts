import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInApiResponse, SignInApiArg>({
      query: (queryArg) => ({
        url: `/api/authorization/signin`,
        method: 'POST',
        body: queryArg.signInRequest,
      }),
    }),
    getUserInformation: build.query<GetUserInformationApiResponse, GetUserInformationApiArg>({
      query: () => ({ url: `/api/authorization/userInformation` }),
    }),
    signUp: build.mutation<SignUpApiResponse, SignUpApiArg>({
      query: (queryArg) => ({
        url: `/api/authorization/signup`,
        method: 'POST',
        body: queryArg.signUpRequest,
      }),
    }),
    signUpWithFile: build.mutation<SignUpWithFileApiResponse, SignUpWithFileApiArg>({
      query: (queryArg) => ({
        url: `/api/authorization/signupFile`,
        method: 'POST',
        body: queryArg.signUpWithFileForm,
      }),
    }),
    updateProfile: build.mutation<UpdateProfileApiResponse, UpdateProfileApiArg>({
      query: (queryArg) => ({
        url: `/api/authorization/updateprofile`,
        method: 'POST',
        body: queryArg.updateProfileRequest,
      }),
    }),
    forgetPassword: build.mutation<ForgetPasswordApiResponse, ForgetPasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/authorization/forgetPassword`,
        method: 'POST',
        body: queryArg.forgetPasswordRequest,
      }),
    }),
    signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
      query: () => ({ url: `/api/authorization/signout`, method: 'POST' }),
    }),
    signOutEverywhere: build.mutation<SignOutEverywhereApiResponse, SignOutEverywhereApiArg>({
      query: () => ({ url: `/api/authorization/signoutAll`, method: 'POST' }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/authorization/changePassword`,
        method: 'POST',
        body: queryArg.changePasswordRequest,
      }),
    }),
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
export { injectedRtkApi as accountsApi };
export type SignInApiResponse =
  /** status 200 Signed in; the token authorises the following calls. */ SignInResponse;
export type SignInApiArg = {
  signInRequest: SignInRequest;
};
export type GetUserInformationApiResponse =
  /** status 200 The signed-in customer. */ CandidateResponse;
export type GetUserInformationApiArg = void;
export type SignUpApiResponse =
  /** status 200 Registered and signed in; `AXID` is the new account code. */ SignUpResponse;
export type SignUpApiArg = {
  signUpRequest: SignUpRequest;
};
export type SignUpWithFileApiResponse =
  /** status 200 Registered and signed in; `AXID` is the new account code. */ SignUpResponse;
export type SignUpWithFileApiArg = {
  signUpWithFileForm: SignUpWithFileForm;
};
export type UpdateProfileApiResponse =
  /** status 200 Profile updated; the updated customer. */ CandidateResponse;
export type UpdateProfileApiArg = {
  updateProfileRequest: UpdateProfileRequest;
};
export type ForgetPasswordApiResponse =
  /** status 200 A new password was sent to the email. */ MessageResponse;
export type ForgetPasswordApiArg = {
  forgetPasswordRequest: ForgetPasswordRequest;
};
export type SignOutApiResponse =
  /** status 200 Signed out; the token is no longer valid. */ MessageResponse;
export type SignOutApiArg = void;
export type SignOutEverywhereApiResponse =
  /** status 200 Signed out everywhere; no token of the account is valid any longer. */ MessageResponse;
export type SignOutEverywhereApiArg = void;
export type ChangePasswordApiResponse = /** status 200 Password changed. */ MessageResponse;
export type ChangePasswordApiArg = {
  changePasswordRequest: ChangePasswordRequest;
};
export type CreateBranchApiResponse =
  /** status 200 Branch saved; the updated customer. */ CreateBranchResponse;
export type CreateBranchApiArg = {
  createBranchRequest: CreateBranchRequest;
};
export type SignInResponse = {
  success: true;
  /** Bearer token. */
  token: string;
  /** A device token for this account: the client keeps it (beyond sign-out) and sends it as `deviceToken` when this account signs in again from this device. */
  deviceToken?: string;
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
export type SignInRequest = {
  /** AX code (room number) or email. */
  email: string;
  password: string;
  /** "Remember me". A session without it ends after 30 minutes without a request; a remembered one ends 30 days after sign-in, however active. Either ends at once when the password is changed in another session. */
  remember?: boolean;
  /** The device token a successful sign-in at this account gave this device (OWASP's device cookies). With it, the device's own failures alone limit its guesses: others' failures at the account, and at the address, never slow it down. Without it (or with one of another account), guesses share the account's budget for unknown devices, whatever their addresses. */
  deviceToken?: string;
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
export type CandidateResponse = {
  success: true;
  candidate: User;
};
export type SignUpResponse = {
  success: true;
  token: string;
  message: string;
  /** The new account code. */
  AXID: string;
};
export type Phone = string;
export type SignUpRequest = {
  /** 1 individual, 2 organisation. */
  type: 1 | 2;
  /** An email with a dot in its domain. */
  email: string;
  /** At least 8 characters. */
  password: string;
  /** Georgian letters only (the 33 modern letters); empty for foreign citizens. */
  nameKa?: string;
  /** Georgian letters only (the 33 modern letters); empty for foreign citizens. */
  lastNameKa?: string;
  /** Latin letters only. */
  nameEn: string;
  /** Latin letters only. */
  lastNameEn: string;
  phone: Phone;
  city: CityKey;
  address: string;
  /** The 11-digit personal number (individuals, individual entrepreneurs) or the passport number of a foreign citizen (5–20 Latin letters and digits); empty for LTD/LLC. */
  personId?: string;
  /** Organisation name in Georgian (Georgian letters and spaces, at least one letter); empty unless LTD/LLC: an individual entrepreneur (type 2, `indEntrepreneur` "true") signs up with `personId` and the registry extract, and leaves it empty. */
  orgName?: string;
  /** Organisation name in English, as in the register: Latin letters, digits, spaces and . , & ' " ( ) - with at least one letter ("Kavkasia Trade (Georgia) LLC"); empty unless LTD/LLC (an individual entrepreneur leaves it empty). */
  orgNameEn?: string;
  /** The 9-digit company identification code; empty unless LTD/LLC (an individual entrepreneur gives `personId` instead). */
  orgId?: string;
  filial: Branch;
  /** Boolean as a string. "true" with type 2: an individual entrepreneur, who gives `personId` and the registry extract (signupFile), and no organisation names or code. */
  indEntrepreneur: 'true' | 'false';
  foreignCitizen: boolean;
};
export type SignUpWithFileForm = {
  /** Registry extract (png, jpg or pdf, under 3022117 bytes); its first bytes must be those of its type, or the answer is `INCORECT_FILE_TYPE`. */
  file?: Blob;
  /** The SignUpRequest serialised as JSON text. */
  inputs?: string;
  [key: string]: any;
};
export type UpdateProfileRequest = {
  city: CityKey;
  phone: Phone;
  address: string;
};
export type MessageResponse = {
  success: true;
  message: string;
};
export type ForgetPasswordRequest = {
  email: string;
};
export type ChangePasswordRequest = {
  oldPassword: string;
  /** At least 8 characters. */
  newPassword: string;
  /** Must equal newPassword. */
  newRePassword: string;
};
export type CreateBranchResponse = {
  success: true;
  message: string;
  candidate: User;
};
export type CreateBranchRequest = {
  city: CityKey;
  address: Branch;
};
export const {
  useSignInMutation,
  useGetUserInformationQuery,
  useLazyGetUserInformationQuery,
  useSignUpMutation,
  useSignUpWithFileMutation,
  useUpdateProfileMutation,
  useForgetPasswordMutation,
  useSignOutMutation,
  useSignOutEverywhereMutation,
  useChangePasswordMutation,
  useCreateBranchMutation,
} = injectedRtkApi;
