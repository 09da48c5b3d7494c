import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { Toasts } from '../lib/toasts/Toasts';
import { theme } from '../theme/theme';
import type { AppStore, RootState } from './store';

/** `serverState`: the state a server-rendered page was rendered with, read while it hydrates. */
export function AppProviders({ store, serverState, children }: { store: AppStore; serverState?: RootState; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        {/* The toasts' code comes with the first toast (lib/notify.ts). */}
        <Toasts />
      </ThemeProvider>
    </Provider>
  );
}
