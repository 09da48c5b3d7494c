import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { i18n as browserI18n } from '../i18n/i18n';
import { Toasts } from '../lib/toasts/Toasts';
import { theme } from '../theme/theme';
import type { AppStore, RootState } from './store';

/**
 * `serverState`: the state a server-rendered page was rendered with, read while it hydrates.
 * `afterRoutes`: what the browser adds beside the routes of a hydrated page (the session's
 * restore). Its slot is there on both sides, empty on the server: an extra child would change
 * the shape of the tree above every page, and with it every id useId gives (MUI's label and
 * description ids, the sections of HydrateApart), so the browser's ids would not be the HTML's.
 * `i18n`: the page's language (Lingui); the browser's one instance unless given (the server
 * renders pages of both languages side by side, each with its own).
 */
export function AppProviders({
  store,
  serverState,
  afterRoutes = null,
  i18n = browserI18n,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  afterRoutes?: ReactNode;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          {afterRoutes}
          {/* The toasts' code comes with the first toast (lib/notify.ts). */}
          <Toasts />
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
