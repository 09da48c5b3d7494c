import type { ChipProps } from '@mui/material/Chip';
import type { OrderDisplayStatus } from '../../../shared/contract/orders.contract';

/** What each state of an order is called on screen. */
export const orderStatusLabels: Record<OrderDisplayStatus, string> = {
  paid: 'Paid',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
  failed: 'Failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  abandoned: 'Replaced by a newer checkout',
  pending: 'Awaiting payment',
  disputed: 'Disputed',
};

/** The chip's palette role: money kept is success, money given back info, trouble error. */
export const orderStatusColors: Record<OrderDisplayStatus, ChipProps['color']> = {
  paid: 'success',
  'partly-refunded': 'info',
  refunded: 'info',
  failed: 'error',
  expired: 'default',
  cancelled: 'default',
  abandoned: 'default',
  pending: 'warning',
  disputed: 'error',
};

/** Orders that took money, and so have a receipt. */
export const hasReceipt = (status: OrderDisplayStatus): boolean =>
  status === 'paid' || status === 'partly-refunded' || status === 'refunded';

/** Orders whose remaining lines an admin may refund (the server has the last word). */
export const isRefundable = (status: OrderDisplayStatus): boolean => status === 'paid' || status === 'partly-refunded';
