import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { basePath } from '@/config/paths';
import { SessionBootstrap } from '@/features/accounts/SessionBootstrap';
import { LanguageProvider } from '@/i18n/LanguageProvider';
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
      <LanguageProvider>
        <SessionBootstrap />
        {children}
      </LanguageProvider>
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
