import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

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

/** For SnackbarProvider's `Components`: every variant drawn by ToastContent. */
export const toastComponents = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
