/**
 * Settles a payment the provider holds for one of our orders: it either pays the order (books
 * granted once) or is refunded in full; never both, never neither. The browser's report, the
 * webhooks and the reconciler all come here, in whatever order and as often as they like.
 *
 * - Only a CAPTURED payment of exactly the order's amount and currency pays an order. An authorized
 *   one is captured here first (POST /v1/payments/:id/capture), but only while the order is still
 *   payable; otherwise it is left uncaptured and the provider releases it.
 * - Only a pending, unexpired order whose prices are still the book prices can be paid. A captured
 *   payment for any other order (expired, abandoned, failed, paid by another payment, the buyer
 *   gone) is refunded in full, so nobody is charged twice nor gets a book at an old price.
 * - Lines whose book the buyer already owns (another order granted it) are refunded line by line.
 *
 * Concurrency: the decision is one transaction opened by conditional updates: the order moves
 * pending -> paid for one caller only, and a payment is claimed ('fulfilled' or 'refunded') once
 * (OrderPaymentsRepository.claimSettlement). Refunds are recorded inside that transaction and sent
 * to the provider after it (RefundSender); a refund that could not be sent is re-sent later.
 */
import { CURRENCY } from '../../../shared/constants';
import { sumPaise } from '../../../shared/money';
import type { Clock } from '../../clock';
import type { OrderRow, PaymentSettlement as Settlement } from '../../db/database';
import type { Repositories, TransactionRepositories, UnitOfWork } from '../../db/unit-of-work';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { PaymentProviderError, type RazorpayPayment } from '../../payments/razorpay-client';
import { issueTaxInvoice } from '../tax/tax-invoices';
import { grantOrderBooks } from './book-grants';
import { nextCheckAt, PENDING_CHECK_MS } from './check-schedule';
import { REFUND_REASONS, refundReasonFor, type RefundReason } from './order-states';
import type { OrderMail } from './order-mail';
import type { FastifyBaseLogger } from 'fastify';
import type { RefundSender } from './refund-sender';

/** What the store needs to know of a provider payment (from its API or a webhook's entity). */
export interface ProviderPayment {
  id: string;
  /** The provider's order id. */
  orderId: string;
  amount: number;
  currency: string;
  /** 'created' | 'authorized' | 'captured' | 'refunded' | 'failed' */
  status: string;
  /** A failed payment's error text, kept with the order. */
  failureReason?: string | null;
}

export function providerPaymentOf(
  payment: Pick<RazorpayPayment, 'id' | 'order_id' | 'amount' | 'currency' | 'status' | 'error_description'>,
): ProviderPayment | undefined {
  if (!payment.order_id) return undefined;
  return {
    id: payment.id,
    orderId: payment.order_id,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    failureReason: payment.error_description,
  };
}

export type SettleOutcome =
  | { result: 'fulfilled'; orderId: number; grantedBookIds: number[]; refundedBookIds: number[] }
  | { result: 'refunded'; orderId: number; reason: RefundReason }
  | { result: 'already-settled'; orderId: number; settlement: Settlement }
  /** Authorized (or only created) and not captured: not settled, nothing granted. */
  | { result: 'not-captured'; orderId: number }
  | { result: 'failed'; orderId: number }
  | { result: 'unknown-order' };

export interface PaymentSettlementDeps {
  uow: UnitOfWork;
  gateway: PaymentGateway;
  clock: Clock;
  refundSender: RefundSender;
  /** The receipt of a paid order; the notice of a payment refunded in full. */
  orderMail: OrderMail;
  /** Where each settlement is logged with its order (ops: a payment's trail in the logs). */
  log?: Pick<FastifyBaseLogger, 'info'>;
}

export class PaymentSettlementService {
  constructor(private readonly deps: PaymentSettlementDeps) {}

  async settle(payment: ProviderPayment): Promise<SettleOutcome> {
    const order = await this.deps.uow.repos.orders.findByProviderOrderId(payment.orderId);
    if (!order) return { result: 'unknown-order' };
    if (payment.status === 'failed') return this.logOutcome(order, payment, await this.recordFailure(order, payment));
    const captured = payment.status === 'authorized' ? await this.captureIfPayable(order, payment) : payment;
    if (captured.status === 'refunded') return this.recordRefundedElsewhere(order, captured);
    if (captured.status !== 'captured') {
      await this.deps.uow.repos.orderPayments.record(this.seen(order, captured));
      return { result: 'not-captured', orderId: order.id };
    }
    const outcome = await this.settleCaptured(order, captured);
    this.logOutcome(order, captured, outcome);
    // What this settlement refunded goes to the provider now; a fulfilment that refunded nothing
    // recorded nothing to send (a refund left pending earlier is the reconciler's, sendDue).
    if (outcome.result === 'refunded' || (outcome.result === 'fulfilled' && outcome.refundedBookIds.length > 0))
      await this.deps.refundSender.sendFor(order.id);
    return outcome;
  }

  /** A settlement that changed something, in the log with its order (never the buyer or the card). */
  private logOutcome(order: OrderRow, payment: ProviderPayment, outcome: SettleOutcome): SettleOutcome {
    if (outcome.result === 'already-settled') return outcome;
    this.deps.log?.info(
      {
        orderId: order.id,
        providerOrderId: payment.orderId,
        paymentId: payment.id,
        amountPaise: payment.amount,
        result: outcome.result,
        ...(outcome.result === 'refunded' ? { reason: outcome.reason } : {}),
      },
      `payment ${payment.id} of order ${order.id}: ${outcome.result}`,
    );
    return outcome;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  private seen(order: OrderRow, payment: ProviderPayment) {
    return {
      orderId: order.id,
      providerPaymentId: payment.id,
      amountPaise: payment.amount,
      currency: payment.currency,
      status: payment.status,
      now: this.now(),
    };
  }

  /** A failed attempt: recorded; a pending order becomes failed (a paid one is never undone). */
  private async recordFailure(order: OrderRow, payment: ProviderPayment): Promise<SettleOutcome> {
    const { clock } = this.deps;
    const { orders, orderPayments } = this.deps.uow.repos;
    await orderPayments.record(this.seen(order, payment));
    if (order.status === 'pending') {
      const now = clock.now();
      // Still watched: a UPI payment reported failed may complete minutes later (and is refunded).
      const next = nextCheckAt({ ...order, status: 'failed', updated_at: now.toISOString() }, now);
      await orders.move(order.id, 'failed', {
        now: now.toISOString(),
        set: { failure_reason: payment.failureReason ?? null, payment_id: payment.id, next_check_at: next },
      });
    }
    return { result: 'failed', orderId: order.id };
  }

  /**
   * Captures an authorized payment if the order could still take it. When capturing fails (the
   * provider captured it itself meanwhile, or is unreachable), the payment is fetched again and
   * the reconciler will look at the order soon.
   */
  private async captureIfPayable(order: OrderRow, payment: ProviderPayment): Promise<ProviderPayment> {
    const { gateway, clock } = this.deps;
    const { orders } = this.deps.uow.repos;
    if ((await this.unpayableReason(order, payment, this.deps.uow.repos)) !== undefined) return payment;
    try {
      return (
        providerPaymentOf(await gateway.client.capturePayment(payment.id, payment.amount, payment.currency)) ?? payment
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await orders.checkSoon(order.id, new Date(clock.now().getTime() + PENDING_CHECK_MS).toISOString());
      try {
        return providerPaymentOf(await gateway.client.fetchPayment(payment.id)) ?? payment;
      } catch (fetchError) {
        if (!(fetchError instanceof PaymentProviderError)) throw fetchError;
        return payment;
      }
    }
  }

  /** Why this payment cannot pay this order, or undefined when it can (read through `repos`, the transaction's while deciding). */
  private async unpayableReason(
    order: OrderRow,
    payment: ProviderPayment,
    repos: Pick<Repositories, 'orders'>,
  ): Promise<RefundReason | undefined> {
    if (payment.currency !== CURRENCY || payment.currency !== order.currency || payment.amount !== order.amount_paise)
      return REFUND_REASONS.mismatch;
    if (order.status !== 'pending') return refundReasonFor(order);
    if (order.user_id === null) return REFUND_REASONS.noBuyer;
    if (order.expires_at !== null && order.expires_at <= this.now()) return REFUND_REASONS.expired;
    if ((await repos.orders.repricedLineCount(order.id)) > 0) return REFUND_REASONS.priceChanged;
    return undefined;
  }

  private async settleCaptured(order: OrderRow, payment: ProviderPayment): Promise<SettleOutcome> {
    const outcome = await this.decideCaptured(order, payment);
    if (outcome.result === 'fulfilled' || outcome.result === 'refunded') this.deps.orderMail.sendSoon();
    return outcome;
  }

  private decideCaptured(order: OrderRow, payment: ProviderPayment): Promise<SettleOutcome> {
    return this.deps.uow.transact(async (repos): Promise<SettleOutcome> => {
      const { orders, orderPayments } = repos;
      const settled = await orderPayments.record(this.seen(order, payment));
      if (settled) return { result: 'already-settled', orderId: order.id, settlement: settled };
      const current = (await orders.findById(order.id)) ?? order;
      const reason = await this.unpayableReason(current, payment, repos);
      if (reason === undefined) {
        const now = this.now();
        const paid = await orders.move(current.id, 'paid', {
          now,
          set: { payment_id: payment.id, paid_at: now, failure_reason: null, next_check_at: null },
          payableAt: { now, amountPaise: payment.amount },
        });
        if (paid) return this.fulfil(paid, payment, repos);
      }
      // Payable a moment ago but not moved: another payment paid it, or it expired just now.
      const latest = reason === undefined ? ((await orders.findById(order.id)) ?? current) : current;
      return this.refundInFull(
        latest,
        payment,
        reason ?? (latest.status === 'pending' ? REFUND_REASONS.expired : refundReasonFor(latest)),
        repos,
      );
    });
  }

  /** The order is paid now (this transaction moved it): grant its books, refund lines already owned. */
  private async fulfil(
    order: OrderRow,
    payment: ProviderPayment,
    repos: TransactionRepositories,
  ): Promise<SettleOutcome> {
    const { orders, orderPayments, orderRefunds } = repos;
    const now = this.now();
    if (!(await orderPayments.claimSettlement(payment.id, 'fulfilled', now)))
      throw new Error(`payment ${payment.id} was settled while it paid order ${order.id}`);
    const lines = await orders.openLines(order.id);
    const bookIds = lines.map((line) => line.book_id);
    // user_id was checked under the same conditional update's transaction (unpayableReason).
    const userId = order.user_id as number;
    const granted = await grantOrderBooks(repos, { userId, orderId: order.id, bookIds, now });
    const owned = lines.filter((line) => !granted.includes(line.book_id));
    if (owned.length > 0) {
      const amountPaise = sumPaise(owned.map((line) => line.sale_price_paise));
      const refund = await orderRefunds.insert({
        orderId: order.id,
        providerPaymentId: payment.id,
        amountPaise,
        reason: REFUND_REASONS.alreadyOwned,
        now,
      });
      await orders.markLinesRefunded(
        order.id,
        owned.map((line) => line.book_id),
        refund.id,
      );
      await orders.addRefunded(order.id, amountPaise, now);
    }
    // The tax invoice of what was supplied, in this transaction (decision 041); its number is
    // taken last but the receipt's mail, so the series' lock is held briefly.
    await issueTaxInvoice(repos, order, new Date(now));
    await this.deps.orderMail.queueReceipt(repos, order.id);
    return {
      result: 'fulfilled',
      orderId: order.id,
      grantedBookIds: granted,
      refundedBookIds: owned.map((line) => line.book_id),
    };
  }

  /** This payment cannot pay the order: all of it goes back; a still-pending order is closed. */
  private async refundInFull(
    order: OrderRow,
    payment: ProviderPayment,
    reason: RefundReason,
    repos: TransactionRepositories,
  ): Promise<SettleOutcome> {
    const { orders, orderPayments, orderRefunds } = repos;
    const now = this.now();
    if (!(await orderPayments.claimSettlement(payment.id, 'refunded', now))) {
      const row = await orderPayments.findByProviderId(payment.id);
      return { result: 'already-settled', orderId: order.id, settlement: row?.settlement ?? 'refunded' };
    }
    if (order.status === 'pending') {
      const closed = reason === REFUND_REASONS.expired ? 'expired' : 'abandoned';
      const next = nextCheckAt({ ...order, status: closed, updated_at: now }, this.deps.clock.now());
      await orders.move(order.id, closed, { now, set: { failure_reason: reason, next_check_at: next } });
    }
    await orderRefunds.insert({
      orderId: order.id,
      providerPaymentId: payment.id,
      amountPaise: payment.amount,
      reason,
      now,
    });
    await orders.addRefunded(order.id, payment.amount, now);
    await this.deps.orderMail.queueRefundNotice(repos, order.id, payment.amount, reason);
    return { result: 'refunded', orderId: order.id, reason };
  }

  /** Refunded at the provider before the store settled it (its refund webhook handles revoking). */
  private async recordRefundedElsewhere(order: OrderRow, payment: ProviderPayment): Promise<SettleOutcome> {
    const { orderPayments } = this.deps.uow.repos;
    const settled = await orderPayments.record(this.seen(order, payment));
    if (settled) return { result: 'already-settled', orderId: order.id, settlement: settled };
    await orderPayments.claimSettlement(payment.id, 'refunded', this.now());
    return { result: 'refunded', orderId: order.id, reason: REFUND_REASONS.provider };
  }
}
