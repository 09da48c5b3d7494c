import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { makeStore, type RootState } from '../app/store';
import { routes as appRoutes } from '../app/router';

interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at (for params such as :productId). */
  path?: string;
  preloadedState?: Partial<RootState>;
}

function renderRouter(routes: RouteObject[], route: string, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, user };
}

/** Renders `ui` with a fresh store, the theme, toasts and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', preloadedState }: RenderOptions = {}) {
  return renderRouter([{ path, element: ui }], route, preloadedState);
}

/** Renders the whole app (layout, lazy pages) at `route`. */
export function renderApp({ route = '/', preloadedState }: Omit<RenderOptions, 'path'> = {}) {
  return renderRouter(appRoutes, route, preloadedState);
}
