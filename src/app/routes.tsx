import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/accounts/RequireAuth';
import { i18n } from '@/i18n';
import { NAMESPACES, type Namespace } from '@/i18n/resources';
import { LoadingState } from '@/shared/components/ListState';
import { HomePage } from './home/HomePage';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './layout/RouteError';

/**
 * Who sees a route: everyone, or signed-in customers only (others go to /home to sign in).
 * `frame`: inside the page frame (header, sidebar, footer), on a page of its own (the invoice, the
 * card provider's page), or bare (raw XML, nothing shown until it is in).
 */
interface Screen {
  path: string;
  access: 'everyone' | 'customers';
  frame?: 'layout' | 'page' | 'bare';
  /** The feature the screen belongs to: its words, the namespace of that name, load with it. */
  feature: string;
  load: () => Promise<ComponentType>;
}

/**
 * Every URL of the portal (docs/product.md#routes) but /home, the first screen, which ships in
 * the entry. Each screen is its own chunk, fetched with its feature's words the first time it is
 * shown.
 */
const SCREENS: Screen[] = [
  {
    path: paths.services,
    access: 'everyone',
    feature: 'pages',
    load: async () => (await import('@/features/pages/ServicesPage')).ServicesPage,
  },
  {
    path: paths.terms,
    access: 'everyone',
    feature: 'pages',
    load: async () => (await import('@/features/pages/TermsPage')).TermsPage,
  },
  {
    path: paths.tariffs,
    access: 'everyone',
    feature: 'tariffs',
    load: async () => (await import('@/features/tariffs/TariffsPage')).TariffsPage,
  },
  {
    path: paths.schedule,
    access: 'everyone',
    feature: 'schedule',
    load: async () => (await import('@/features/schedule/SchedulePage')).SchedulePage,
  },
  {
    path: paths.news,
    access: 'everyone',
    feature: 'news',
    load: async () => (await import('@/features/news/NewsPage')).NewsPage,
  },
  {
    path: '/news-detail/:id',
    access: 'everyone',
    feature: 'news',
    load: async () => (await import('@/features/news/NewsDetailPage')).NewsDetailPage,
  },
  {
    path: paths.contact,
    access: 'everyone',
    feature: 'contact',
    load: async () => (await import('@/features/contact/ContactPage')).ContactPage,
  },
  {
    path: paths.appstore,
    access: 'everyone',
    feature: 'appstore',
    load: async () => (await import('@/features/appstore/AppStorePage')).AppStorePage,
  },
  {
    path: paths.paymentSuccess,
    access: 'everyone',
    feature: 'payments',
    load: async () => (await import('@/features/payments/PaymentSuccessPage')).PaymentSuccessPage,
  },
  {
    path: paths.paymentFailed,
    access: 'everyone',
    feature: 'payments',
    load: async () => (await import('@/features/payments/PaymentFailedPage')).PaymentFailedPage,
  },
  {
    path: paths.profile,
    access: 'customers',
    feature: 'accounts',
    load: async () => (await import('@/features/accounts/ProfilePage')).ProfilePage,
  },
  {
    path: paths.changePassword,
    access: 'customers',
    feature: 'accounts',
    load: async () => (await import('@/features/accounts/ChangePasswordPage')).ChangePasswordPage,
  },
  {
    path: paths.addBranches,
    access: 'customers',
    feature: 'accounts',
    load: async () => (await import('@/features/accounts/BranchPage')).BranchPage,
  },
  {
    path: paths.notificationAll,
    access: 'customers',
    feature: 'notifications',
    load: async () =>
      (await import('@/features/notifications/NotificationsPage')).NotificationsPage,
  },
  {
    path: '/notification-detail/:id',
    access: 'customers',
    feature: 'notifications',
    load: async () =>
      (await import('@/features/notifications/NotificationDetailPage')).NotificationDetailPage,
  },
  {
    path: '/invoice/:flightId/:branch?',
    access: 'customers',
    frame: 'page',
    feature: 'invoices',
    load: async () => (await import('@/features/invoices/InvoicePage')).InvoicePage,
  },
  // The card provider's page, played by the demo: with VITE_API_MOCKING=off the build has neither
  // this route nor its chunk (the condition is a literal Vite replaces).
  ...(import.meta.env.VITE_API_MOCKING !== 'off'
    ? [
        {
          path: paths.demoCardPage,
          access: 'customers',
          frame: 'page',
          feature: 'payments',
          load: async () => (await import('@/features/payments/DemoCardPage')).DemoCardPage,
        } satisfies Screen,
      ]
    : []),
  {
    path: paths.checkAvailable,
    access: 'everyone',
    frame: 'bare',
    feature: 'payments',
    load: async () => (await import('@/features/payments/CheckAvailablePage')).CheckAvailablePage,
  },
  {
    path: '/registerPayment/:id?',
    access: 'everyone',
    frame: 'bare',
    feature: 'payments',
    load: async () => (await import('@/features/payments/RegisterPaymentPage')).RegisterPaymentPage,
  },
  {
    path: paths.notFound,
    access: 'everyone',
    feature: 'pages',
    load: async () => (await import('@/shared/components/NotFoundPage')).NotFoundPage,
  },
  {
    path: '*',
    access: 'everyone',
    feature: 'pages',
    load: async () => (await import('@/shared/components/NotFoundPage')).NotFoundPage,
  },
];

const isNamespace = (name: string): name is Namespace => (NAMESPACES as string[]).includes(name);

/** A screen's route: its code and its feature's words in one download, behind who may see it. */
function toRoute({ path, access, frame = 'layout', feature, load }: Screen): RouteObject {
  const words = isNamespace(feature) ? [feature] : [];
  const Screen = lazy(async () => {
    // Words that fail to load do not fail the screen: it then suspends for them itself.
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(words).catch(() => {})]);
    return { default: Component };
  });
  const element =
    frame === 'bare' ? (
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    ) : (
      <Screen />
    );
  return access === 'customers'
    ? { element: <RequireAuth />, children: [{ path, element }] }
    : { path, element };
}

const inFrame = (frame: Screen['frame']) =>
  SCREENS.filter((screen) => (screen.frame ?? 'layout') === frame).map(toRoute);

const ROUTES: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  // The page frame: while a screen's chunk loads, its content area shows the loading state.
  {
    element: <AppLayout />,
    children: [{ path: paths.home, element: <HomePage /> }, ...inFrame('layout')],
  },
  ...inFrame('page'),
  ...inFrame('bare'),
];

/** The routes, under one error boundary; the app, the tests and the prerender each add a router. */
export function AppRoutes() {
  const routes = useRoutes(ROUTES);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingState />}>{routes}</Suspense>
    </RouteErrorBoundary>
  );
}
