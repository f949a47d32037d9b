import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { CheckAvailablePage } from '@/features/check-available/CheckAvailablePage';
import { HomePage } from '@/features/home/HomePage';
import { NotFoundPage } from '@/features/not-found/NotFoundPage';
import { PlaceholderPage } from '@/shared/components/PlaceholderPage';
import { AppLayout } from './layout/AppLayout';

/** Every route of spec §2. Screens of later issues show a placeholder until they land. */
export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  {
    element: <AppLayout />,
    children: [
      // Public
      { path: paths.home, element: <HomePage /> },
      { path: paths.services, element: <PlaceholderPage titleKey="nav.services" /> },
      { path: paths.terms, element: <PlaceholderPage titleKey="nav.terms" /> },
      { path: paths.tariffs, element: <PlaceholderPage titleKey="nav.tariffs" /> },
      { path: paths.schedule, element: <PlaceholderPage titleKey="nav.schedule" /> },
      { path: paths.news, element: <PlaceholderPage titleKey="nav.news" /> },
      { path: '/news-detail/:id', element: <PlaceholderPage titleKey="nav.news" /> },
      { path: paths.contact, element: <PlaceholderPage titleKey="nav.contact" /> },
      { path: paths.appstore, element: <PlaceholderPage titleKey="nav.appstore" /> },
      { path: paths.paymentSuccess, element: <PlaceholderPage titleKey="toast.success" /> },
      { path: paths.paymentFailed, element: <PlaceholderPage titleKey="toast.error" /> },
      // Authenticated only
      {
        element: <RequireAuth />,
        children: [
          { path: paths.profile, element: <PlaceholderPage titleKey="userMenu.profile" /> },
          { path: paths.changePassword, element: <PlaceholderPage titleKey="userMenu.changePassword" /> },
          { path: paths.addBranches, element: <PlaceholderPage titleKey="userMenu.chooseBranch" /> },
          { path: '/notification-detail/:id', element: <PlaceholderPage titleKey="bell.label" /> },
          { path: paths.notificationAll, element: <PlaceholderPage titleKey="bell.label" /> },
        ],
      },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Outside the layout
  {
    element: <RequireAuth />,
    children: [{ path: '/invoice/:flightId/:branch?', element: <PlaceholderPage titleKey="bell.label" /> }],
  },
  { path: paths.checkAvailable, element: <CheckAvailablePage /> },
  { path: '/registerPayment/:id?', element: null },
];
