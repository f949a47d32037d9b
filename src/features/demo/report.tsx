import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { baseApi } from '@/api';
import { errorCode } from '@/shared/apiError';
import { signedIn } from '@/shared/session/sessionSlice';
import { useAppDispatch } from '@/store/hooks';
import type { DemoErrorCode } from './demoTypes';

/** What the console says about the last action: in the user's language, with the server's code. */
export interface Report {
  variant: 'success' | 'danger';
  text: string;
  /** The server's own words (English), for the curious. */
  detail?: string;
}

export const ReportContext = createContext<(report: Report) => void>(() => {});

const DEMO_CODES: readonly DemoErrorCode[] = [
  'validation_error',
  'unauthorized',
  'not_found',
  'product_unpaid',
  'wrong_stage',
  'snapshot_invalid',
  'snapshot_version',
];

type ApiError = FetchBaseQueryError | SerializedError;
type Outcome<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/** The report of a refused or failed call: the code's message, the code, the server's words. */
export function useFailureReport() {
  const { t } = useTranslation('demo');
  return useCallback(
    (error: ApiError): Report => {
      if ('status' in error && error.status === 'FETCH_ERROR')
        return {
          variant: 'danger',
          text: t('result.failed', { message: t('errors.network'), code: 'network' }),
        };
      const code = errorCode(error);
      const known = DEMO_CODES.find((c) => c === code);
      const status = 'status' in error ? String(error.status) : 'error';
      const data = 'data' in error ? (error.data as { message?: unknown } | undefined) : undefined;
      return {
        variant: 'danger',
        text: t('result.failed', {
          message: known ? t(`errors.${known}`) : t('errors.generic'),
          code: code ?? status,
        }),
        detail: typeof data?.message === 'string' ? data.message : undefined,
      };
    },
    [t],
  );
}

/**
 * Runs a call of the console and reports its outcome: `success(data)` gives the words of a
 * success; a refusal reports its code. Resolves with the data, or undefined when refused.
 */
export function useRun() {
  const report = useContext(ReportContext);
  const failure = useFailureReport();
  return useCallback(
    async <T,>(call: PromiseLike<Outcome<T>>, success: (data: T) => string) => {
      const outcome = await call;
      if (outcome.error !== undefined) {
        report(failure(outcome.error));
        return undefined;
      }
      report({ variant: 'success', text: success(outcome.data) });
      return outcome.data;
    },
    [report, failure],
  );
}

export const useReport = () => useContext(ReportContext);

/**
 * Becomes another customer with a token of the demo (persona, new account): the session takes the
 * token (kept, as "remember me") and every cached answer is dropped, so each open screen loads
 * that customer's data.
 */
export function useBecomeCustomer() {
  const dispatch = useAppDispatch();
  return useCallback(
    (token: string) => {
      dispatch(signedIn({ token, remember: true }));
      dispatch(baseApi.util.resetApiState());
    },
    [dispatch],
  );
}
