import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/accounts/RequireAuth';
import { HomePage } from '@/app/home/HomePage';
import { NotFoundPage } from '@/shared/components/NotFoundPage';
import { PlaceholderPage } from '@/shared/components/PlaceholderPage';
import { BranchPage } from '@/features/accounts/BranchPage';
import { ChangePasswordPage } from '@/features/accounts/ChangePasswordPage';
import { ProfilePage } from '@/features/accounts/ProfilePage';
import { AppStorePage } from '@/features/appstore/AppStorePage';
import { CheckAvailablePage } from '@/features/payments/CheckAvailablePage';
import { ContactPage } from '@/features/contact/ContactPage';
import { NewsDetailPage } from '@/features/news/NewsDetailPage';
import { NewsPage } from '@/features/news/NewsPage';
import { PaymentFailedPage } from '@/features/payments/PaymentFailedPage';
import { PaymentSuccessPage } from '@/features/payments/PaymentSuccessPage';
import { SchedulePage } from '@/features/schedule/SchedulePage';
import { ServicesPage } from '@/features/pages/ServicesPage';
import { TariffsPage } from '@/features/tariffs/TariffsPage';
import { TermsPage } from '@/features/pages/TermsPage';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';

/** Every route of spec §2. Screens of later issues show a placeholder until they land. */
export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      // Public
      { path: paths.home, element: <HomePage /> },
      { path: paths.services, element: <ServicesPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.tariffs, element: <TariffsPage /> },
      { path: paths.schedule, element: <SchedulePage /> },
      { path: paths.news, element: <NewsPage /> },
      {
        path: '/news-detail/:id',
        element: <NewsDetailPage />,
      },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.appstore, element: <AppStorePage /> },
      {
        path: paths.paymentSuccess,
        element: <PaymentSuccessPage />,
      },
      {
        path: paths.paymentFailed,
        element: <PaymentFailedPage />,
      },
      // Authenticated only
      {
        element: <RequireAuth />,
        children: [
          { path: paths.profile, element: <ProfilePage /> },
          {
            path: paths.changePassword,
            element: <ChangePasswordPage />,
          },
          { path: paths.addBranches, element: <BranchPage /> },
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
    errorElement: <RouteError />,
    children: [
      { path: '/invoice/:flightId/:branch?', element: <PlaceholderPage titleKey="bell.label" /> },
    ],
  },
  {
    path: paths.checkAvailable,
    element: <CheckAvailablePage />,
  },
  { path: '/registerPayment/:id?', element: null },
];
