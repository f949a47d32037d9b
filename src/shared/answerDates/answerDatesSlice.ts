import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api';

/** When the server wrote an answer (its `Date` header), for the answer a query holds. */
export interface AnswerDate {
  /** The query's `fulfilledTimeStamp` for that answer: which answer the date is of. */
  fulfilledAt: number;
  /** The `Date` header, in ms since the epoch. */
  date: number;
  /** The answer was older than a minute when it came: the browser kept it. */
  old: boolean;
}

/** An answer older than this as it comes is old. */
const FRESH_MS = 60_000;

export type AnswerDates = Record<string, AnswerDate>;

interface QueryFulfilled {
  type: string;
  meta: {
    arg: { queryCacheKey: string };
    fulfilledTimeStamp: number;
    baseQueryMeta?: { response?: { headers: Headers } };
  };
}

const FULFILLED = `${baseApi.reducerPath}/executeQuery/fulfilled`;
const isQueryFulfilled = (action: UnknownAction): action is UnknownAction & QueryFulfilled =>
  action.type === FULFILLED;

/**
 * The `Date` header of each query's last answer. An answer the browser kept (the production
 * build's service worker answers the public data from its cache when the network fails) keeps its
 * old `Date`, so this says how old the shown data is (`DataAge`). An answer without the header
 * (the demo's in-page mock) has no entry.
 */
const answerDatesSlice = createSlice({
  name: 'answerDates',
  initialState: {} as AnswerDates,
  reducers: {},
  extraReducers(builder) {
    builder.addMatcher(isQueryFulfilled, (state, { meta }) => {
      const key = meta.arg.queryCacheKey;
      const date = Date.parse(meta.baseQueryMeta?.response?.headers.get('Date') ?? '');
      if (Number.isNaN(date)) delete state[key];
      else
        state[key] = {
          fulfilledAt: meta.fulfilledTimeStamp,
          date,
          old: meta.fulfilledTimeStamp - date > FRESH_MS,
        };
    });
    builder.addMatcher(baseApi.internalActions.removeQueryResult.match, (state, { payload }) => {
      delete state[payload.queryCacheKey];
    });
    builder.addMatcher(baseApi.util.resetApiState.match, () => ({}));
  },
});

export const answerDatesReducer = answerDatesSlice.reducer;

/** The server's date of the answer fulfilled at `fulfilledAt`, if it sent one. */
export function answerDate(
  state: { answerDates: AnswerDates },
  fulfilledAt: number | undefined,
): AnswerDate | null {
  if (fulfilledAt === undefined) return null;
  return (
    Object.values(state.answerDates).find((entry) => entry.fulfilledAt === fulfilledAt) ?? null
  );
}
