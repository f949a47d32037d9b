import { useAuthStatus } from '@/store/session';
import { LoadingState } from '@/shared/components/ListState';
import { CustomerHome } from './CustomerHome';
import { VisitorHome } from './VisitorHome';
import '@/styles/public.css';

/**
 * Dashboard (spec §2). Visitors see the services, tools, tariffs and news; signed-in customers
 * see their actions, the notice and (with the parcels issue) the parcel tabs. While a stored
 * token is being checked, neither is shown yet.
 */
export function HomePage() {
  const status = useAuthStatus();
  if (status === 'authenticated') return <CustomerHome />;
  if (status === 'unauthenticated') return <VisitorHome />;
  return <LoadingState />;
}
