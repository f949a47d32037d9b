import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { tokenRejected, userLoaded } from '@/shared/session/sessionSlice';
import { useCurrentUser } from '@/store/session';

/**
 * Drives the auth state: unknown (a token is being checked) → authenticated once the user
 * information loads, or unauthenticated when the check fails (the stored token is cleared).
 */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.session.status);
  const { isSuccess, isError } = useCurrentUser();

  useEffect(() => {
    if (status !== 'unknown') return;
    if (isSuccess) dispatch(userLoaded());
    else if (isError) dispatch(tokenRejected());
  }, [status, isSuccess, isError, dispatch]);

  return null;
}
