import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppProviders } from '@/app/App';
import { routes } from '@/app/routes';
import { makeStore, type AppStore, type RootState } from '@/store/store';

/**
 * A user who types and clicks like a person, without the artificial pause between keys
 * (delay: null); every event still fires. The pointer-events check is off: tests render without
 * stylesheets (vitest `css: false`), so `pointer-events` is always `auto` and the check only walked
 * every ancestor's computed style on each click and key.
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

/** What a test reads and does to the address: where the app is now, and going elsewhere. */
export interface TestRouter {
  readonly location: Location;
  navigate: NavigateFunction;
}

/** Reports the memory router's address and navigate function each time they are committed. */
function RouterHandle({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ location, navigate });
  });
  return null;
}

/** The app's providers (AppProviders) around a memory router at `route`, with a router handle. */
function renderInRouter(
  children: ReactNode,
  { route, preloadedState, store, ...options }: RenderAppOptions & { route: string },
) {
  const appStore = store ?? makeStore(preloadedState);
  let current: TestRouter | undefined;
  const router: TestRouter = {
    get location() {
      return current!.location;
    },
    navigate: ((...args: Parameters<NavigateFunction>) =>
      current!.navigate(...args)) as NavigateFunction,
  };
  const user = setupUser();
  const result = render(
    <AppProviders store={appStore}>
      {/* Navigations render at once, as in the app (App.tsx). */}
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        <RouterHandle
          onChange={(now) => {
            current = now;
          }}
        />
        {children}
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, store: appStore, router, user };
}

/**
 * Renders the whole app at a URL: the app's own providers (AppProviders of src/app/App.tsx) and
 * routes (src/app/routes.tsx) in a memory router, with a fresh store and a `user` of setupUser().
 */
export function renderApp({
  route = '/home',
  preloadedState,
  store,
  ...options
}: RenderAppOptions = {}) {
  const appStore = store ?? makeStore(preloadedState);
  const memoryRouter = createMemoryRouter(routes, { initialEntries: [route] });
  const router: TestRouter = {
    get location() {
      return memoryRouter.state.location;
    },
    navigate: memoryRouter.navigate as NavigateFunction,
  };
  const user = setupUser();
  const result = render(
    <AppProviders store={appStore}>
      {/* Navigations render at once, as in the app (App.tsx). */}
      <RouterProvider router={memoryRouter} useTransitions={false} />
    </AppProviders>,
    options,
  );
  return { ...result, store: appStore, router, user };
}

/** Renders one component inside the app's providers (AppProviders), at a URL of its own. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', ...options }: RenderAppOptions = {},
) {
  return renderInRouter(ui, { route, ...options });
}

export type App = ReturnType<typeof renderApp>;
export type User = App['user'];
