import { createAction } from '@reduxjs/toolkit';

/**
 * What the base query needs of the session, by shape: the api layer sits below the session's
 * slice (src/shared/session), so it names the state it reads instead of importing it.
 */
export interface StateWithToken {
  session: { token: string | null };
}

/** The server refused the customer's token (401): the session slice forgets it. */
export const tokenRejected = createAction('session/tokenRejected');
