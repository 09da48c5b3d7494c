import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../../../../shared/contract/orders.contract';
import { formatRupees } from '../../../../shared/money';
import { taxTexts } from '../../../../shared/tax-texts';
import { formatDateTime } from '../../../lib/dates';
import { isRefundable, orderCoupon, OrderLines, useDocumentDownload, type TaxDocument } from '../../orders';
import type { AdminOrderItemProps } from './AdminOrderControls';
import { DetailTable } from './DetailTable';

type AdminOrderDetailsProps = AdminOrderItemProps;

/**
 * What the store did with a webhook event (the server's payment-events outcomes), in words: a
 * repeated delivery, or the notice of a refund the store made itself, was 'duplicate', which read
 * like an error. An outcome not listed here shows as it came.
 */
const webhookOutcomeLabels: Record<string, string> = {
  processed: 'processed',
  duplicate: 'already handled',
  'not-captured': 'not captured yet',
  'unknown-order': 'not an order of this store',
  'unknown-payment': 'payment not known to the store',
  'inconsistent-event': 'ignored (inconsistent event)',
};

function webhookOutcomeLabel(outcome: string | null): string {
  return outcome === null ? 'Not processed yet' : (webhookOutcomeLabels[outcome] ?? outcome);
}

const bookNames = (order: AdminOrder, bookIds: number[]) =>
  bookIds.map((id) => order.Lines.find((line) => line.BookId === id)?.BookName ?? `Book ${id}`).join(', ');

/** A refund's credit note: its number, and its PDF (GET /api/getCreditNote). */
function CreditNote({
  number,
  document,
  onDownload,
  downloading,
}: {
  number: string;
  document: TaxDocument;
  onDownload: (document: TaxDocument) => void;
  downloading: boolean;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {number}
      <Button
        size="small"
        onClick={() => onDownload(document)}
        disabled={downloading}
        aria-label={`${taxTexts.downloadCreditNote} ${number}`}
      >
        Download
      </Button>
    </Box>
  );
}

/**
 * An expanded admin order: buyer, books (each refundable), payments, refunds (with their credit
 * notes) and the provider's webhooks.
 */
export function AdminOrderDetails({ order, onRefund }: AdminOrderDetailsProps) {
  const { download, isDownloading } = useDocumentDownload();
  const refundable = isRefundable(order.Status);
  const canRefundOrder = refundable && order.Lines.some((line) => !line.Refunded);
  const coupon = orderCoupon(order);
  return (
    <Box sx={{ py: 1.5, px: { xs: 0, sm: 1 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
      >
        <section aria-label="Buyer">
          <Typography component="h3" variant="h6">
            Buyer
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {order.UserEmail ? `${order.UserName ?? ''} <${order.UserEmail}>`.trim() : 'Account deleted'}
          </Typography>
          {order.ProviderOrderId ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              Provider order {order.ProviderOrderId}
            </Typography>
          ) : null}
          {order.FailureReason ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Failure: {order.FailureReason}
            </Typography>
          ) : null}
        </section>
        {canRefundOrder ? (
          <Button variant="outlined" color="error" size="small" onClick={() => onRefund(order)}>
            Refund order
          </Button>
        ) : null}
      </Box>

      <Typography component="h3" variant="h6" sx={{ mt: 2, mb: 0.5 }}>
        Books
      </Typography>
      <OrderLines
        lines={order.Lines}
        label={`Books in order ${order.OrderId}`}
        action={(line) =>
          refundable && !line.Refunded ? (
            <Button
              size="small"
              color="error"
              onClick={() => onRefund(order, line)}
              aria-label={`Refund ${line.BookName}`}
            >
              Refund
            </Button>
          ) : null
        }
      />
      {coupon ? (
        <Typography
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, borderTop: 1, borderColor: 'divider', pt: 1 }}
        >
          <span>{`${coupon.label}:`}</span>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {coupon.amount}
          </Box>
        </Typography>
      ) : null}

      <DetailTable
        label="Payments"
        columns={['Payment', 'Amount', 'Status', 'Settlement', 'Created']}
        emptyText="No payment yet."
        rows={order.Payments.map((payment) => ({
          key: payment.PaymentId,
          cells: [
            payment.PaymentId,
            formatRupees(payment.Amount),
            payment.Status,
            payment.Settlement ?? 'Not settled',
            formatDateTime(payment.CreatedAt),
          ],
        }))}
      />
      <DetailTable
        label="Refunds"
        columns={['Amount', 'Reason', 'Status', 'Books', 'Refund id', 'Credit note', 'Created']}
        emptyText="No refunds."
        rows={order.Refunds.map((refund) => ({
          key: String(refund.RefundId),
          cells: [
            formatRupees(refund.Amount),
            refund.Reason,
            refund.Status,
            bookNames(order, refund.BookIds),
            refund.ProviderRefundId ?? 'Not sent yet',
            refund.CreditNoteNumber ? (
              <CreditNote
                key="credit-note"
                number={refund.CreditNoteNumber}
                document={{ kind: 'creditNote', refundId: refund.RefundId }}
                onDownload={(document) => void download(document)}
                downloading={isDownloading({ kind: 'creditNote', refundId: refund.RefundId })}
              />
            ) : (
              'None'
            ),
            formatDateTime(refund.CreatedAt),
          ],
        }))}
      />
      <DetailTable
        label="Webhooks"
        columns={['Event', 'Received', 'Outcome']}
        emptyText="No webhook events."
        rows={order.Webhooks.map((webhook) => ({
          key: webhook.EventId,
          cells: [webhook.Event, formatDateTime(webhook.ReceivedAt), webhookOutcomeLabel(webhook.Outcome)],
        }))}
      />
    </Box>
  );
}
