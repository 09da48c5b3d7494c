import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '../../shared/constants';
import { theme } from '../theme/theme';
import { ToastsBelowHeaderStyles, toastsBelowHeaderClasses } from './layout/belowHeader';
import { toastComponents } from './layout/toastContent';
import type { AppStore, RootState } from './store';

/** `serverState`: the state a server-rendered page was rendered with, read while it hydrates. */
export function AppProviders({ store, serverState, children }: { store: AppStore; serverState?: RootState; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastsBelowHeaderStyles />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          classes={toastsBelowHeaderClasses}
          Components={toastComponents}
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          maxSnack={3}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
