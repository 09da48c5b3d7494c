/**
 * The order state machine: the one table of which state may follow which (README, "Orders and
 * money", draws it).
 *
 *   pending ──> paid ──> refunded        (every line refunded)
 *      │          └────> disputed        (a dispute was lost: the money went back to the buyer)
 *      ├──> failed     (the shopper's payment failed)
 *      ├──> expired    (ORDER_TTL_MINUTES passed unpaid, or the shopper cancelled it first:
 *      │               failure_reason ORDER_CANCELLED, shown as 'cancelled')
 *      └──> abandoned  (a newer checkout replaced it, or a price changed before it was paid)
 *
 * Only a pending order can be fulfilled. (A free book's order of ₹0, decision 047, makes no move:
 * it is inserted paid, and no payment ever meets it.) A payment captured for an order in any other
 * state is refunded in full (a shopper is never charged twice, nor at an old price). A paid order
 * with some lines refunded stays 'paid' (shown as partly refunded). Every move is ONE conditional
 * update in OrdersRepository.move (`where status in (allowed sources)`), so racing events cannot
 * both win.
 */
import type { OrderRow, OrderStatus } from '../../db/database';

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'failed', 'expired', 'abandoned'],
  paid: ['refunded', 'disputed'],
  failed: [],
  expired: [],
  abandoned: [],
  refunded: [],
  disputed: [],
};

/**
 * The failure_reason of an order its shopper cancelled while it awaited payment (cancelOrder). It
 * moves pending -> expired, as if its time had run out: it can no longer be paid, the reconciler
 * keeps watching it, and a payment that still arrives is refunded in full.
 */
export const ORDER_CANCELLED = 'cancelled-by-buyer';

export const isCancelled = (order: Pick<OrderRow, 'status' | 'failure_reason'>): boolean =>
  order.status === 'expired' && order.failure_reason === ORDER_CANCELLED;

/** The states an order may move to `target` from. */
export function sourcesOf(target: OrderStatus): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((source) =>
    ORDER_TRANSITIONS[source].includes(target),
  );
}

/** Why money went back; kept with each refund (the admin's Orders page shows it). */
export const REFUND_REASONS = {
  /** The buyer already owned the line's book when this payment arrived. */
  alreadyOwned: 'already-owned',
  /** The order was paid already, by another payment. */
  doublePayment: 'double-payment',
  expired: 'order-expired',
  /** The shopper cancelled the order before this payment arrived. */
  cancelled: 'order-cancelled',
  abandoned: 'order-abandoned',
  failed: 'order-failed',
  /** A price of the order changed between checkout and payment. */
  priceChanged: 'price-changed',
  /** The payment did not match the order (amount or currency). */
  mismatch: 'payment-mismatch',
  /** The buyer deleted the account before paying. */
  noBuyer: 'buyer-deleted',
  admin: 'admin',
  /** Refunded outside the store (the provider's dashboard): learnt from its webhook. */
  provider: 'provider',
} as const;
export type RefundReason = (typeof REFUND_REASONS)[keyof typeof REFUND_REASONS];

/** The refund reason of a payment that arrived for an order in this (unfulfillable) state. */
export function refundReasonFor(order: Pick<OrderRow, 'status' | 'failure_reason'>): RefundReason {
  switch (order.status) {
    case 'expired':
      return isCancelled(order) ? REFUND_REASONS.cancelled : REFUND_REASONS.expired;
    case 'abandoned':
      return REFUND_REASONS.abandoned;
    case 'failed':
      return REFUND_REASONS.failed;
    default:
      return REFUND_REASONS.doublePayment;
  }
}
