import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppProviders } from '../app/providers';
import { persistSession } from '../app/sessionPersistence';
import { makeStore, type RootState } from '../app/store';
import { routes as appRoutes } from '../app/router';
import { StableNavigateProvider } from '../lib/stableNavigate';

interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (for params such as :productId). */
  path?: string;
  preloadedState?: Partial<RootState>;
  /** The test uses jest's fake timers: user events advance them. */
  fakeTimers?: boolean;
  /** Persist the session to localStorage as the app does (returns the persistor). */
  persist?: boolean;
}

/**
 * A preloaded `_persist` tells redux-persist that rehydration already happened, and it would then
 * neither rehydrate nor report itself bootstrapped; a persisted test store starts without it.
 */
function withoutPersistMarker(state: Partial<RootState> | undefined): Partial<RootState> | undefined {
  if (!state?.session) return state;
  const { _persist: _ignored, ...session } = state.session;
  return { ...state, session } as Partial<RootState>;
}

function renderRouter(routes: RouteObject[], route: string, options: RenderOptions) {
  const store = makeStore(options.persist ? withoutPersistMarker(options.preloadedState) : options.preloadedState);
  const persistor = options.persist ? persistSession(store) : undefined;
  // The app wraps its routes in StableNavigateProvider (AppRoutes); so does this router, around whichever routes a test gives.
  const router = createMemoryRouter(
    [
      {
        element: (
          <StableNavigateProvider>
            <Outlet />
          </StableNavigateProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, user, persistor };
}

/** Renders `ui` with a fresh store, the theme, toasts and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', ...options }: RenderOptions = {}) {
  return renderRouter([{ path, element: ui }], route, options);
}

/** Renders the whole app (layout, lazy pages) at `route`. */
export function renderApp({ route = '/', ...options }: Omit<RenderOptions, 'path'> = {}) {
  return renderRouter(appRoutes, route, options);
}

/** Jest's fake timers, leaving alone what promises, fetch and msw run on. */
export function startFakeTimers() {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
}

/** Resolves once redux-persist has read localStorage into the store. */
export function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
    };
    persistor.subscribe(check);
    check();
  });
}
