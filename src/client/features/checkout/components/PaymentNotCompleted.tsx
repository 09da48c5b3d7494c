import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { orderTexts } from '../../../../shared/order-texts';
import { activeLocale } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/translate';
import { checkoutMessages } from '../checkout.messages';
import { dateTimeIn } from '../localeDates';
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
  const t = useTranslate();
  const locale = activeLocale(useLingui().i18n);
  const tryAgain = useRef<HTMLButtonElement>(null);
  const shown = order !== null;
  useEffect(() => {
    if (shown) tryAgain.current?.focus();
  }, [shown]);
  if (!order) return null;
  return (
    <Alert severity="warning" sx={sx}>
      <AlertTitle>{t.text(orderTexts.paymentNotCompletedTitle)}</AlertTitle>
      {t(checkoutMessages.paymentNotCompleted, {
        number: String(order.number),
        until: dateTimeIn(order.expiresAt, locale),
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button ref={tryAgain} variant="contained" size="small" onClick={onTryAgain} disabled={busy}>
          {t.text(orderTexts.tryAgain)}
        </Button>
        <Button color="inherit" size="small" onClick={onClose} disabled={busy}>
          {t.text(orderTexts.notNow)}
        </Button>
      </Box>
    </Alert>
  );
}
