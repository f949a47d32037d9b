import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, TAG_TYPES, type RequestContext } from '@/api';
import { answerDatesReducer } from '@/shared/answerDates/answerDatesSlice';
import { panelsReducer } from '@/shared/panels/panelsSlice';
import {
  initialSession,
  sessionReducer,
  signedIn,
  signedOut,
  tokenRejected,
} from '@/shared/session/sessionSlice';
import { clearCustomerCaches } from '@/shared/session/customerCaches';
import { clearStoredToken, readStoredToken, storeToken } from '@/shared/session/tokenStorage';
import { showWarning, toastsReducer } from '@/shared/toasts/toastsSlice';
import { serverDataChanged } from './serverDataChanged';

/**
 * Slices that features bring with their lazy chunks. A feature declares its slice here by
 * declaration merging (`declare module '@/store/store' { interface LazyLoadedSlices extends
 * WithSlice<typeof mySlice> {} }`) and injects it with `mySlice.injectInto(rootReducer)`, as
 * Redux Toolkit's combineSlices documents.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, {
  session: sessionReducer,
  toasts: toastsReducer,
  panels: panelsReducer,
  answerDates: answerDatesReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * What follows the session: the stored token, and the data layer's cache and the browser's caches
 * of customer data, which a sign-out or a refused token empties (nothing of one customer's stays
 * for the next).
 */
function sessionListeners() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: ({ payload }) => storeToken(payload.token, payload.remember),
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: () => clearStoredToken(),
  });
  listener.startListening({
    actionCreator: tokenRejected,
    effect: (_action, api) => {
      clearStoredToken();
      api.dispatch(showWarning('accounts:session.expired'));
    },
  });
  listener.startListening({
    matcher: isAnyOf(signedOut, tokenRejected),
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
      void clearCustomerCaches().catch(reportError);
    },
  });
  // Someone else changed the server's data (in the demo, another tab): refetch what is shown, or
  // drop everything when the data was replaced.
  listener.startListening({
    actionCreator: serverDataChanged,
    effect: ({ payload }, api) =>
      void api.dispatch(
        payload.whole ? baseApi.util.resetApiState() : baseApi.util.invalidateTags([...TAG_TYPES]),
      ),
  });
  return listener;
}

/**
 * A fresh store: one per app start, one per test. The session starts from the stored token
 * unless the caller passes its own state. Requests wait for `backend`: in a demo build, the mock
 * backend starting (src/main.tsx); the page renders and answers clicks meanwhile.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  backend: Promise<void> = Promise.resolve(),
) {
  const extra: RequestContext = { backend };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSession(readStoredToken()),
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(sessionListeners().middleware)
        .concat(baseApi.middleware),
  });
  // Refetching on focus (the endpoints that ask for it) and when the browser is back online.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

export type AppDispatch = AppStore['dispatch'];
