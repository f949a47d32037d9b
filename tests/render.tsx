import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/routes';
import { SessionBootstrap } from '@/features/accounts/SessionBootstrap';
import { makeStore, type AppStore, type RootState } from '@/store/store';
import { i18n } from '@/i18n';

interface Options extends Omit<RenderOptions, 'queries'> {
  /** Start URL, e.g. '/home#arrived'. */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders the whole app (routes, layout, providers) at a URL with a fresh store. */
export function renderApp({ route = '/home', preloadedState, store, ...options }: Options = {}) {
  const appStore = store ?? makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <Provider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <SessionBootstrap />
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
    options,
  );
  return { ...result, store: appStore, router, user };
}

/** Renders one component with the providers it needs. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store, ...options }: Options = {},
) {
  const appStore = store ?? makeStore(preloadedState);
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const user = userEvent.setup();
  const result = render(
    <Provider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
    options,
  );
  return { ...result, store: appStore, router, user };
}
