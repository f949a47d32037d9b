import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { i18n } from '@/i18n';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The server's error code ({ code } in the body), if it sent one. */
export function errorCode(error: ApiError): string | null {
  if (!error || !('status' in error)) return null;
  const data = error.data as { code?: unknown } | null | undefined;
  return data && typeof data.code === 'string' ? data.code : null;
}

/**
 * What an answer's status says when its body names no code we know: a body over the server's
 * limit (only a file makes one that large) and too many attempts (a gateway's answer may not be
 * the API's JSON).
 */
const CODE_OF_STATUS: Partial<Record<number, string>> = {
  413: 'file_too_large',
  429: 'too_many_requests',
};

/**
 * Translation key (namespace `errors`) for an RTK Query error: the server's code when we have
 * a message for it, then what the status says, otherwise a network or generic message.
 */
export function errorKey(error: ApiError): string {
  if (error && 'status' in error && error.status === 'FETCH_ERROR') return 'errors:network';
  const code = errorCode(error);
  if (code && code !== 'validation_error' && i18n.exists(`errors:${code}`)) return `errors:${code}`;
  const byStatus =
    error && 'status' in error && typeof error.status === 'number'
      ? CODE_OF_STATUS[error.status]
      : undefined;
  if (byStatus) return `errors:${byStatus}`;
  return code && i18n.exists(`errors:${code}`) ? `errors:${code}` : 'errors:generic';
}
