import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../../shared/money';
import { formatDate } from '../../../lib/dates';
import { orderCoupon, OrderStatusChip } from '../../orders';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { AdminFactList } from './AdminFactList';
import { AdminOrderDetails } from './AdminOrderDetails';
import {
  OrderDetailsRegion,
  OrderDetailsToggle,
  orderFactLabels,
  refundedText,
  useOrderDetails,
  type AdminOrderItemProps,
} from './AdminOrderControls';

/**
 * An order in Manage Orders on a phone: number, date and buyer, then its status, amount and
 * refunded amount, labelled as the table's headings label them, and its details expanded below
 * at the card's full width.
 */
export function AdminOrderCard({ order, onRefund }: AdminOrderItemProps) {
  const t = useTranslate();
  const labels = orderFactLabels(t);
  const { open, toggle, detailsId } = useOrderDetails(order.OrderId);
  const headingId = `admin-order-card-${order.OrderId}`;
  const coupon = orderCoupon(order);
  const facts = [
    { label: labels.status, value: <OrderStatusChip status={order.Status} /> },
    { label: labels.amount, value: formatRupees(order.Amount) },
    ...(coupon ? [{ label: coupon.label, value: coupon.amount }] : []),
    { label: labels.refunded, value: refundedText(order) },
  ];
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 600 }}>
            {t(adminMessages.orderNumber, { id: order.OrderId })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {`${formatDate(order.CreatedAt)} · ${order.UserEmail ?? t(adminMessages.accountDeleted)}`}
          </Typography>
        </Box>
        <OrderDetailsToggle orderId={order.OrderId} open={open} detailsId={detailsId} onToggle={toggle} />
      </Box>
      <Box sx={{ mt: 1 }}>
        <AdminFactList facts={facts} valueAlign="right" />
      </Box>
      <OrderDetailsRegion orderId={order.OrderId} open={open} detailsId={detailsId}>
        <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1 }}>
          <AdminOrderDetails order={order} onRefund={onRefund} />
        </Box>
      </OrderDetailsRegion>
    </Paper>
  );
}
