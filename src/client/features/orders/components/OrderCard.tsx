import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { PRODUCT_NAME } from '../../../../shared/constants';
import type { OrderSummary } from '../../../../shared/contract/orders.contract';
import { formatRupees } from '../../../../shared/money';
import { orderTexts } from '../../../../shared/order-texts';
import { taxTexts } from '../../../../shared/tax-texts';
import { Trans } from '../../../i18n/Trans';
import { useTranslate } from '../../../i18n/translate';
import { ordersMessages as texts } from '../orders.messages';
import { useOrderDates } from '../orderDates';
import type { TaxDocument } from '../documentDownload';
import { orderCoupon } from '../orderCoupon';
import { hasReceipt } from '../orderStatus';
import { OrderLines } from './OrderLines';
import { OrderStatusChip } from './OrderStatusChip';
import { PRINT_HIDDEN_ATTRIBUTE } from './receiptPrinting';

/** What the shopper can do with an order awaiting payment. */
export interface AwaitingOrderActions {
  /** Checkout again for this same order (resumeOrderPayment). */
  onPay: (order: OrderSummary) => void;
  /** Releases it (cancelOrder). */
  onCancel: (order: OrderSummary) => void;
  /** A payment or a cancellation is under way: no second one. */
  busy: boolean;
}

interface OrderCardProps {
  order: OrderSummary;
  onPrint: (orderId: number) => void;
  /** Downloads the order's tax invoice (or receipt) or a refund's credit note; absent: no download offered. */
  onDownload?: (document: TaxDocument) => void;
  /** Whether this document's download is under way. */
  isDownloading?: (document: TaxDocument) => boolean;
  /** Marks this card as the receipt being printed (useReceiptPrinting). */
  printProps: Record<string, string>;
  awaiting: AwaitingOrderActions;
  /** Now, in ms: an order awaiting payment offers Pay now only until it expires. */
  now: number;
}

function AmountRow({ label, amount }: { label: string; amount: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatRupees(amount)}</Typography>
    </Box>
  );
}

/** What the order's coupon took off, above the total (the lines show their price before it too). */
function CouponRow({ order }: { order: OrderSummary }) {
  const coupon = orderCoupon(order);
  if (!coupon) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography>{`${coupon.label}:`}</Typography>
      <Typography sx={{ whiteSpace: 'nowrap' }}>{coupon.amount}</Typography>
    </Box>
  );
}

/**
 * An order awaiting payment: until when it can be paid, with Pay now and Cancel; once its time is
 * over (the store closes it soon), only that.
 */
function AwaitingPayment({
  order,
  awaiting,
  now,
}: {
  order: OrderSummary;
  awaiting: AwaitingOrderActions;
  now: number;
}) {
  const t = useTranslate();
  const dates = useOrderDates();
  const expiresAt = order.ExpiresAt;
  const payable = expiresAt !== null && Date.parse(expiresAt) > now;
  return (
    <Box
      sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      {...{ [PRINT_HIDDEN_ATTRIBUTE]: 'true' }}
    >
      {expiresAt ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {payable
            ? t(texts.payBy, { until: dates.dateTime(expiresAt) })
            : t(texts.paymentTimeOver, { at: dates.dateTime(expiresAt) })}
        </Typography>
      ) : null}
      {payable ? (
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            onClick={() => awaiting.onCancel(order)}
            disabled={awaiting.busy}
            aria-label={t(texts.cancelOrder, { orderId: order.OrderId })}
          >
            {t.text(orderTexts.cancel)}
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => awaiting.onPay(order)}
            disabled={awaiting.busy}
            aria-label={t(texts.payNowFor, { orderId: order.OrderId })}
          >
            {t.text(orderTexts.payNow)}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The order's refunds: each with its amount and date and, when it has one, its credit note's
 * number and "Download credit note".
 */
function Refunds({ order, onDownload, isDownloading }: Pick<OrderCardProps, 'order' | 'onDownload' | 'isDownloading'>) {
  const t = useTranslate();
  const dates = useOrderDates();
  return (
    <Box component="ul" aria-label={t(texts.refundsOfOrder, { orderId: order.OrderId })} sx={{ p: 0, m: 0, mt: 1 }}>
      {order.Refunds.map((refund) => {
        const creditNote = { kind: 'creditNote', refundId: refund.RefundId } as const;
        return (
          <Box
            component="li"
            key={refund.RefundId}
            sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}
          >
            <Typography variant="body2" sx={{ flex: '1 1 auto', minWidth: 0 }}>
              <Trans
                {...texts.refundLine}
                values={{ amount: formatRupees(refund.Amount), date: dates.date(refund.CreatedAt) }}
                components={{ 0: <time dateTime={refund.CreatedAt} /> }}
              />
              {refund.CreditNoteNumber ? ` · ${t(texts.creditNote, { number: refund.CreditNoteNumber })}` : null}
            </Typography>
            {onDownload && refund.CreditNoteNumber ? (
              <Button
                size="small"
                startIcon={<DownloadOutlinedIcon />}
                onClick={() => onDownload(creditNote)}
                disabled={isDownloading?.(creditNote)}
                aria-label={t(texts.downloadCreditNoteNumber, { number: refund.CreditNoteNumber })}
                {...{ [PRINT_HIDDEN_ATTRIBUTE]: 'true' }}
              >
                {t.text(taxTexts.downloadCreditNote)}
              </Button>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * One order of My Orders, laid out as its receipt: number, date, state, books, total, refunds (with
 * their credit notes); an order awaiting payment says until when, with Pay now and Cancel.
 */
export function OrderCard({ order, onPrint, onDownload, isDownloading, printProps, awaiting, now }: OrderCardProps) {
  const t = useTranslate();
  const dates = useOrderDates();
  const headingId = `order-${order.OrderId}`;
  const invoice = { kind: 'invoice', orderId: order.OrderId } as const;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', p: { xs: 2, sm: 2.5 } }}
      {...printProps}
    >
      <Typography sx={{ display: 'none', '@media print': { display: 'block' }, mb: 1, fontWeight: 600 }}>
        {t(texts.receiptHeading, { product: PRODUCT_NAME })}
      </Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h5">
            {t(texts.orderNumber, { orderId: order.OrderId })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans
              {...texts.placedOn}
              values={{ date: dates.date(order.CreatedAt) }}
              components={{ 0: <time dateTime={order.CreatedAt} /> }}
            />
            {order.ProviderOrderId ? (
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {' '}
                · {t(texts.paymentReference, { reference: order.ProviderOrderId })}
              </Box>
            ) : null}
          </Typography>
        </Box>
        <OrderStatusChip status={order.Status} />
      </Box>
      <OrderLines lines={order.Lines} label={t(texts.booksInOrder, { orderId: order.OrderId })} />
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <CouponRow order={order} />
        <AmountRow label={t(texts.total)} amount={order.Amount} />
        {order.RefundedAmount > 0 ? <AmountRow label={t(texts.refundedAmount)} amount={order.RefundedAmount} /> : null}
        {order.Refunds.length > 0 ? (
          <Refunds order={order} onDownload={onDownload} isDownloading={isDownloading} />
        ) : null}
      </Box>
      {order.Status === 'pending' ? <AwaitingPayment order={order} awaiting={awaiting} now={now} /> : null}
      {hasReceipt(order.Status) ? (
        <Box
          sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
          {...{ [PRINT_HIDDEN_ATTRIBUTE]: 'true' }}
        >
          {onDownload && order.PaidAt !== null ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadOutlinedIcon />}
              onClick={() => onDownload(invoice)}
              disabled={isDownloading?.(invoice)}
              aria-label={t(order.InvoiceNumber ? texts.downloadInvoiceFor : texts.downloadReceiptFor, {
                orderId: order.OrderId,
              })}
            >
              {t.text(order.InvoiceNumber ? taxTexts.downloadInvoice : taxTexts.downloadReceipt)}
            </Button>
          ) : null}
          <Button
            size="small"
            variant="outlined"
            startIcon={<PrintOutlinedIcon />}
            onClick={() => onPrint(order.OrderId)}
            aria-label={t(texts.printReceiptFor, { orderId: order.OrderId })}
          >
            {t(texts.printReceipt)}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
