import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminOrder, OrderLine } from '../../../../shared/contract/orders.contract';
import { formatRupees } from '../../../../shared/money';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';

/** What an admin is about to refund: a whole order (every line not refunded yet), or one line. */
export interface RefundTarget {
  order: AdminOrder;
  line?: OrderLine;
}

/** The lines a refund covers, and what they come to. */
export function refundedLinesOf({ order, line }: RefundTarget): OrderLine[] {
  return line ? [line] : order.Lines.filter((candidate) => !candidate.Refunded);
}

interface RefundConfirmDialogProps {
  target: RefundTarget | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (target: RefundTarget) => void;
}

/** A refund sends money back and takes books out of a library: it is asked for twice. */
export function RefundConfirmDialog({ target, busy, onCancel, onConfirm }: RefundConfirmDialogProps) {
  const t = useTranslate();
  const lines = target ? refundedLinesOf(target) : [];
  const amount = lines.reduce((sum, line) => sum + line.Price, 0);
  const title = target?.line
    ? t(adminMessages.refundBookTitle, { title: target.line.BookName })
    : t(adminMessages.refundOrderTitle, { id: target?.order.OrderId ?? '' });
  return (
    <Dialog
      open={target !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="refund-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="refund-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(adminMessages.refundBody, {
            amount: formatRupees(amount),
            count: lines.length,
            id: target?.order.OrderId ?? '',
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t(adminMessages.cancel)}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || !target}
          onClick={() => target && onConfirm(target)}
        >
          {t(adminMessages.refund)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
