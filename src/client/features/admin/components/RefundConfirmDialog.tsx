import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminOrder, OrderLine } from '../../../../shared/contract/orders.contract';
import { formatRupees } from '../../../../shared/money';

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
  const lines = target ? refundedLinesOf(target) : [];
  const amount = lines.reduce((sum, line) => sum + line.Price, 0);
  const title = target?.line ? `Refund "${target.line.BookName}"?` : `Refund order #${target?.order.OrderId ?? ''}?`;
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
          {formatRupees(amount)} for {lines.length === 1 ? '1 book' : `${lines.length} books`} of order #
          {target?.order.OrderId} goes back to the buyer through the payment provider, and{' '}
          {lines.length === 1 ? 'the book leaves' : 'the books leave'} their library.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || !target}
          onClick={() => target && onConfirm(target)}
        >
          Refund
        </Button>
      </DialogActions>
    </Dialog>
  );
}
