import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { basePath } from '@/config/paths';
import { SessionBootstrap } from '@/features/accounts/SessionBootstrap';
import { i18n } from '@/i18n';
import type { AppStore } from '@/store/store';
import { routes } from './routes';

/**
 * The providers around every screen: the store, the translations and the session check. Inside,
 * a data router over the routes of src/app/routes.tsx: the app's browser router, the prerender's
 * (src/prerender.tsx) and the tests' (tests/render.tsx) memory routers.
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

/** The whole app with its providers, around the store src/main.tsx made for it. */
export function App({ store }: { store: AppStore }) {
  // One per app, made as it mounts: the build imports this module in Node, where there is no window.
  const [router] = useState(() => createBrowserRouter(routes, { basename: basePath }));
  return (
    <AppProviders store={store}>
      {/* Navigations render at once, without a transition, as in the prerender and the tests. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
