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
 * Translation key (namespace `errors`) for an RTK Query error: the server's code when we have
 * a message for it, otherwise a network or generic message.
 */
export function errorKey(error: ApiError): string {
  if (error && 'status' in error && error.status === 'FETCH_ERROR') return 'errors:network';
  const code = errorCode(error);
  return code && i18n.exists(`errors:${code}`) ? `errors:${code}` : 'errors:generic';
}
