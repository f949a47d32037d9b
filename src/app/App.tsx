import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { basePath } from '@/config/paths';
import { i18n } from '@/i18n';
import { lazyWithApi } from '@/store/lazyWithApi';
import { makeStore, type AppStore } from '@/store/store';
import { AppRoutes } from './routes';

// It checks a stored token with the server: it comes with the data layer, after the shell.
const SessionBootstrap = lazyWithApi(() =>
  import('@/features/accounts/SessionBootstrap').then((m) => m.SessionBootstrap),
);

/**
 * The providers around every screen: the store, the translations and the session check. The app
 * puts its browser router inside, tests (tests/render.tsx) a memory router, the prerender
 * (src/prerender.tsx) a static one, each around the same routes.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <SessionBootstrap />
        </Suspense>
        {children}
      </I18nextProvider>
    </Provider>
  );
}

/** The whole app with its providers. */
export function App({ store }: { store?: AppStore }) {
  const [appStore] = useState(() => store ?? makeStore());

  useEffect(() => {
    // The app is on screen: index.html's loading indicator goes, and the page's forms are the
    // app's to send from now on (src/boot/beforeApp.ts).
    document.documentElement.dataset.app = 'shown';
  }, []);

  return (
    <AppProviders store={appStore}>
      {/* Navigations render at once, so a screen whose chunk is loading shows the loading state. */}
      <BrowserRouter basename={basePath} useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
