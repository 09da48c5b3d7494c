/**
 * The toasts themselves (notistack, about 7 KB gzip), in their own chunk: loaded by Toasts.tsx the
 * first time something asks for a toast, never for a page that shows none. Once mounted, it
 * hands lib/notify.ts the functions that show and dismiss them.
 */
import { createElement, useEffect } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type SnackbarKey } from 'notistack';
import { TOAST_AUTO_HIDE_MS, TOAST_WITH_ACTION_AUTO_HIDE_MS } from '../../../shared/constants';
import { attachToastHost, type ToastAction, type ToastRequest } from '../notify';
import { HEADER_HEIGHT_VARIABLE } from './placement';

/**
 * notistack's toast, in the store's toast colours (palette.toast): its defaults put white text on
 * backgrounds too light to read it at 4.5:1 (axe found the success toast at 3.3:1).
 */
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  color: theme.palette.toast.text,
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.toast.success },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.toast.error },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.toast.warning },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.toast.info },
}));

const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};

/** notistack's gap between the window's top edge and the first toast, kept below the header. */
const TOAST_GAP_PX = 14;
const BELOW_HEADER_CLASS = 'store-toasts-below-header';

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

function show({ variant, message, action, key }: ToastRequest): void {
  if (key !== undefined) {
    // A notice: stays until dismissed, shown once per key however often it is asked for.
    enqueueSnackbar(message, { variant, key, persist: true, preventDuplicate: true });
    return;
  }
  enqueueSnackbar(
    message,
    action ? { variant, action: actionButton(action), autoHideDuration: TOAST_WITH_ACTION_AUTO_HIDE_MS } : { variant },
  );
}

export default function ToastHost() {
  useEffect(() => attachToastHost({ show, dismiss: (key) => closeSnackbar(key) }), []);
  return (
    <>
      {/* Doubled class: outranks notistack's own single-class `top`, whatever order the sheets load in. */}
      <GlobalStyles
        styles={{
          [`.${BELOW_HEADER_CLASS}.${BELOW_HEADER_CLASS}`]: {
            top: `calc(var(${HEADER_HEIGHT_VARIABLE}, 0px) + ${TOAST_GAP_PX}px)`,
          },
        }}
      />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: BELOW_HEADER_CLASS }}
        Components={toastComponents}
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        maxSnack={3}
      />
    </>
  );
}
