import { lazy, Suspense } from 'react';
import { ProductTitle } from '@/shared/components/DocumentTitle';
import { LoadingState } from '@/shared/components/ListState';
import { useAuthStatus } from '@/store/hooks';
import { VisitorHome } from './VisitorHome';
import '@/styles/public.css';

// The signed-in dashboard (parcels, addresses) is its own chunk: visitors never download it.
const CustomerHome = lazy(() =>
  import('./CustomerHome').then((m) => ({ default: m.CustomerHome })),
);

/**
 * Dashboard (docs/product.md#dashboard). Visitors see the services, tools, tariffs and news;
 * signed-in customers see their actions, the notice, their warehouse addresses and the parcel tabs.
 * While a stored token is being checked (or a sign-in is being confirmed) the customer's dashboard
 * shows already, its figures loading, as the sidebar shows the greeting's outline: a stored session
 * is almost always still valid, and a refused one turns the page into the visitor's, with a
 * warning.
 */
export function HomePage() {
  const status = useAuthStatus();
  if (status === 'unauthenticated') {
    return (
      <>
        <ProductTitle />
        <VisitorHome />
      </>
    );
  }
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
