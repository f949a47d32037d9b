import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SessionBootstrap } from '@/features/accounts/SessionBootstrap';
import { i18n } from '@/i18n';
import { routes } from './routes';
import { makeStore, type AppStore } from '@/store/store';

/** The whole app with its providers. Tests render the same tree with their own store and router. */
export function App({ store }: { store?: AppStore }) {
  const [appStore] = useState(() => store ?? makeStore());
  const [router] = useState(() => createBrowserRouter(routes));

  useEffect(() => {
    // The shell is on screen: the boot preloader (index.html) can go.
    document.getElementById('preloader')?.remove();
  }, []);

  return (
    <Provider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <SessionBootstrap />
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
