import { createElement } from 'react';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { TOAST_WITH_ACTION_AUTO_HIDE_MS } from '../../shared/constants';

/** A step the toast offers (Log in): a button in the toast that closes it and runs `onClick`. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * The toasts render beside the router, not inside it, so an action navigates through the
 * caller's `onClick` (its own navigate), never through a router link of its own.
 */
function actionButton({ label, onClick }: ToastAction) {
  return (key: SnackbarKey) =>
    createElement(
      Button,
      {
        color: 'inherit',
        size: 'small',
        onClick: () => {
          closeSnackbar(key);
          onClick();
        },
      },
      label,
    );
}

/**
 * Every toast of the app goes through here, so position and timing (set once on the
 * SnackbarProvider in app/providers.tsx: top-right, TOAST_AUTO_HIDE_MS) stay the same everywhere.
 */
function show(variant: VariantType) {
  return (message: string, action?: ToastAction) => {
    enqueueSnackbar(
      message,
      action ? { variant, action: actionButton(action), autoHideDuration: TOAST_WITH_ACTION_AUTO_HIDE_MS } : { variant },
    );
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
