import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import { PUBLIC_OPERATIONS } from './publicOperations';
import { tokenRejected, type StateWithToken } from './session';

/** Relative bases do not work under Node's fetch (vitest), so every base is made absolute. */
function absolute(base: string): string {
  return base || window.location.origin;
}

/** The customer's token goes to the API alone, never to another service (`withToken` false). */
function makeFetch(base: string, withToken: boolean) {
  return fetchBaseQuery({
    baseUrl: absolute(base),
    prepareHeaders(headers, { getState }) {
      const token = (getState() as StateWithToken).session.token;
      if (token && withToken) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
}

/** A Blob or File, by what it does rather than by its class (which may be another realm's). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).size === 'number';

/**
 * Multipart operations are generated with plain-object bodies ({ file, inputs }). A body that
 * carries a Blob is sent as multipart/form-data instead of JSON.
 */
function toFormDataIfFiles(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !args.body || typeof args.body !== 'object') return args;
  if (args.body instanceof FormData) return args;
  const entries = Object.entries(args.body as Record<string, unknown>);
  if (!entries.some(([, value]) => isBlob(value))) return args;
  const form = new FormData();
  for (const [key, value] of entries) {
    if (value === undefined || value === null) continue;
    form.append(key, isBlob(value) ? value : String(value));
  }
  return { ...args, body: form };
}

/** What the store gives every request (the thunk's extra argument, src/store/store.ts). */
export interface RequestContext {
  /** Settles when the backend answers: at once, or in a demo build once the mock backend runs. */
  backend: Promise<void>;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  await (api.extra as RequestContext | undefined)?.backend;
  const url = typeof args === 'string' ? args : args.url;
  // Rates live on their own service (/api2), which needs no token; everything else on the API.
  // The contract's public operations go without the token too (publicOperations.ts).
  const rates = url.startsWith('/api2/');
  const base = rates ? env.ratesBase : env.apiBase;
  const withToken = !rates && !PUBLIC_OPERATIONS.has(api.endpoint);
  const result = await makeFetch(base, withToken)(toFormDataIfFiles(args), api, extraOptions);
  const sentToken = withToken && Boolean((api.getState() as StateWithToken).session.token);
  if (result.error?.status === 401 && sentToken) api.dispatch(tokenRejected());
  // Too many attempts: the seconds to wait go with the error (src/shared/apiError.ts, retryAfter).
  if (result.error?.status === 429) {
    const seconds = Number(result.meta?.response?.headers.get('Retry-After'));
    if (Number.isFinite(seconds) && seconds > 0)
      return { error: { ...result.error, retryAfter: seconds }, meta: result.meta };
  }
  return result;
};
