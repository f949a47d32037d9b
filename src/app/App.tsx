import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { basePath } from '@/config/paths';
import { SessionBootstrap } from '@/features/accounts/SessionBootstrap';
import { i18n } from '@/i18n';
import type { AppStore } from '@/store/store';
import { AppRoutes } from './routes';

/**
 * The providers around every screen: the store, the translations and the session check. The app
 * puts its browser router inside, tests (tests/render.tsx) a memory router, the prerender
 * (src/prerender.tsx) a static one, each around the same routes.
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
  useEffect(() => {
    // The app is on screen: the boot script's loading indicator goes, and the page's forms are the
    // app's to send from now on (src/boot.js).
    document.documentElement.dataset.boot = 'done';
  }, []);

  return (
    <AppProviders store={store}>
      {/* Navigations render at once, so a screen whose chunk is loading shows the loading state. */}
      <BrowserRouter basename={basePath} useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
