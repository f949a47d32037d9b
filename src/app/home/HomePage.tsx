import { Suspense } from 'react';
import { useAuthStatus } from '@/store/hooks';
import { LoadingState } from '@/shared/components/ListState';
import { VisitorHome } from './VisitorHome';

// The signed-in dashboard (parcels, addresses) is its own chunk: visitors never download it.
const CustomerHome = lazyWithApi(() => import('./CustomerHome').then((m) => m.CustomerHome));
import '@/styles/public.css';
import { lazyWithApi } from '@/store/lazyWithApi';

/**
 * Dashboard (spec §2). Visitors see the services, tools, tariffs and news; signed-in customers
 * see their actions, the notice, their warehouse addresses and the parcel tabs. While a stored
 * token is being checked, neither is shown yet.
 */
export function HomePage() {
  const status = useAuthStatus();
  if (status === 'authenticated') {
    return (
      <Suspense
        fallback={
          // The dashboard's room is kept while its chunk loads: the footer stays below the fold.
          <div style={{ minHeight: '80vh' }}>
            <LoadingState />
          </div>
        }
      >
        <CustomerHome />
      </Suspense>
    );
  }
  if (status === 'unauthenticated') return <VisitorHome />;
  return <LoadingState />;
}
