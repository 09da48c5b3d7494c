import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { uiPaths } from '../../../../shared/ui-paths';
import { useTranslate } from '../../../i18n/translate';
import { checkoutMessages } from '../checkout.messages';

/** Simple outline marks drawn inline: no external images, no store artwork. */
function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9s-1.9-.9-3.2-.8c-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.7 1.3-2.7s-2.4-1-2.4-4.1zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

function PlayMark() {
  const colours = useTheme().palette.playMark;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill={colours.green} d="M3.6 2.3 13.5 12l-9.9 9.7c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2z" />
      <path fill={colours.yellow} d="m16.8 15.3-3.3-3.3 3.3-3.3 3.7 2.1c1 .6 1 1.8 0 2.4l-3.7 2.1z" />
      <path fill={colours.blue} d="M16.8 8.7 13.5 12 3.6 2.3c.3-.2.8-.2 1.2 0l12 6.4z" />
      <path fill={colours.red} d="M16.8 15.3 4.8 21.7c-.4.2-.9.2-1.2 0l9.9-9.7 3.3 3.3z" />
    </svg>
  );
}

function StoreBadge({ mark, small, big }: { mark: ReactNode; small: string; big: string }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        minWidth: 150,
        borderRadius: 1.5,
        bgcolor: 'storeBadge.background',
        color: 'storeBadge.text',
        listStyle: 'none',
      }}
    >
      {mark}
      <Box sx={{ lineHeight: 1.1, textAlign: 'left' }}>
        <Box component="span" sx={{ display: 'block', fontSize: '0.65rem', letterSpacing: 0.3 }}>
          {small}
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: '1rem', fontWeight: 600 }}>
          {big}
        </Box>
      </Box>
    </Box>
  );
}

/** Spec section 2: the 'Order Successful' modal with store badges, 'Go to My Library' and 'Continue Shopping' to /. */
export function OrderSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="order-success-title" maxWidth="xs" fullWidth>
      <Box sx={{ textAlign: 'center', pt: 3 }}>
        <CheckCircleIcon sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />
      </Box>
      <DialogTitle id="order-success-title" component="h2" sx={{ textAlign: 'center', pb: 1 }}>
        {t(checkoutMessages.orderSuccessful)}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{t(checkoutMessages.thanks, { product: PRODUCT_NAME })}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t(checkoutMessages.readAnywhere)}
        </Typography>
        <Box
          component="ul"
          aria-label={t(checkoutMessages.appStores)}
          sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', p: 0, m: 0 }}
        >
          <StoreBadge mark={<AppleMark />} small={t(checkoutMessages.downloadOnThe)} big="App Store" />
          <StoreBadge mark={<PlayMark />} small={t(checkoutMessages.getItOn)} big="Google Play" />
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={uiPaths.library} variant="contained" onClick={onClose}>
          {t(checkoutMessages.goToLibrary)}
        </Button>
        <Button component={RouterLink} to={uiPaths.home} variant="outlined" onClick={onClose}>
          {t(checkoutMessages.continueShopping)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
