/**
 * What a verified Razorpay webhook event does. Payment events (authorized, captured, order.paid,
 * failed) go to the same settlement as the browser's report and the reconciler; refund.processed
 * records a refund (and takes back books when it was made outside the store); a lost dispute takes
 * the order's books back.
 *
 * Repeated deliveries (Razorpay retries until it gets a 2xx, and sends several events for one
 * payment) are harmless: an event id already recorded is skipped, and every action is idempotent.
 * The id is recorded AFTER the work succeeded, so an event that failed half-way is processed again
 * on Razorpay's retry instead of being lost. The record also names the order, the payment and the
 * outcome: the admin's webhook history.
 */
import { CURRENCY } from '../../../shared/constants';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { OrderRefundsService } from '../orders/order-refunds.service';
import type { PaymentSettlementService } from '../orders/payment-settlement.service';
import type { RazorpayEvent } from './razorpay-events';

export type EventOutcome =
  'processed' | 'duplicate' | 'unknown-order' | 'unknown-payment' | 'inconsistent-event' | 'not-captured';

/** The payment status each payment event must carry. */
const EXPECTED_STATUS = {
  'payment.authorized': 'authorized',
  'payment.captured': 'captured',
  'order.paid': 'captured',
  'payment.failed': 'failed',
} as const;

/**
 * A signed event is still checked against itself before it may act: our currency, the status its
 * name implies, and the ids of its parts agreeing. Anything else is ignored (and logged): a genuine
 * event never looks like that, so it is a provider anomaly or a replayed forgery.
 */
export function isConsistentEvent(event: RazorpayEvent): boolean {
  const payment = event.payload.payment.entity;
  if (payment.currency !== CURRENCY) return false;
  switch (event.event) {
    case 'refund.processed': {
      const refund = event.payload.refund.entity;
      return refund.payment_id === payment.id && refund.currency === CURRENCY && refund.amount <= payment.amount;
    }
    case 'payment.dispute.lost':
      return event.payload.dispute.entity.payment_id === payment.id;
    case 'order.paid':
      return payment.status === EXPECTED_STATUS[event.event] && event.payload.order.entity.id === payment.order_id;
    default:
      return payment.status === EXPECTED_STATUS[event.event];
  }
}

export class PaymentEventsService {
  constructor(
    private readonly settlement: Pick<PaymentSettlementService, 'settle'>,
    private readonly refunds: Pick<OrderRefundsService, 'recordProviderRefund' | 'disputeLost'>,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async handle(event: RazorpayEvent, eventId: string | undefined): Promise<EventOutcome> {
    if (eventId !== undefined && (await this.uow.repos.paymentEvents.isRecorded(eventId))) return 'duplicate';
    const outcome = isConsistentEvent(event) ? await this.apply(event) : 'inconsistent-event';
    if (eventId !== undefined) await this.remember(eventId, event, outcome);
    return outcome;
  }

  private async apply(event: RazorpayEvent): Promise<EventOutcome> {
    const payment = event.payload.payment.entity;
    switch (event.event) {
      case 'refund.processed': {
        const refund = event.payload.refund.entity;
        return this.refunds.recordProviderRefund({
          id: refund.id,
          paymentId: refund.payment_id,
          amount: refund.amount,
          notes: refund.notes,
        });
      }
      case 'payment.dispute.lost':
        return this.refunds.disputeLost(payment.id);
      default: {
        const outcome = await this.settlement.settle({
          id: payment.id,
          orderId: payment.order_id,
          amount: payment.amount,
          currency: payment.currency,
          status: EXPECTED_STATUS[event.event],
          failureReason: payment.error_description ?? payment.error_reason ?? null,
        });
        if (outcome.result === 'unknown-order' || outcome.result === 'not-captured') return outcome.result;
        return 'processed';
      }
    }
  }

  private async remember(eventId: string, event: RazorpayEvent, outcome: EventOutcome): Promise<void> {
    const payment = event.payload.payment.entity;
    try {
      await this.uow.repos.paymentEvents.record({
        eventId,
        event: event.event,
        receivedAt: this.clock.now().toISOString(),
        providerOrderId: payment.order_id,
        providerPaymentId: payment.id,
        outcome,
      });
    } catch (error) {
      // A concurrent delivery of the same event recorded it first: fine, the work is idempotent.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
