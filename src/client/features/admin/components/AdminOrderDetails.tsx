import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../../../../shared/contract/orders.contract';
import { formatRupees } from '../../../../shared/money';
import { formatDateTime } from '../../../lib/dates';
import { isRefundable, orderCoupon, OrderLines, useDocumentDownload, type TaxDocument } from '../../orders';
import type { AdminOrderItemProps } from './AdminOrderControls';
import type { MessageDescriptor } from '@lingui/core';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { DetailTable } from './DetailTable';

type AdminOrderDetailsProps = AdminOrderItemProps;

/**
 * What the store did with a webhook event (the server's payment-events outcomes), in words: a
 * repeated delivery, or the notice of a refund the store made itself, was 'duplicate', which read
 * like an error. An outcome not listed here shows as it came.
 */
const webhookOutcomeLabels: Record<string, MessageDescriptor> = {
  processed: adminMessages.webhookProcessed,
  duplicate: adminMessages.webhookDuplicate,
  'not-captured': adminMessages.webhookNotCaptured,
  'unknown-order': adminMessages.webhookUnknownOrder,
  'unknown-payment': adminMessages.webhookUnknownPayment,
  'inconsistent-event': adminMessages.webhookInconsistentEvent,
};

function webhookOutcomeLabel(t: Translate, outcome: string | null): string {
  if (outcome === null) return t(adminMessages.webhookNotProcessed);
  const label = Object.hasOwn(webhookOutcomeLabels, outcome) ? webhookOutcomeLabels[outcome] : undefined;
  return label ? t(label) : outcome;
}

const bookNames = (t: Translate, order: AdminOrder, bookIds: number[]) =>
  bookIds
    .map((id) => order.Lines.find((line) => line.BookId === id)?.BookName ?? t(adminMessages.bookOfId, { id }))
    .join(', ');

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
  const t = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {number}
      <Button
        size="small"
        onClick={() => onDownload(document)}
        disabled={downloading}
        aria-label={t(adminMessages.downloadCreditNote, { number })}
      >
        {t(adminMessages.download)}
      </Button>
    </Box>
  );
}

/**
 * An expanded admin order: buyer, books (each refundable), payments, refunds (with their credit
 * notes) and the provider's webhooks.
 */
export function AdminOrderDetails({ order, onRefund }: AdminOrderDetailsProps) {
  const t = useTranslate();
  const { download, isDownloading } = useDocumentDownload();
  const refundable = isRefundable(order.Status);
  const canRefundOrder = refundable && order.Lines.some((line) => !line.Refunded);
  const coupon = orderCoupon(order);
  return (
    <Box sx={{ py: 1.5, px: { xs: 0, sm: 1 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
      >
        <section aria-label={t(adminMessages.buyer)}>
          <Typography component="h3" variant="h6">
            {t(adminMessages.buyer)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {order.UserEmail ? `${order.UserName ?? ''} <${order.UserEmail}>`.trim() : t(adminMessages.accountDeleted)}
          </Typography>
          {order.ProviderOrderId ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t(adminMessages.providerOrder, { id: order.ProviderOrderId })}
            </Typography>
          ) : null}
          {order.FailureReason ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(adminMessages.failure, { reason: order.FailureReason })}
            </Typography>
          ) : null}
        </section>
        {canRefundOrder ? (
          <Button variant="outlined" color="error" size="small" onClick={() => onRefund(order)}>
            {t(adminMessages.refundOrder)}
          </Button>
        ) : null}
      </Box>

      <Typography component="h3" variant="h6" sx={{ mt: 2, mb: 0.5 }}>
        {t(adminMessages.books)}
      </Typography>
      <OrderLines
        lines={order.Lines}
        label={t(adminMessages.booksInOrder, { id: order.OrderId })}
        action={(line) =>
          refundable && !line.Refunded ? (
            <Button
              size="small"
              color="error"
              onClick={() => onRefund(order, line)}
              aria-label={t(adminMessages.refundNamed, { title: line.BookName })}
            >
              {t(adminMessages.refund)}
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
        label={t(adminMessages.payments)}
        columns={[
          t(adminMessages.columnPayment),
          t(adminMessages.amount),
          t(adminMessages.status),
          t(adminMessages.columnSettlement),
          t(adminMessages.columnCreated),
        ]}
        emptyText={t(adminMessages.noPayment)}
        rows={order.Payments.map((payment) => ({
          key: payment.PaymentId,
          cells: [
            payment.PaymentId,
            formatRupees(payment.Amount),
            payment.Status,
            payment.Settlement ?? t(adminMessages.notSettled),
            formatDateTime(payment.CreatedAt),
          ],
        }))}
      />
      <DetailTable
        label={t(adminMessages.refunds)}
        columns={[
          t(adminMessages.amount),
          t(adminMessages.columnReason),
          t(adminMessages.status),
          t(adminMessages.books),
          t(adminMessages.columnRefundId),
          t(adminMessages.columnCreditNote),
          t(adminMessages.columnCreated),
        ]}
        emptyText={t(adminMessages.noRefunds)}
        rows={order.Refunds.map((refund) => ({
          key: String(refund.RefundId),
          cells: [
            formatRupees(refund.Amount),
            refund.Reason,
            refund.Status,
            bookNames(t, order, refund.BookIds),
            refund.ProviderRefundId ?? t(adminMessages.notSentYet),
            refund.CreditNoteNumber ? (
              <CreditNote
                key="credit-note"
                number={refund.CreditNoteNumber}
                document={{ kind: 'creditNote', refundId: refund.RefundId }}
                onDownload={(document) => void download(document)}
                downloading={isDownloading({ kind: 'creditNote', refundId: refund.RefundId })}
              />
            ) : (
              t(adminMessages.none)
            ),
            formatDateTime(refund.CreatedAt),
          ],
        }))}
      />
      <DetailTable
        label={t(adminMessages.webhooks)}
        columns={[t(adminMessages.columnEvent), t(adminMessages.columnReceived), t(adminMessages.columnOutcome)]}
        emptyText={t(adminMessages.noWebhooks)}
        rows={order.Webhooks.map((webhook) => ({
          key: webhook.EventId,
          cells: [webhook.Event, formatDateTime(webhook.ReceivedAt), webhookOutcomeLabel(t, webhook.Outcome)],
        }))}
      />
    </Box>
  );
}
