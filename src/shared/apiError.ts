import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { i18n } from '@/i18n';
import { isOnline } from '@/shared/hooks/useOnline';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The server's error code ({ code } in the body), if it sent one. */
export function errorCode(error: ApiError): string | null {
  if (!error || !('status' in error)) return null;
  const data = error.data as { code?: unknown } | null | undefined;
  return data && typeof data.code === 'string' ? data.code : null;
}

/**
 * Whose fault an answer is (docs/product.md#refusals-and-errors), which decides its words:
 * - `offline`: no answer, and the browser says it has no network: nothing was sent;
 * - `network`: no answer while the browser says it is online (the server unreachable);
 * - `server`: the server failed (5xx, or an answer that is not the API's);
 * - `tooMany`: too many attempts (429), with the seconds to wait if the server said;
 * - `session`: the customer's session ended (401 without a code of its own);
 * - `refused`: the server refused the request for what it holds (4xx): the form's words.
 */
export type ErrorKind = 'offline' | 'network' | 'server' | 'tooMany' | 'session' | 'refused';

export function errorKind(error: ApiError): ErrorKind {
  if (!error || !('status' in error)) return 'server';
  const { status } = error;
  // RTK Query's FETCH_ERROR: fetch itself failed, the request never reached a server.
  if (status === 'FETCH_ERROR') return isOnline() ? 'network' : 'offline';
  if (status === 'TIMEOUT_ERROR') return 'network';
  if (typeof status !== 'number' || status >= 500) return 'server';
  if (status === 429) return 'tooMany';
  const code = errorCode(error);
  if (status === 401 && (code === null || code === 'unauthorized')) return 'session';
  return 'refused';
}

/** The seconds to wait that a 429's Retry-After said (the base query keeps it), if any. */
export function retryAfter(error: ApiError): number | null {
  const seconds = (error as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** Words to show: a translation key (with its namespace) and its values. */
export interface ErrorMessage {
  key: string;
  values?: { count: number };
}

/** What a refusal's status says when its body names no code we know: a body over the limit. */
const CODE_OF_STATUS: Partial<Record<number, string>> = { 413: 'file_too_large' };

/**
 * The server's code's message (namespace `errors`) when we have one for it, then what the status
 * says, otherwise the general one.
 */
function refusalKey(error: ApiError): string {
  const code = errorCode(error);
  if (code && code !== 'validation_error' && i18n.exists(`errors:${code}`)) return `errors:${code}`;
  const byStatus =
    error && 'status' in error && typeof error.status === 'number'
      ? CODE_OF_STATUS[error.status]
      : undefined;
  if (byStatus) return `errors:${byStatus}`;
  return code && i18n.exists(`errors:${code}`) ? `errors:${code}` : 'errors:generic';
}

/**
 * The words for a failed request, by whose fault it is (`errorKind`). Only a refusal is the
 * form's to word (`refused`: e.g. the parcel form's "fill in every field"); offline, no network,
 * a server failure, too many attempts and an ended session have the same words everywhere.
 */
export function errorMessage(
  error: ApiError,
  refused: (error: ApiError) => string = refusalKey,
): ErrorMessage {
  switch (errorKind(error)) {
    case 'offline':
      return { key: 'errors:offline' };
    case 'network':
      return { key: 'errors:network' };
    case 'server':
      return { key: 'errors:internal_error' };
    case 'session':
      return { key: 'accounts:session.expired' };
    case 'tooMany': {
      const seconds = retryAfter(error);
      if (seconds === null) return { key: 'errors:too_many_requests' };
      return seconds < 60
        ? { key: 'errors:retry_in_seconds', values: { count: seconds } }
        : { key: 'errors:retry_in_minutes', values: { count: Math.ceil(seconds / 60) } };
    }
    case 'refused':
      return { key: refused(error) };
  }
}

/** The translation key of `errorMessage` (for words that take no values). */
export function errorKey(error: ApiError): string {
  return errorMessage(error).key;
}
