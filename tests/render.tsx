import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/App';
import { routes } from '@/app/routes';
import { makeStore, type AppStore, type RootState } from '@/store/store';
import { disposeAfterTest } from './helpers/cleanup';

/**
 * A user who types and clicks like a person, without the artificial pause between keys
 * (delay: null); every event still fires. The pointer-events check is off: tests render without
 * stylesheets (vitest `css: false`), so `pointer-events` is always `auto` and the check only walked
 * every ancestor's computed style on each click and key (a twentieth of the form tests' CPU).
 */
export function setupUser(options: Options = {}) {
  return userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...options,
  });
}

export interface RenderAppOptions extends Omit<RenderOptions, 'queries'> {
  /** Start URL, e.g. '/home#arrived'. */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Renders the whole app at a URL: the app's own providers (AppProviders of src/app/App.tsx) with
 * a memory router over the app's routes and a fresh store, with a `user` of setupUser().
 */
export function renderApp({
  route = '/home',
  preloadedState,
  store,
  ...options
}: RenderAppOptions = {}) {
  const appStore = store ?? makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  disposeAfterTest(() => router.dispose());
  const user = setupUser();
  const result = render(
    <AppProviders store={appStore}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { ...result, store: appStore, router, user };
}

/** Renders one component inside the app's providers (AppProviders), at a URL of its own. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState, store, ...options }: RenderAppOptions = {},
) {
  const appStore = store ?? makeStore(preloadedState);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  disposeAfterTest(() => router.dispose());
  const user = setupUser();
  const result = render(
    <AppProviders store={appStore}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { ...result, store: appStore, router, user };
}

export type App = ReturnType<typeof renderApp>;
export type User = App['user'];
