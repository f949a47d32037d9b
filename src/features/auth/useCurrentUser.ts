import { useGetUserInformationQuery } from '@/api';
import { useAppSelector } from '@/app/hooks';

/** The signed-in customer (cached), or undefined while signed out or loading. */
export function useCurrentUser() {
  const token = useAppSelector((state) => state.session.token);
  const query = useGetUserInformationQuery(undefined, { skip: !token });
  return { ...query, user: token ? query.data?.candidate : undefined };
}

export function useAuthStatus() {
  return useAppSelector((state) => state.session.status);
}
