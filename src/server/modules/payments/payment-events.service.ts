/**
 * What a verified Razorpay webhook event does. payment.captured and order.paid complete the order
 * through the same fulfilment as the browser's report; payment.failed records the failure.
 *
 * Repeated deliveries (Razorpay retries until it gets a 2xx, and sends payment.captured and
 * order.paid for one payment) are harmless: an event id already recorded is skipped, and the
 * fulfilment itself is idempotent. The id is recorded AFTER the work succeeded, so an event that
 * failed half-way is processed again on Razorpay's retry instead of being lost.
 */
import { CURRENCY } from '../../../shared/constants';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentEventsRepository } from './payment-events.repository';
import type { RazorpayEvent } from './razorpay-events';

export type EventOutcome = 'processed' | 'duplicate' | 'unknown-order' | 'amount-mismatch' | 'inconsistent-event';

/**
 * A signed event is still checked against itself before it may grant books: a captured payment
 * in our currency, for the order the event names. Anything else is ignored (and logged): a
 * genuine event never looks like that, so it is a provider anomaly or a replayed forgery.
 */
function isConsistentPaidEvent(event: Exclude<RazorpayEvent, { event: 'payment.failed' }>): boolean {
  const payment = event.payload.payment.entity;
  if (payment.currency !== CURRENCY || payment.status !== 'captured') return false;
  return event.event !== 'order.paid' || event.payload.order.entity.id === payment.order_id;
}

export class PaymentEventsService {
  constructor(
    private readonly orders: Pick<OrdersService, 'fulfil' | 'recordFailedPayment'>,
    private readonly events: PaymentEventsRepository,
    private readonly clock: Clock,
  ) {}

  async handle(event: RazorpayEvent, eventId: string | undefined): Promise<EventOutcome> {
    if (eventId !== undefined && (await this.events.isRecorded(eventId))) return 'duplicate';
    const outcome = await this.apply(event);
    if (eventId !== undefined) await this.remember(eventId, event.event);
    return outcome;
  }

  private async apply(event: RazorpayEvent): Promise<EventOutcome> {
    const payment = event.payload.payment.entity;
    if (event.event === 'payment.failed') {
      const reason = payment.error_description ?? payment.error_reason ?? null;
      return (await this.orders.recordFailedPayment(payment.order_id, { reason, paymentId: payment.id })) ? 'processed' : 'unknown-order';
    }
    if (!isConsistentPaidEvent(event)) return 'inconsistent-event';
    const providerOrderId = event.event === 'order.paid' ? event.payload.order.entity.id : payment.order_id;
    const outcome = await this.orders.fulfil({ providerOrderId, paymentId: payment.id, amountPaise: payment.amount });
    if (outcome.result === 'unknown-order' || outcome.result === 'amount-mismatch') return outcome.result;
    return 'processed';
  }

  private async remember(eventId: string, event: string): Promise<void> {
    try {
      await this.events.record({ eventId, event, receivedAt: this.clock.now().toISOString() });
    } catch (error) {
      // A concurrent delivery of the same event recorded it first: fine, the work is idempotent.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
