import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/accounts/RequireAuth';
import { HomePage } from '@/app/home/HomePage';
import { LoadingState } from '@/shared/components/ListState';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';

/**
 * What a lazy route shows in place of its screen while its chunk loads on the first visit
 * (inside the layout, which stays). Later navigations keep the old screen until the new one is in.
 */
const HydrateFallback = LoadingState;

const notFound: RouteObject['lazy'] = () =>
  import('@/shared/components/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));

/**
 * Every route of spec §2. /home is the first screen and ships in the entry; every other screen
 * is its own chunk, loaded when its route is visited.
 */
export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      // Public
      { path: paths.home, element: <HomePage /> },
      {
        path: paths.services,
        HydrateFallback,
        lazy: () =>
          import('@/features/pages/ServicesPage').then((m) => ({ Component: m.ServicesPage })),
      },
      {
        path: paths.terms,
        HydrateFallback,
        lazy: () => import('@/features/pages/TermsPage').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: paths.tariffs,
        HydrateFallback,
        lazy: () =>
          import('@/features/tariffs/TariffsPage').then((m) => ({ Component: m.TariffsPage })),
      },
      {
        path: paths.schedule,
        HydrateFallback,
        lazy: () =>
          import('@/features/schedule/SchedulePage').then((m) => ({ Component: m.SchedulePage })),
      },
      {
        path: paths.news,
        HydrateFallback,
        lazy: () => import('@/features/news/NewsPage').then((m) => ({ Component: m.NewsPage })),
      },
      {
        path: '/news-detail/:id',
        HydrateFallback,
        lazy: () =>
          import('@/features/news/NewsDetailPage').then((m) => ({ Component: m.NewsDetailPage })),
      },
      {
        path: paths.contact,
        HydrateFallback,
        lazy: () =>
          import('@/features/contact/ContactPage').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: paths.appstore,
        HydrateFallback,
        lazy: () =>
          import('@/features/appstore/AppStorePage').then((m) => ({ Component: m.AppStorePage })),
      },
      {
        path: paths.paymentSuccess,
        HydrateFallback,
        lazy: () =>
          import('@/features/payments/PaymentSuccessPage').then((m) => ({
            Component: m.PaymentSuccessPage,
          })),
      },
      {
        path: paths.paymentFailed,
        HydrateFallback,
        lazy: () =>
          import('@/features/payments/PaymentFailedPage').then((m) => ({
            Component: m.PaymentFailedPage,
          })),
      },
      // Authenticated only
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.profile,
            HydrateFallback,
            lazy: () =>
              import('@/features/accounts/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            path: paths.changePassword,
            HydrateFallback,
            lazy: () =>
              import('@/features/accounts/ChangePasswordPage').then((m) => ({
                Component: m.ChangePasswordPage,
              })),
          },
          {
            path: paths.addBranches,
            HydrateFallback,
            lazy: () =>
              import('@/features/accounts/BranchPage').then((m) => ({ Component: m.BranchPage })),
          },
          {
            path: paths.notificationAll,
            HydrateFallback,
            lazy: () =>
              import('@/features/notifications/NotificationsPage').then((m) => ({
                Component: m.NotificationsPage,
              })),
          },
          {
            path: '/notification-detail/:id',
            HydrateFallback,
            lazy: () =>
              import('@/features/notifications/NotificationDetailPage').then((m) => ({
                Component: m.NotificationDetailPage,
              })),
          },
        ],
      },
      { path: paths.notFound, HydrateFallback, lazy: notFound },
      { path: '*', HydrateFallback, lazy: notFound },
    ],
  },
  // Outside the layout
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/invoice/:flightId/:branch?',
        HydrateFallback,
        lazy: () =>
          import('@/features/invoices/InvoicePage').then((m) => ({ Component: m.InvoicePage })),
      },
      // The card provider's page, played by the demo (mock backend only: with
      // VITE_API_MOCKING=off this route and its chunk are not built).
      ...(import.meta.env.VITE_API_MOCKING !== 'off'
        ? [
            {
              path: paths.demoCardPage,
              HydrateFallback,
              lazy: () =>
                import('@/features/payments/DemoCardPage').then((m) => ({
                  Component: m.DemoCardPage,
                })),
            },
          ]
        : []),
    ],
  },
  {
    path: paths.checkAvailable,
    errorElement: <RouteError />,
    HydrateFallback: () => null, // a raw XML view: nothing to show until it is in
    lazy: () =>
      import('@/features/payments/CheckAvailablePage').then((m) => ({
        Component: m.CheckAvailablePage,
      })),
  },
  {
    path: '/registerPayment/:id?',
    HydrateFallback: () => null,
    lazy: () =>
      import('@/features/payments/RegisterPaymentPage').then((m) => ({
        Component: m.RegisterPaymentPage,
      })),
  },
];
