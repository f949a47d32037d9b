import { useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/accounts/RequireAuth';
import { i18n } from '@/i18n';
import type { Namespace } from '@/i18n/resources';
import { markBootDone } from '@/boot';
import { whenLoadedAndIdle } from '@/shared/whenLoadedAndIdle';
import { HomePage } from './home/HomePage';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';

/**
 * A screen for React Router's route-level `lazy`: its chunk and its feature's words (the namespace
 * named like the feature) in one download. Words that fail to load do not fail the screen: it
 * then suspends for them itself.
 */
function screen(words: Namespace, load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces([words]).catch(() => {})]);
    return { Component };
  };
}

/** The screens anyone may open, in the page frame. */
const PUBLIC: RouteObject[] = [
  {
    path: paths.services,
    lazy: screen('pages', async () => (await import('@/features/pages/ServicesPage')).ServicesPage),
  },
  {
    path: paths.terms,
    lazy: screen('pages', async () => (await import('@/features/pages/TermsPage')).TermsPage),
  },
  {
    path: paths.tariffs,
    lazy: screen(
      'tariffs',
      async () => (await import('@/features/tariffs/TariffsPage')).TariffsPage,
    ),
  },
  {
    path: paths.schedule,
    lazy: screen(
      'schedule',
      async () => (await import('@/features/schedule/SchedulePage')).SchedulePage,
    ),
  },
  {
    path: paths.news,
    lazy: screen('news', async () => (await import('@/features/news/NewsPage')).NewsPage),
  },
  {
    path: '/news-detail/:id',
    lazy: screen(
      'news',
      async () => (await import('@/features/news/NewsDetailPage')).NewsDetailPage,
    ),
  },
  {
    path: paths.contact,
    lazy: screen(
      'contact',
      async () => (await import('@/features/contact/ContactPage')).ContactPage,
    ),
  },
  {
    path: paths.appstore,
    lazy: screen(
      'appstore',
      async () => (await import('@/features/appstore/AppStorePage')).AppStorePage,
    ),
  },
  {
    path: paths.paymentSuccess,
    lazy: screen(
      'payments',
      async () => (await import('@/features/payments/PaymentSuccessPage')).PaymentSuccessPage,
    ),
  },
  {
    path: paths.paymentFailed,
    lazy: screen(
      'payments',
      async () => (await import('@/features/payments/PaymentFailedPage')).PaymentFailedPage,
    ),
  },
  {
    path: paths.notFound,
    lazy: screen(
      'pages',
      async () => (await import('@/shared/components/NotFoundPage')).NotFoundPage,
    ),
  },
  {
    path: '*',
    lazy: screen(
      'pages',
      async () => (await import('@/shared/components/NotFoundPage')).NotFoundPage,
    ),
  },
];

/** The screens of signed-in customers, in the page frame (others go to /home to sign in). */
const CUSTOMERS: RouteObject[] = [
  {
    path: paths.profile,
    lazy: screen(
      'accounts',
      async () => (await import('@/features/accounts/ProfilePage')).ProfilePage,
    ),
  },
  {
    path: paths.changePassword,
    lazy: screen(
      'accounts',
      async () => (await import('@/features/accounts/ChangePasswordPage')).ChangePasswordPage,
    ),
  },
  {
    path: paths.addBranches,
    lazy: screen(
      'accounts',
      async () => (await import('@/features/accounts/BranchPage')).BranchPage,
    ),
  },
  {
    path: paths.notificationAll,
    lazy: screen(
      'notifications',
      async () => (await import('@/features/notifications/NotificationsPage')).NotificationsPage,
    ),
  },
  {
    path: '/notification-detail/:id',
    lazy: screen(
      'notifications',
      async () =>
        (await import('@/features/notifications/NotificationDetailPage')).NotificationDetailPage,
    ),
  },
];

/** Customers' pages of their own, without the frame: the invoice, the card provider's page. */
const CUSTOMER_PAGES: RouteObject[] = [
  {
    path: '/invoice/:flightId/:branch?',
    lazy: screen(
      'invoices',
      async () => (await import('@/features/invoices/InvoicePage')).InvoicePage,
    ),
  },
  // The card provider's page, played by the demo: with VITE_API_MOCKING=off the build has neither
  // this route nor its chunk (the condition is a literal Vite replaces).
  ...(import.meta.env.VITE_API_MOCKING !== 'off'
    ? [
        {
          path: paths.demoCardPage,
          lazy: screen(
            'payments',
            async () => (await import('@/features/payments/DemoCardPage')).DemoCardPage,
          ),
        },
      ]
    : []),
];

/** Bare answers for the payment service (raw XML): nothing around them. */
const BARE: RouteObject[] = [
  {
    path: paths.checkAvailable,
    lazy: screen(
      'payments',
      async () => (await import('@/features/payments/CheckAvailablePage')).CheckAvailablePage,
    ),
  },
  {
    path: '/registerPayment/:id?',
    lazy: screen(
      'payments',
      async () => (await import('@/features/payments/RegisterPaymentPage')).RegisterPaymentPage,
    ),
  },
];

/**
 * Around every route: React Router's scroll restoration (a new page opens at its top, back and
 * forward return to where the visitor was; docs/product.md#layout), and the end of the boot once
 * the first screen, or its frame, is on screen (src/boot.ts).
 */
function Root() {
  useEffect(() => {
    markBootDone();
    // The production build's service worker, its code fetched only once the first screen is done
    // and the browser idle (literal conditions: the demo and the development server build none
    // of it).
    if (
      import.meta.env.PROD &&
      import.meta.env.VITE_API_MOCKING === 'off' &&
      import.meta.env.VITE_SERVICE_WORKER !== 'off'
    )
      whenLoadedAndIdle(
        () => void import('@/app/serviceWorker').then((module) => module.startServiceWorker()),
      );
  }, []);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** What a first visit shows while its screen's code loads (React Router's HydrateFallback). */
const NoFallback = () => null;

/**
 * Every URL of the portal (docs/product.md#routes), as React Router's route objects: the app's
 * browser router, the prerender's and the tests' memory routers are made from them. /home, the
 * first screen, ships in the entry; every other screen is its own chunk (route-level `lazy`). A
 * screen that fails, or whose chunk cannot be loaded, shows RouteError in its place (the pathless
 * routes' `errorElement`), inside the frame where it has one.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // index.html's loading indicator covers the page until Root is on screen.
    HydrateFallback: NoFallback,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      {
        element: <AppLayout />,
        children: [
          {
            errorElement: <RouteError inFrame />,
            // A first visit to a screen of the frame shows the frame at once, the screen when its
            // code is in.
            HydrateFallback: NoFallback,
            children: [
              { path: paths.home, element: <HomePage /> },
              ...PUBLIC,
              { element: <RequireAuth />, children: CUSTOMERS },
            ],
          },
        ],
      },
      { element: <RequireAuth />, errorElement: <RouteError />, children: CUSTOMER_PAGES },
      { errorElement: <RouteError />, children: BARE },
    ],
  },
];
