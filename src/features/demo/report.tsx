import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { baseApi } from '@/api';
import { errorCode } from '@/shared/apiError';
import { signedIn } from '@/shared/session/sessionSlice';
import { useAppDispatch } from '@/store/hooks';
import type { DemoErrorCode } from './demoTypes';

/** What the console says about the last action, in the person's language (`pending`: it runs). */
export interface Report {
  variant: 'success' | 'danger' | 'pending';
  text: string;
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

/**
 * The report of a refused or failed call: the message of its code in the person's language. The
 * server's own words (English, for developers) and the code stay out of it; an unknown code reads
 * as a generic failure.
 */
export function useFailureReport() {
  const { t } = useTranslation('demo');
  return (error: ApiError): Report => {
    if ('status' in error && error.status === 'FETCH_ERROR')
      return { variant: 'danger', text: t('errors.network') };
    const known = DEMO_CODES.find((c) => c === errorCode(error));
    return { variant: 'danger', text: known ? t(`errors.${known}`) : t('errors.generic') };
  };
}

/**
 * Runs a call of the console and reports its outcome: `success(data)` gives the words of a
 * success; a refusal reports its code. Resolves with the data, or undefined when refused.
 */
export function useRun() {
  const report = useContext(ReportContext);
  const failure = useFailureReport();
  return async <T,>(call: PromiseLike<Outcome<T>>, success: (data: T) => string) => {
    const outcome = await call;
    if (outcome.error !== undefined) {
      report(failure(outcome.error));
      return undefined;
    }
    report({ variant: 'success', text: success(outcome.data) });
    return outcome.data;
  };
}

export const useReport = () => useContext(ReportContext);

/**
 * Becomes another customer with a token of the demo (persona, new account): the session takes the
 * token (kept, as "remember me") and every cached answer is dropped, so each open screen loads
 * that customer's data.
 */
export function useBecomeCustomer() {
  const dispatch = useAppDispatch();
  return (token: string) => {
    dispatch(signedIn({ token, remember: true }));
    dispatch(baseApi.util.resetApiState());
  };
}
