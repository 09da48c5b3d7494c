import { closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';

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
  /**
   * An info notice that stays until `dismiss(key)`: for a state that lasts (a payment being
   * confirmed), not an event. Shown once per key however often it is asked for.
   */
  notice: (key: string, message: string) => {
    enqueueSnackbar(message, { variant: 'info', key, persist: true, preventDuplicate: true });
  },
  dismiss: (key: string) => closeSnackbar(key),
};
