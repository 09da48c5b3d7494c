/**
 * What Razorpay does to an order's payments, for the sandbox's routes: attempts (authorized, and
 * captured at once on automatic-capture orders), the capture API, refunds and disputes. Every
 * change and the webhooks it causes are written in one transaction (webhook-outbox.ts), then
 * delivery is started once the request's response is out.
 */
import type { Clock } from '../../clock';
import type { SandboxOrderRow, SandboxPaymentRow, SandboxRefundRow } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import {
  apiError,
  type DisputeEntity,
  orderEntity,
  paymentEntity,
  refundEntity,
  SANDBOX_FAILURE,
  UNKNOWN_ID,
} from './razorpay-entities';
import { newRazorpayId, unixSeconds } from './sandbox-ids';
import type { SandboxRepository } from './sandbox.repository';
import type { WebhookEvent, WebhookOutbox } from './webhook-outbox';

/** Why Razorpay would refuse the call (the route answers 400 with its error object). */
export interface Refusal {
  refused: string;
  field?: string;
}
type Outcome<T> = T | Refusal;

export const isRefusal = <T extends object>(outcome: Outcome<T>): outcome is Refusal => 'refused' in outcome;

/** The 400 body of a refusal, in Razorpay's error object. */
export const refusalBody = (refusal: Refusal, metadata?: Record<string, string>) =>
  apiError(refusal.refused, { field: refusal.field ?? null, ...(metadata ? { metadata } : {}) });

/** /sandbox/pay's outcomes. 'authorized' is a late authorization: never captured automatically. */
export type PayOutcome = 'success' | 'failure' | 'authorized';

export interface RefundRequest {
  amount?: number;
  notes?: Record<string, string>;
  receipt?: string;
  /** 'optimum': an instant refund (the sandbox's always succeed); default 'normal'. */
  speed?: 'normal' | 'optimum';
}

/** Razorpay's least payment: ₹1. */
const MIN_PAYMENT_PAISE = 100;

const unknownId = (field: string): Refusal => ({ refused: UNKNOWN_ID, field });
/** Razorpay gives the merchant 7 days to answer a chargeback (respond_by). */
const DISPUTE_RESPONSE_SECONDS = 7 * 24 * 60 * 60;

const paymentPayload = (row: SandboxPaymentRow) => ({ entity: paymentEntity(row) });

const alreadyPaid: Refusal = { refused: 'Order has already been paid', field: 'order_id' };
const moreThanDue = (due: number): Refusal => ({
  refused: `The payment amount is more than the amount due on the order (${due})`,
  field: 'amount',
});

/**
 * Why an order refuses a payment of `amount`: an order without partial payments takes exactly its
 * amount; a partial-payment order takes from ₹1 (its first payment at least
 * first_payment_min_amount, unless that is all there is to pay) up to what is due.
 */
function partRefusal(order: SandboxOrderRow, amount: number): Refusal | undefined {
  const due = order.amount - order.amount_paid;
  if (order.partial_payment !== 1) {
    return amount === order.amount
      ? undefined
      : {
          refused: 'The payment amount must be equal to the order amount: this order does not take partial payments',
          field: 'amount',
        };
  }
  if (amount > due) return moreThanDue(due);
  const least =
    order.amount_paid === 0 && order.first_payment_min_amount !== null
      ? Math.min(order.first_payment_min_amount, due)
      : Math.min(MIN_PAYMENT_PAISE, due);
  if (amount < least) return { refused: `The payment amount must be at least ${least}`, field: 'amount' };
  return undefined;
}

/** payment.captured, and order.paid when this capture is the one that paid the order. */
function captureEvents(
  payment: SandboxPaymentRow,
  paidOrder: SandboxOrderRow | undefined,
  createdAt: number,
): WebhookEvent[] {
  const events: WebhookEvent[] = [
    { event: 'payment.captured', payload: { payment: paymentPayload(payment) }, createdAt },
  ];
  if (paidOrder)
    events.push({
      event: 'order.paid',
      payload: { payment: paymentPayload(payment), order: { entity: orderEntity(paidOrder) } },
      createdAt,
    });
  return events;
}

export class SandboxPayments {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: WebhookOutbox,
    private readonly clock: Clock,
  ) {}

  /**
   * A shopper's attempt: payment.failed, or payment.authorized then (when captured)
   * payment.captured, and order.paid when it paid what was left. `amount` (paise) pays a part of a
   * partial-payment order; by default an attempt is for all that is due.
   */
  pay(orderId: string, outcome: PayOutcome, amount?: number): Promise<Outcome<{ payment: SandboxPaymentRow }>> {
    return this.changeAndNotify<{ payment: SandboxPaymentRow }>(async (repository) => {
      const order = await repository.findOrder(orderId);
      if (!order) return { outcome: unknownId('order_id'), events: [] };
      if (order.status === 'paid') return { outcome: alreadyPaid, events: [] };
      const paying = amount ?? order.amount - order.amount_paid;
      const refusal = partRefusal(order, paying);
      if (refusal) return { outcome: refusal, events: [] };
      const result =
        outcome === 'failure'
          ? 'failed'
          : outcome === 'success' && order.payment_capture === 1
            ? 'captured'
            : 'authorized';
      const createdAt = this.unixNow();
      const attempt = await repository.recordAttempt({
        orderId,
        paymentId: newRazorpayId('pay'),
        amount: paying,
        createdAt,
        result,
        ...(result === 'failed' ? { failure: SANDBOX_FAILURE } : {}),
      });
      if (attempt.result !== 'recorded') {
        const refused = {
          'unknown-order': unknownId('order_id'),
          'already-paid': alreadyPaid,
          'more-than-due': moreThanDue(order.amount - order.amount_paid),
        }[attempt.result];
        return { outcome: refused, events: [] };
      }
      const { payment } = attempt;
      if (result === 'failed')
        return {
          outcome: { payment },
          events: [{ event: 'payment.failed', payload: { payment: paymentPayload(payment) }, createdAt }],
        };
      // Razorpay announces the authorization first, with the payment as it was then.
      const authorized: WebhookEvent = {
        event: 'payment.authorized',
        payload: { payment: paymentPayload({ ...payment, status: 'authorized', captured_at: null }) },
        createdAt,
      };
      // order.paid only when this payment left nothing due (a part of a partial-payment order does not).
      const paidOrder = attempt.order.status === 'paid' ? attempt.order : undefined;
      const events =
        result === 'captured' ? [authorized, ...captureEvents(payment, paidOrder, createdAt)] : [authorized];
      return { outcome: { payment }, events };
    });
  }

  /** POST /v1/payments/:id/capture: only an authorized payment, for exactly its amount and currency. */
  capture(paymentId: string, amount: number, currency: string): Promise<Outcome<{ payment: SandboxPaymentRow }>> {
    return this.changeAndNotify<{ payment: SandboxPaymentRow }>(async (repository) => {
      const payment = await repository.findPayment(paymentId);
      if (!payment) return { outcome: unknownId('id'), events: [] };
      if (payment.captured_at !== null)
        return { outcome: { refused: 'This payment has already been captured' }, events: [] };
      if (payment.status !== 'authorized')
        return {
          outcome: { refused: 'Only payments which have been authorized and not yet captured can be captured' },
          events: [],
        };
      if (amount !== payment.amount)
        return {
          outcome: { refused: 'Capture amount must be equal to the amount authorized', field: 'amount' },
          events: [],
        };
      if (currency !== payment.currency)
        return { outcome: { refused: 'Currency should be same as payment currency', field: 'currency' }, events: [] };
      const createdAt = this.unixNow();
      const captured = await repository.markCaptured(paymentId, createdAt);
      // Another capture got there between the read and the update.
      if (!captured) return { outcome: { refused: 'This payment has already been captured' }, events: [] };
      const order = await repository.addOrderPaid(captured.order_id, captured.amount);
      // order.paid only when this capture left nothing due.
      const paidOrder = order?.status === 'paid' ? order : undefined;
      return { outcome: { payment: captured }, events: captureEvents(captured, paidOrder, createdAt) };
    });
  }

  /** POST /v1/payments/:id/refund: processed at once; refund.processed carries the refund and the payment after it. */
  refund(
    paymentId: string,
    request: RefundRequest,
  ): Promise<Outcome<{ refund: SandboxRefundRow; payment: SandboxPaymentRow }>> {
    return this.changeAndNotify<{ refund: SandboxRefundRow; payment: SandboxPaymentRow }>(async (repository) => {
      const payment = await repository.findPayment(paymentId);
      if (!payment) return { outcome: unknownId('id'), events: [] };
      if (payment.status === 'refunded')
        return { outcome: { refused: 'The payment has been fully refunded already' }, events: [] };
      if (payment.status !== 'captured')
        return {
          outcome: { refused: `Only captured payments can be refunded; this payment is ${payment.status}` },
          events: [],
        };
      const amount = request.amount ?? payment.amount - payment.amount_refunded;
      const overRefund: Refusal = {
        refused: 'The refund amount provided is greater than amount captured',
        field: 'amount',
      };
      if (amount > payment.amount - payment.amount_refunded) return { outcome: overRefund, events: [] };
      const createdAt = this.unixNow();
      // The update re-checks the remainder: a concurrent refund may have taken it since the read.
      const refunded = await repository.addRefunded(paymentId, amount);
      if (!refunded) return { outcome: overRefund, events: [] };
      const refund = await repository.insertRefund({
        id: newRazorpayId('rfnd'),
        payment: refunded,
        amount,
        notes: request.notes ?? {},
        receipt: request.receipt ?? null,
        createdAt,
        speedRequested: request.speed ?? 'normal',
      });
      const event: WebhookEvent = {
        event: 'refund.processed',
        payload: { refund: { entity: refundEntity(refund) }, payment: paymentPayload(refunded) },
        createdAt,
      };
      return { outcome: { refund, payment: refunded }, events: [event] };
    });
  }

  /** A chargeback on a captured payment: payment.dispute.created, then .won or .lost at once. */
  dispute(paymentId: string, result: 'won' | 'lost'): Promise<Outcome<{ dispute: DisputeEntity }>> {
    return this.changeAndNotify<{ dispute: DisputeEntity }>(async (repository) => {
      const payment = await repository.findPayment(paymentId);
      if (!payment) return { outcome: unknownId('payment_id'), events: [] };
      if (payment.status !== 'captured')
        return {
          outcome: {
            refused: `Only a captured payment can be disputed; this payment is ${payment.status}`,
            field: 'payment_id',
          },
          events: [],
        };
      const createdAt = this.unixNow();
      // A shopper can only charge back what was not refunded to them already.
      const amount = payment.amount - payment.amount_refunded;
      const opened: DisputeEntity = {
        id: newRazorpayId('disp'),
        entity: 'dispute',
        payment_id: payment.id,
        amount,
        currency: payment.currency,
        amount_deducted: 0,
        reason_code: 'chargeback',
        respond_by: createdAt + DISPUTE_RESPONSE_SECONDS,
        status: 'open',
        phase: 'chargeback',
        created_at: createdAt,
      };
      const closed: DisputeEntity = { ...opened, status: result, amount_deducted: result === 'lost' ? amount : 0 };
      const events: WebhookEvent[] = [
        {
          event: 'payment.dispute.created',
          payload: { payment: paymentPayload(payment), dispute: { entity: opened } },
          createdAt,
        },
        {
          event: `payment.dispute.${result}`,
          payload: { payment: paymentPayload(payment), dispute: { entity: closed } },
          createdAt,
        },
      ];
      return { outcome: { dispute: closed }, events };
    });
  }

  private unixNow(): number {
    return unixSeconds(this.clock.now());
  }

  /**
   * Runs one change and writes its webhooks in the same transaction (a refusal writes none; a
   * failed payment is still recorded and announced). Delivery starts after the response.
   */
  private async changeAndNotify<T extends object>(
    change: (repository: SandboxRepository) => Promise<{ outcome: Outcome<T>; events: WebhookEvent[] }>,
  ): Promise<Outcome<T>> {
    const now = this.clock.now();
    const { outcome, events } = await this.uow.transact(async (repos) => {
      const done = await change(repos.sandbox);
      await repos.webhookOutbox.queue(done.events, now);
      return done;
    });
    if (events.length > 0) this.outbox.deliverSoon();
    return outcome;
  }
}
