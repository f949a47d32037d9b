import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { sessionUnconfirmed, tokenRejected, userLoaded } from '@/shared/session/sessionSlice';
import { useCurrentUser } from '@/store/session';

/**
 * Drives the auth state: unknown (a token is being checked) → authenticated once the user
 * information loads, or unauthenticated when the check fails. Only a refused token (401) is
 * forgotten; any other failure (the network, a request cut off by leaving the page) keeps the
 * stored token for the next start, so a quick navigation never signs the customer out.
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.session.status);
  const { isSuccess, isError, error } = useCurrentUser();
  const refused = Boolean(error && 'status' in error && error.status === 401);

  useEffect(() => {
    if (status !== 'unknown') return;
    if (isSuccess) dispatch(userLoaded());
    else if (isError) dispatch(refused ? tokenRejected() : sessionUnconfirmed());
  }, [status, isSuccess, isError, refused, dispatch]);

  return null;
}
