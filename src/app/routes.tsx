import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/accounts/RequireAuth';
import { HomePage } from '@/app/home/HomePage';
import { LoadingState } from '@/shared/components/ListState';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './layout/RouteError';
import type { Namespace } from '@/i18n/resources';
import { lazyWithApi } from '@/store/lazyWithApi';

/**
 * A screen that is its own chunk, fetched the first time its route is shown, with the namespaces
 * it needs beyond the first screen's. Screens talk to the server, so each renders once the data
 * layer has joined the store (see lazyWithApi).
 */
function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces?: readonly Namespace[],
) {
  return lazyWithApi(() => load().then(pick), { namespaces });
}

const ServicesPage = screen(
  () => import('@/features/pages/ServicesPage'),
  (m) => m.ServicesPage,
);
const TermsPage = screen(
  () => import('@/features/pages/TermsPage'),
  (m) => m.TermsPage,
);
const TariffsPage = screen(
  () => import('@/features/tariffs/TariffsPage'),
  (m) => m.TariffsPage,
);
const SchedulePage = screen(
  () => import('@/features/schedule/SchedulePage'),
  (m) => m.SchedulePage,
  ['schedule'],
);
const NewsPage = screen(
  () => import('@/features/news/NewsPage'),
  (m) => m.NewsPage,
);
const NewsDetailPage = screen(
  () => import('@/features/news/NewsDetailPage'),
  (m) => m.NewsDetailPage,
);
const ContactPage = screen(
  () => import('@/features/contact/ContactPage'),
  (m) => m.ContactPage,
  ['contact'],
);
const AppStorePage = screen(
  () => import('@/features/appstore/AppStorePage'),
  (m) => m.AppStorePage,
  ['appstore'],
);
const PaymentSuccessPage = screen(
  () => import('@/features/payments/PaymentSuccessPage'),
  (m) => m.PaymentSuccessPage,
  ['payments'],
);
const PaymentFailedPage = screen(
  () => import('@/features/payments/PaymentFailedPage'),
  (m) => m.PaymentFailedPage,
  ['payments'],
);
const ProfilePage = screen(
  () => import('@/features/accounts/ProfilePage'),
  (m) => m.ProfilePage,
);
const ChangePasswordPage = screen(
  () => import('@/features/accounts/ChangePasswordPage'),
  (m) => m.ChangePasswordPage,
);
const BranchPage = screen(
  () => import('@/features/accounts/BranchPage'),
  (m) => m.BranchPage,
);
const NotificationsPage = screen(
  () => import('@/features/notifications/NotificationsPage'),
  (m) => m.NotificationsPage,
  ['notifications'],
);
const NotificationDetailPage = screen(
  () => import('@/features/notifications/NotificationDetailPage'),
  (m) => m.NotificationDetailPage,
  ['notifications'],
);
const NotFoundPage = screen(
  () => import('@/shared/components/NotFoundPage'),
  (m) => m.NotFoundPage,
);
const InvoicePage = screen(
  () => import('@/features/invoices/InvoicePage'),
  (m) => m.InvoicePage,
  ['invoices'],
);
// The card provider's page, played by the demo. The check is a literal Vite replaces at build
// time, so with VITE_API_MOCKING=off neither this route nor its chunk is built.
const DemoCardPage =
  import.meta.env.VITE_API_MOCKING !== 'off'
    ? screen(
        () => import('@/features/payments/DemoCardPage'),
        (m) => m.DemoCardPage,
        ['payments'],
      )
    : null;
const CheckAvailablePage = screen(
  () => import('@/features/payments/CheckAvailablePage'),
  (m) => m.CheckAvailablePage,
);
const RegisterPaymentPage = screen(
  () => import('@/features/payments/RegisterPaymentPage'),
  (m) => m.RegisterPaymentPage,
);

/**
 * Every route (docs/product.md#routes). /home is the first screen and ships in the entry; every
 * other screen is its own chunk. While a screen's chunk loads, the layout stays and its content
 * area shows the loading state (AppLayout's Suspense); screens outside the layout show it alone.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
          <Route element={<AppLayout />}>
            {/* Public */}
            <Route path={paths.home} element={<HomePage />} />
            <Route path={paths.services} element={<ServicesPage />} />
            <Route path={paths.terms} element={<TermsPage />} />
            <Route path={paths.tariffs} element={<TariffsPage />} />
            <Route path={paths.schedule} element={<SchedulePage />} />
            <Route path={paths.news} element={<NewsPage />} />
            <Route path="/news-detail/:id" element={<NewsDetailPage />} />
            <Route path={paths.contact} element={<ContactPage />} />
            <Route path={paths.appstore} element={<AppStorePage />} />
            <Route path={paths.paymentSuccess} element={<PaymentSuccessPage />} />
            <Route path={paths.paymentFailed} element={<PaymentFailedPage />} />
            {/* Authenticated only */}
            <Route element={<RequireAuth />}>
              <Route path={paths.profile} element={<ProfilePage />} />
              <Route path={paths.changePassword} element={<ChangePasswordPage />} />
              <Route path={paths.addBranches} element={<BranchPage />} />
              <Route path={paths.notificationAll} element={<NotificationsPage />} />
              <Route path="/notification-detail/:id" element={<NotificationDetailPage />} />
            </Route>
            <Route path={paths.notFound} element={<NotFoundPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          {/* Outside the layout */}
          <Route element={<RequireAuth />}>
            <Route path="/invoice/:flightId/:branch?" element={<InvoicePage />} />
            {DemoCardPage && <Route path={paths.demoCardPage} element={<DemoCardPage />} />}
          </Route>
          {/* Raw XML views: nothing to show until they are in. */}
          <Route
            path={paths.checkAvailable}
            element={
              <Suspense fallback={null}>
                <CheckAvailablePage />
              </Suspense>
            }
          />
          <Route
            path="/registerPayment/:id?"
            element={
              <Suspense fallback={null}>
                <RegisterPaymentPage />
              </Suspense>
            }
          />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
