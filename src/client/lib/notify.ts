import { enqueueSnackbar, type VariantType } from 'notistack';

/**
 * Every toast of the app goes through here, so position and timing (set once on the
 * SnackbarProvider in app/providers.tsx: top-right, TOAST_AUTO_HIDE_MS) stay the same everywhere.
 */
function show(variant: VariantType) {
  return (message: string) => {
    enqueueSnackbar(message, { variant });
  };
}

export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
