import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { baseApi } from '@/api/baseApi';
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
import type * as DataLayerModule from './api';
import type { StoreParts } from './api';

/**
 * Slices that join the store later: the api slice with the data layer (./api.ts), and slices that
 * features bring with their lazy chunks. A feature declares its slice here by declaration merging
 * (`declare module '@/store/store' { interface LazyLoadedSlices extends WithSlice<typeof mySlice>
 * {} }`) and injects it with `mySlice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}

export const rootReducer = combineSlices({
  session: sessionReducer,
  toasts: toastsReducer,
  panels: panelsReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Keeps the stored token in step with the session (the data layer drops its cache itself). */
function sessionPersistence() {
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
  return listener;
}

type DataLayer = typeof DataLayerModule;
let dataLayer: DataLayer | undefined;
let loadingDataLayer: Promise<DataLayer> | undefined;

/**
 * The data layer's code (RTK Query, the generated endpoints and their cache tags), loaded once,
 * in its own chunk. Every store starts loading it, main.tsx requests it as the app starts, and the
 * tests' setup loads it before any test. A failed download is tried again on the next call.
 */
export function loadDataLayer(): Promise<DataLayer> {
  return (loadingDataLayer ??= import('./api').then(
    (module) => (dataLayer = module),
    (error: unknown) => {
      loadingDataLayer = undefined;
      throw error;
    },
  ));
}

/**
 * A promise that says how it ended in fields React reads (`status`, `value`, `reason`): `use()`
 * then returns at once for one that has settled, instead of suspending for a tick to find out.
 */
type Tracked = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: void;
  reason?: unknown;
};

function tracked(promise: Promise<void>): Tracked {
  const result: Tracked = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    () => Object.assign(result, { status: 'fulfilled', value: undefined }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

const attaching = new WeakMap<object, Tracked>();

/**
 * A fresh store: one per app start, one per test. The session starts from the stored token
 * unless the caller passes its own state. The data layer joins it at once when its code is
 * loaded already, and as soon as it is otherwise (see apiReady).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = sessionPersistence();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSession(readStoredToken()),
      ...preloadedState,
    },
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(dynamic.middleware),
  });
  const parts: StoreParts = {
    reducer: rootReducer,
    dispatch: store.dispatch,
    addMiddleware: dynamic.addMiddleware,
    listener,
  };
  if (dataLayer) dataLayer.attachApi(parts);
  else attaching.set(store, tracked(loadDataLayer().then((module) => module.attachApi(parts))));
  return store;
}

/**
 * For a store made before the data layer's code was in: the promise that resolves once the data
 * layer has joined it (api reducer and middleware), the same one every time, marked for React's
 * use() once settled. Undefined for a store that had it from the start. Nothing may read or
 * request server data through a store before that.
 */
export function apiReady(store: object): Promise<void> | undefined {
  return attaching.get(store);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
