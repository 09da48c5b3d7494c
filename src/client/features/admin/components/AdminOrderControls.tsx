import type { ReactNode } from 'react';
import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { AdminOrder, OrderLine } from '../../../../shared/contract/orders.contract';
import { formatRupees } from '../../../../shared/money';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';

/** What Manage Orders' table row and phone card both take. */
export interface AdminOrderItemProps {
  order: AdminOrder;
  /** Asks to refund the whole order (no line) or one line; the page confirms first. */
  onRefund: (order: AdminOrder, line?: OrderLine) => void;
}

/** The column headings, and the card's labels, of what an order shows at a glance. */
export const orderFactLabels = (t: Translate) => ({
  status: t(adminMessages.status),
  amount: t(adminMessages.amount),
  refunded: t(adminMessages.refunded),
});

/** The refunded amount as the list shows it: a dash while nothing was refunded. */
export const refundedText = (order: AdminOrder): string =>
  order.RefundedAmount > 0 ? formatRupees(order.RefundedAmount) : '—';

/** Whether an order's details are open, and the ids that tie the toggle to them. */
export function useOrderDetails(orderId: number) {
  const [open, setOpen] = useState(false);
  return { open, toggle: () => setOpen((value) => !value), detailsId: `admin-order-${orderId}` };
}

/** Shows or hides an order's details (payments, refunds, webhooks). */
export function OrderDetailsToggle({
  orderId,
  open,
  detailsId,
  onToggle,
}: {
  orderId: number;
  open: boolean;
  detailsId: string;
  onToggle: () => void;
}) {
  const t = useTranslate();
  return (
    <IconButton
      size="small"
      aria-expanded={open}
      aria-controls={detailsId}
      aria-label={t(open ? adminMessages.hideOrderDetails : adminMessages.showOrderDetails, { id: orderId })}
      onClick={onToggle}
    >
      {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
    </IconButton>
  );
}

/** The region the toggle opens, mounted only while open. */
export function OrderDetailsRegion({
  orderId,
  open,
  detailsId,
  children,
}: {
  orderId: number;
  open: boolean;
  detailsId: string;
  children: ReactNode;
}) {
  const t = useTranslate();
  return (
    <Collapse
      in={open}
      unmountOnExit
      id={detailsId}
      role="region"
      aria-label={t(adminMessages.orderDetailsRegion, { id: orderId })}
    >
      {children}
    </Collapse>
  );
}
