import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { tokenRejected } from '@/api/session';

export { tokenRejected };

/** unknown: a stored token is being checked; then authenticated or unauthenticated. */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  token: string | null;
  remember: boolean;
  status: AuthStatus;
}

export function initialSession(stored: { token: string; remember: boolean } | null): SessionState {
  return stored
    ? { token: stored.token, remember: stored.remember, status: 'unknown' }
    : { token: null, remember: false, status: 'unauthenticated' };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession(null),
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; remember: boolean }>) {
      state.token = action.payload.token;
      state.remember = action.payload.remember;
      state.status = 'unknown';
    },
    userLoaded(state) {
      if (state.token) state.status = 'authenticated';
    },
    /**
     * The session check failed for another reason than a refused token (the network, a server
     * error, a request cut off by leaving the page): signed out for this page view, but the stored
     * token is kept, so the next start checks it again.
     */
    sessionUnconfirmed(state) {
      state.token = null;
      state.status = 'unauthenticated';
    },
    signedOut(state) {
      state.token = null;
      state.status = 'unauthenticated';
    },
  },
  extraReducers: (builder) =>
    // The server refused the token (401, seen by the base query): forget it.
    builder.addCase(tokenRejected, (state) => {
      state.token = null;
      state.status = 'unauthenticated';
    }),
});

export const { signedIn, userLoaded, sessionUnconfirmed, signedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
