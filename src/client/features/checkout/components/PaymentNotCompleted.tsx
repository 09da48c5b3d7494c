import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { orderTexts } from '../../../../shared/order-texts';
import { formatDateTime } from '../../../lib/dates';
import type { CheckoutOrder } from '../checkout.slice';

interface PaymentNotCompletedProps {
  /** The order left unpaid (useOrderPayment's notCompleted); nothing shows without one. */
  order: CheckoutOrder | null;
  onTryAgain: () => void;
  onClose: () => void;
  /** A payment is under way (Try again was pressed). */
  busy: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Checkout was closed without paying (Escape, Back, its close button): say so, that nothing was
 * charged and until when the order is kept, with Try again (Checkout again for the same order).
 * The notice is announced (role alert) and Try again takes the focus the closed Checkout gave
 * back to nothing (its Checkout or Pay now button was disabled while it was open).
 */
export function PaymentNotCompleted({ order, onTryAgain, onClose, busy, sx }: PaymentNotCompletedProps) {
  const tryAgain = useRef<HTMLButtonElement>(null);
  const shown = order !== null;
  useEffect(() => {
    if (shown) tryAgain.current?.focus();
  }, [shown]);
  if (!order) return null;
  return (
    <Alert severity="warning" sx={sx}>
      <AlertTitle>{orderTexts.paymentNotCompletedTitle}</AlertTitle>
      {orderTexts.paymentNotCompleted(order.number, formatDateTime(order.expiresAt))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button ref={tryAgain} variant="contained" size="small" onClick={onTryAgain} disabled={busy}>
          {orderTexts.tryAgain}
        </Button>
        <Button color="inherit" size="small" onClick={onClose} disabled={busy}>
          {orderTexts.notNow}
        </Button>
      </Box>
    </Alert>
  );
}
