import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/api/baseApi';
import { panelsReducer } from '@/shared/panels/panelsSlice';
import {
  initialSession,
  sessionReducer,
  signedIn,
  signedOut,
  tokenRejected,
} from '@/shared/session/sessionSlice';
import { clearStoredToken, readStoredToken, storeToken } from '@/shared/session/tokenStorage';
import { showWarning, toastsReducer } from '@/shared/toasts/toastsSlice';

/**
 * Slices that features bring with their lazy chunks: a feature declares its slice here by
 * declaration merging (`declare module '@/store/store' { interface LazyLoadedSlices extends
 * WithSlice<typeof mySlice> {} }`) and injects it with `mySlice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(baseApi, {
  session: sessionReducer,
  toasts: toastsReducer,
  panels: panelsReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Keeps the stored token in step with the session, and drops cached data on sign-out. */
function sessionPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: ({ payload }) => storeToken(payload.token, payload.remember),
  });
  listener.startListening({
    matcher: isAnyOf(signedOut, tokenRejected),
    effect: (action, api) => {
      clearStoredToken();
      api.dispatch(baseApi.util.resetApiState());
      if (tokenRejected.match(action)) api.dispatch(showWarning('accounts:session.expired'));
    },
  });
  return listener.middleware;
}

/**
 * A fresh store: one per app start, one per test. The session starts from the stored token
 * unless the caller passes its own state.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSession(readStoredToken()),
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault().prepend(sessionPersistence()).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
