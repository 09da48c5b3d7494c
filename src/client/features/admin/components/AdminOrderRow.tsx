import { Fragment } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatRupees } from '../../../../shared/money';
import { formatDate } from '../../../lib/dates';
import { orderCoupon, OrderStatusChip } from '../../orders';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { AdminOrderDetails } from './AdminOrderDetails';
import {
  OrderDetailsRegion,
  OrderDetailsToggle,
  orderFactLabels,
  refundedText,
  useOrderDetails,
  type AdminOrderItemProps,
} from './AdminOrderControls';

/** Manage Orders' columns, in the order AdminOrderRow fills them. */
export function adminOrderColumns(t: Translate): Array<string | { label: string; align: 'right' | 'center' }> {
  const labels = orderFactLabels(t);
  return [
    '',
    t(adminMessages.columnOrder),
    t(adminMessages.columnPlaced),
    t(adminMessages.columnBuyer),
    labels.status,
    { label: labels.amount, align: 'right' },
    { label: labels.refunded, align: 'right' },
  ];
}
const COLUMN_COUNT = 7;

/**
 * Between sm and md the orders table scrolls sideways; the expanded details stay in view at the
 * screen's width instead (their own tables scroll inside), so the books and Refund buttons need no
 * scrolling. 82 px: the page's gutters (2 x 24), the list's border (2) and the cell's padding (2 x 16).
 */
const detailsOnSmallScreensSx = {
  position: { xs: 'sticky', md: 'static' },
  left: 0,
  width: { xs: 'calc(100vw - 82px)', md: 'auto' },
} as const;

/** An order in Manage Orders' table (tablets and wider), with its details below it when expanded. */
export function AdminOrderRow({ order, onRefund }: AdminOrderItemProps) {
  const t = useTranslate();
  const { open, toggle, detailsId } = useOrderDetails(order.OrderId);
  const coupon = orderCoupon(order);
  return (
    <Fragment>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <OrderDetailsToggle orderId={order.OrderId} open={open} detailsId={detailsId} onToggle={toggle} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>#{order.OrderId}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(order.CreatedAt)}</TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
          {order.UserEmail ?? t(adminMessages.accountDeleted)}
        </TableCell>
        <TableCell>
          <OrderStatusChip status={order.Status} />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {formatRupees(order.Amount)}
          {coupon ? (
            <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
              {`${coupon.label} ${coupon.amount}`}
            </Box>
          ) : null}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {refundedText(order)}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <OrderDetailsRegion orderId={order.OrderId} open={open} detailsId={detailsId}>
            <Box sx={detailsOnSmallScreensSx}>
              <AdminOrderDetails order={order} onRefund={onRefund} />
            </Box>
          </OrderDetailsRegion>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
