import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  createBrowserRouter,
  RouterProvider,
  ScrollRestoration,
  type RouteObject,
} from 'react-router-dom';
import { basePath } from '@/config/paths';
import { SessionBootstrap } from '@/features/accounts/SessionBootstrap';
import { i18n } from '@/i18n';
import type { AppStore } from '@/store/store';
import { AppRoutes } from './routes';

/**
 * The providers around every screen: the store, the translations and the session check. The app
 * puts its browser router inside, the prerender (src/prerender.tsx) a memory one, both data
 * routers around ROUTER_ROUTES; tests (tests/render.tsx) a memory router around the same routes.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SessionBootstrap />
        {children}
      </I18nextProvider>
    </Provider>
  );
}

/**
 * The app's one route for a data router: React Router's own scroll restoration (a new page opens
 * at its top, back and forward return to where the visitor was; docs/product.md#layout) and the
 * routes table (src/app/routes.tsx). The app's browser router and the prerender's memory router
 * (src/prerender.tsx) both render it, so the page hydrates into the same tree (useId matches).
 */
export const ROUTER_ROUTES: RouteObject[] = [
  {
    path: '*',
    element: (
      <>
        <ScrollRestoration />
        <AppRoutes />
      </>
    ),
  },
];

/** The whole app with its providers, around the store src/main.tsx made for it. */
export function App({ store }: { store: AppStore }) {
  // One per app, made as it mounts: the build imports this module in Node, where there is no window.
  const [router] = useState(() => createBrowserRouter(ROUTER_ROUTES, { basename: basePath }));
  useEffect(() => {
    // The app is on screen: the boot script's loading indicator goes, and the page's forms are the
    // app's to send from now on (src/boot.js).
    document.documentElement.dataset.boot = 'done';
  }, []);

  return (
    <AppProviders store={store}>
      {/* Navigations render at once, so a screen whose chunk is loading shows the loading state. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
