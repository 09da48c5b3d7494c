import type { ChipProps } from '@mui/material/Chip';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderDisplayStatus } from '../../../shared/contract/orders.contract';
import { ordersMessages as texts } from './orders.messages';

/** What each state of an order is called on screen. */
export const orderStatusLabels: Record<OrderDisplayStatus, MessageDescriptor> = {
  paid: texts.statusPaid,
  'partly-refunded': texts.statusPartlyRefunded,
  refunded: texts.statusRefunded,
  failed: texts.statusFailed,
  expired: texts.statusExpired,
  cancelled: texts.statusCancelled,
  abandoned: texts.statusAbandoned,
  pending: texts.statusPending,
  disputed: texts.statusDisputed,
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
