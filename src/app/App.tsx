import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
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
 * (prerender.tsx) a static one, each around the same routes.
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

/** The whole app with its providers. `onShown` is called once its first render is on screen. */
export function App({ store, onShown }: { store?: AppStore; onShown?: () => void }) {
  const [appStore] = useState(() => store ?? makeStore());

  useEffect(() => {
    // The shell is on screen: the boot preloader (index.html) can go, and the app sends the
    // page's forms from now on (see visitCheck in prerender.tsx).
    document.getElementById('preloader')?.remove();
    document.documentElement.dataset.app = 'shown';
    onShown?.();
  }, [onShown]);

  return (
    <AppProviders store={appStore}>
      {/* Navigations render at once, so a screen whose chunk is loading shows the loading state. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
