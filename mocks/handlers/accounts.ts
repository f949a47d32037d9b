/** accounts: sign-in, sign-up (JSON and with the registry extract), profile, password and the pick-up branch. */
import { http, type HttpResponse, type PathParams } from 'msw';
import type {
  ChangePasswordApiResponse,
  ErrorResponse,
  ForgetPasswordApiResponse,
  GetUserInformationApiResponse,
  SignInApiResponse,
  SignInRequest,
  SignOutApiResponse,
  SignOutEverywhereApiResponse,
  SignUpApiResponse,
  SignUpRequest,
  SignUpWithFileApiResponse,
  UpdateProfileApiResponse,
  UpdateProfileRequest,
  ChangePasswordRequest,
  ForgetPasswordRequest,
  Branch,
  CreateBranchApiResponse,
  CreateBranchRequest,
} from '@/api';
import { db, type UserRecord } from '../db/collections';
import { BRANCHES, LEGACY_BRANCH } from '../lib/enums';
import { nextAxid, toCandidate } from '../api/domain';
import {
  apiError,
  badRequest,
  bearerToken,
  notFound,
  ok,
  readJson,
  readMultipart,
  type ErrorAnswer,
} from '../api/http';
import { newId } from '../lib/ids';
import { clientOf } from '../api/limits';
import {
  hashPassword,
  passwordMatches,
  passwordTooCommon,
  UNKNOWN_ACCOUNT_HASH,
} from '../lib/passwords';
import { endAllSessions, endOtherSessions, endSession, openSession } from '../api/sessions';
import {
  changePasswordSchema,
  forgetPasswordSchema,
  signInSchema,
  signUpProblem,
  signUpSchema,
  updateProfileSchema,
  createBranchSchema,
} from '../lib/schemas';
import type { Upload } from '../db/uploads';
import type { MockBackend } from './backend';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What password guesses are counted against: the account, whichever identifier was typed. */
const accountKey = (user: UserRecord | undefined, login: string) =>
  user ? `account:${user._id}` : `login:${login.trim().toLowerCase()}`;

function findByLogin(login: string): UserRecord | undefined {
  return db.users.findFirst((q) =>
    q.where((user) => sameText(user.AXID, login) || sameText(user.email, login)),
  );
}

/** The lock under which a new account is checked and written (one sign-up at a time). */
const SIGN_UP_LOCK = 'sign-up';

/**
 * Registers a customer from a validated sign-up payload; the answer to send. What must be unique
 * (the AX code, the email, the personal or passport number and the company code, as openapi.yaml
 * says) is checked and the account written in one step, under one lock for all sign-ups and with
 * no await between the check and the write: the password is hashed before, so parallel sign-ups
 * never both pass the check.
 */
async function register(
  { uploads, locks }: Pick<MockBackend, 'uploads' | 'locks'>,
  data: SignUpRequest,
  file: Upload | null,
): Promise<HttpResponse<SignUpApiResponse> | ErrorAnswer> {
  const problem = signUpProblem(data);
  if (problem) return badRequest('validation_error', problem);
  const organisation = data.type === 2;
  const entrepreneur = organisation && data.indEntrepreneur === 'true';
  const foreigner = !organisation && data.foreignCitizen;
  if (entrepreneur && !file)
    return badRequest('validation_error', 'upload a file: the registry extract is required');

  if (await passwordTooCommon(data.password)) return badRequest('password_too_common');
  const personId = organisation && !entrepreneur ? null : (data.personId ?? null);
  const orgId = organisation && data.orgId ? data.orgId : null;
  const passwordHash = await hashPassword(data.password);
  const created = await locks.serialized(
    SIGN_UP_LOCK,
    async (): Promise<{ user: UserRecord } | { refused: ErrorAnswer }> => {
      if (db.users.findFirst((q) => q.where({ email: (email) => sameText(email, data.email) }))) {
        return { refused: badRequest('email_or_user_id_already_registred') };
      }
      const taken = db.users.findFirst((q) =>
        q.where(
          (u) =>
            (personId !== null &&
              (u.information.personId === personId || u.information.passportId === personId)) ||
            (orgId !== null && u.information.orgId === orgId),
        ),
      );
      if (taken) return { refused: badRequest('passport_id_already_registred') };
      const _id = newId();
      const registryFile = file ? uploads.store(_id, file.file, file.type) : null;
      if (file && !registryFile) return { refused: apiError(413, 'storage_full') };
      return { user: await createAccount(_id, registryFile) };
    },
  );
  if ('refused' in created) return created.refused;
  const { user } = created;

  function createAccount(_id: string, registryFile: string | null) {
    return db.users.create({
      _id,
      AXID: nextAxid(),
      email: data.email.trim().toLowerCase(),
      passwordHash,
      phone: data.phone,
      type: data.type,
      balanceTetri: 0,
      takedPlaced: { city: data.city, address: data.filial },
      information: {
        nameKa: foreigner ? (data.nameKa ?? '') : data.nameKa!,
        lastNameKa: foreigner ? (data.lastNameKa ?? '') : data.lastNameKa!,
        nameEn: data.nameEn,
        lastNameEn: data.lastNameEn,
        city: data.city,
        address: data.address,
        personId,
        passportId: foreigner ? personId : null,
        orgId,
        LTDName: organisation ? data.orgName || null : null,
        LTDNameEn: organisation ? data.orgNameEn || null : null,
        indEntrepreneur: entrepreneur,
        foreignCitizen: foreigner,
      },
      registryFile,
      createdAt: new Date().toISOString(),
    });
  }
  const body: SignUpApiResponse = {
    success: true,
    token: await openSession(user),
    message: 'Registration completed',
    AXID: user.AXID,
  };
  return ok(body);
}

/** 429 too_many_requests, with the seconds to wait in Retry-After. */
const tooManyRequests = (seconds: number) =>
  apiError(429, 'too_many_requests', undefined, { 'Retry-After': String(seconds) });

function authHandlers(backend: MockBackend) {
  const { handle, withAuth, limits } = backend;
  const { passwordGuesses, recoveryRequests, signUps } = limits;
  return [
    http.post<PathParams, SignInRequest, SignInApiResponse | ErrorResponse>(
      '*/api/authorization/signin',
      handle(async ({ request }) => {
        const { data, error } = await readJson(request, signInSchema);
        if (error) return error;
        const user = findByLogin(data.email);
        // The guess is reserved before the hash is computed (api/limits.ts); an unknown login is
        // hashed too, so the time taken says nothing of whether the account exists.
        const account = accountKey(user, data.email);
        const attempt = passwordGuesses.reserve(account, clientOf(request), data.deviceToken);
        if (attempt.wait > 0) return tooManyRequests(attempt.wait);
        const matches = await passwordMatches(
          user?.passwordHash ?? UNKNOWN_ACCOUNT_HASH,
          data.password,
        );
        if (!user || !matches) return badRequest('invalid_credentials');
        attempt.release();
        const token = await openSession(user, { remember: data.remember === true });
        // The device has proven it knows the password: its token for this account (limits.ts).
        const body: SignInApiResponse = {
          success: true,
          token,
          deviceToken: passwordGuesses.issue(account),
        };
        return ok(body);
      }),
    ),

    http.post<PathParams, never, SignOutApiResponse | ErrorResponse>(
      '*/api/authorization/signout',
      withAuth(({ request }) => {
        endSession(bearerToken(request)!);
        const body: SignOutApiResponse = { success: true, message: 'Signed out' };
        return ok(body);
      }),
    ),

    http.post<PathParams, never, SignOutEverywhereApiResponse | ErrorResponse>(
      '*/api/authorization/signoutAll',
      withAuth(({ user }) => {
        endAllSessions(user);
        const body: SignOutEverywhereApiResponse = {
          success: true,
          message: 'Signed out everywhere',
        };
        return ok(body);
      }),
    ),

    http.get<PathParams, never, GetUserInformationApiResponse | ErrorResponse>(
      '*/api/authorization/userInformation',
      withAuth(({ user }) => {
        const body: GetUserInformationApiResponse = { success: true, candidate: toCandidate(user) };
        return ok(body);
      }),
    ),

    http.post<PathParams, SignUpRequest, SignUpApiResponse | ErrorResponse>(
      '*/api/authorization/signup',
      handle(async ({ request }) => {
        const attempt = signUps.reserve(clientOf(request));
        if (attempt.wait > 0) return tooManyRequests(attempt.wait);
        const { data, error } = await readJson(request, signUpSchema);
        return error ?? register(backend, data, null);
      }),
    ),

    http.post<PathParams, never, SignUpWithFileApiResponse | ErrorResponse>(
      '*/api/authorization/signupFile',
      handle(async ({ request }) => {
        const attempt = signUps.reserve(clientOf(request));
        if (attempt.wait > 0) return tooManyRequests(attempt.wait);
        const { data, error } = await readMultipart(request, signUpSchema, { requireFile: true });
        return (
          error ??
          register(
            backend,
            data.inputs,
            data.file && { file: data.file, type: data.fileType ?? '' },
          )
        );
      }),
    ),

    http.post<PathParams, UpdateProfileRequest, UpdateProfileApiResponse | ErrorResponse>(
      '*/api/authorization/updateprofile',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readJson(request, updateProfileSchema);
        if (error) return error;
        const updated = await db.users.update(user, {
          data(draft) {
            draft.phone = data.phone;
            draft.information.city = data.city;
            draft.information.address = data.address;
          },
        });
        const body: UpdateProfileApiResponse = {
          success: true,
          candidate: toCandidate(updated ?? user),
        };
        return ok(body);
      }),
    ),

    http.post<PathParams, ForgetPasswordRequest, ForgetPasswordApiResponse | ErrorResponse>(
      '*/api/authorization/forgetPassword',
      handle(async ({ request }) => {
        const { data, error } = await readJson(request, forgetPasswordSchema);
        if (error) return error;
        // Every request counts, found or not: recovery mails are limited per account and client.
        const attempt = recoveryRequests.reserve(
          data.email.trim().toLowerCase(),
          clientOf(request),
        );
        if (attempt.wait > 0) return tooManyRequests(attempt.wait);
        if (
          !db.users.findFirst((q) => q.where({ email: (email) => sameText(email, data.email) }))
        ) {
          return notFound('email_not_found');
        }
        // The demo sends no email and keeps the password, so the demo accounts keep working.
        const body: ForgetPasswordApiResponse = {
          success: true,
          message: 'A new password was sent to your email',
        };
        return ok(body);
      }),
    ),

    http.post<PathParams, ChangePasswordRequest, ChangePasswordApiResponse | ErrorResponse>(
      '*/api/authorization/changePassword',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readJson(request, changePasswordSchema);
        if (error) return error;
        // The old password is a password guess like a sign-in's, limited the same way.
        const attempt = passwordGuesses.reserveInSession(bearerToken(request)!);
        if (attempt.wait > 0) return tooManyRequests(attempt.wait);
        if (!(await passwordMatches(user.passwordHash, data.oldPassword)))
          return badRequest('old_password_incorrect');
        attempt.release();
        if (data.newPassword !== data.newRePassword) return badRequest('passwords_do_not_match');
        if (await passwordTooCommon(data.newPassword)) return badRequest('password_too_common');
        const passwordHash = await hashPassword(data.newPassword);
        await db.users.update(user, {
          data(draft) {
            draft.passwordHash = passwordHash;
          },
        });
        // Whoever else holds a session of this account is signed out; this one stays.
        endOtherSessions(user, bearerToken(request)!);
        const body: ChangePasswordApiResponse = { success: true, message: 'Password changed' };
        return ok(body);
      }),
    ),
  ];
}

function branchHandlers({ withAuth }: MockBackend) {
  return [
    http.post<PathParams, CreateBranchRequest, CreateBranchApiResponse | ErrorResponse>(
      '*/api/branch/create',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readJson(request, createBranchSchema);
        if (error) return error;
        if (!data.address) return badRequest('branch_required');
        const address = data.address === LEGACY_BRANCH ? 'didube' : data.address;
        if (!(BRANCHES as readonly string[]).includes(address)) {
          return badRequest('validation_error', `address must be one of ${BRANCHES.join(', ')}`);
        }
        const branch = address as Branch;
        await db.branches.create({
          _id: newId(),
          userId: user._id,
          city: data.city,
          address: branch,
          createdAt: new Date().toISOString(),
        });
        const updated = await db.users.update(user, {
          data(draft) {
            draft.takedPlaced = { city: data.city, address: branch };
          },
        });
        const body: CreateBranchApiResponse = {
          success: true,
          message: 'Branch saved',
          candidate: toCandidate(updated ?? user),
        };
        return ok(body);
      }),
    ),
  ];
}

export function accountHandlers(backend: MockBackend) {
  return [...authHandlers(backend), ...branchHandlers(backend)];
}
