import { useGetUserInformationQuery, type Branch } from '@/api';
import { DEFAULT_BRANCH, normaliseBranch } from '@/shared/branches';
import { useAppSelector } from './hooks';

/** The signed-in customer (cached), or undefined while signed out or loading. */
export function useCurrentUser() {
  const token = useAppSelector((state) => state.session.token);
  const query = useGetUserInformationQuery(undefined, { skip: !token });
  return { ...query, user: token ? query.data?.candidate : undefined };
}

/**
 * The signed-in customer's branch, as later features use it by default (add parcel, courier):
 * the saved choice (qurdiani read as didube), or didube when there is none or nobody is signed in.
 */
export function useDefaultBranch(): Branch {
  const token = useAppSelector((state) => state.session.token);
  const { data } = useGetUserInformationQuery(undefined, { skip: !token });
  const saved = token ? data?.candidate.takedPlaced?.address : undefined;
  return normaliseBranch(saved) ?? DEFAULT_BRANCH;
}
