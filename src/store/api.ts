/**
 * The data layer joins a store: the api slice's reducer, its middleware, refetching on focus and
 * reconnect, and dropping cached data on sign-out. RTK Query is a large share of the first screen's
 * code, so this module and everything it imports load in their own chunk (see store.ts): the shell
 * renders, and the parts of the first screen that show server data wait for it.
 */
import { isAnyOf, type ListenerMiddlewareInstance, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, TAG_TYPES } from '@/api';
import { signedOut, tokenRejected } from '@/shared/session/sessionSlice';
import { serverDataChanged } from './serverDataChanged';
import type { rootReducer } from './store';

export type StoreParts = {
  reducer: typeof rootReducer;
  dispatch: Parameters<typeof setupListeners>[0];
  addMiddleware: (...middleware: Middleware[]) => void;
  listener: ListenerMiddlewareInstance;
};

export function attachApi({ reducer, dispatch, addMiddleware, listener }: StoreParts): void {
  // The reducer is shared by every store (one per test), and injecting it again is a no-op.
  reducer.inject(baseApi);
  addMiddleware(baseApi.middleware as Middleware);
  listener.startListening({
    matcher: isAnyOf(signedOut, tokenRejected),
    effect: (_action, api) => void api.dispatch(baseApi.util.resetApiState()),
  });
  listener.startListening({
    actionCreator: serverDataChanged,
    effect: ({ payload }, api) =>
      void api.dispatch(
        payload.whole ? baseApi.util.resetApiState() : baseApi.util.invalidateTags([...TAG_TYPES]),
      ),
  });
  setupListeners(dispatch);
  // The store's state gets the api slice's initial state now, not with some later action.
  dispatch({ type: `${baseApi.reducerPath}/attached` });
}
