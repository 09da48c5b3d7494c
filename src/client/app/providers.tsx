import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { Toasts } from '../lib/toasts/Toasts';
import { theme } from '../theme/theme';
import type { AppStore, RootState } from './store';

/**
 * `serverState`: the state a server-rendered page was rendered with, read while it hydrates.
 * `afterRoutes`: what the browser adds beside the routes of a hydrated page (the session's
 * restore). Its slot is there on both sides, empty on the server: an extra child would change
 * the shape of the tree above every page, and with it every id useId gives (MUI's label and
 * description ids, the sections of HydrateApart), so the browser's ids would not be the HTML's.
 */
export function AppProviders({
  store,
  serverState,
  afterRoutes = null,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  afterRoutes?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        {afterRoutes}
        {/* The toasts' code comes with the first toast (lib/notify.ts). */}
        <Toasts />
      </ThemeProvider>
    </Provider>
  );
}
