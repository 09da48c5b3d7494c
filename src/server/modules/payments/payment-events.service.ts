/**
 * What a verified Razorpay webhook event does. payment.captured and order.paid complete the order
 * through the same fulfilment as the browser's report; payment.failed records the failure.
 *
 * Repeated deliveries (Razorpay retries until it gets a 2xx, and sends payment.captured and
 * order.paid for one payment) are harmless: an event id already recorded is skipped, and the
 * fulfilment itself is idempotent. The id is recorded AFTER the work succeeded, so an event that
 * failed half-way is processed again on Razorpay's retry instead of being lost.
 */
import type { Clock } from '../../clock';
import type { Db } from '../../db/create-database';
import { isUniqueViolation } from '../../db/errors';
import type { CatalogCache } from '../catalog/catalog-cache';
import { fulfilOrder } from '../orders/order-fulfilment';
import type { OrdersRepository } from '../orders/orders.repository';
import type { RazorpayEvent } from './razorpay-events';

export type EventOutcome = 'processed' | 'duplicate' | 'unknown-order' | 'amount-mismatch';

export class PaymentEventsService {
  constructor(private readonly db: Db, private readonly orders: OrdersRepository, private readonly clock: Clock, private readonly catalogCache: CatalogCache) {}

  async handle(event: RazorpayEvent, eventId: string | undefined): Promise<EventOutcome> {
    if (eventId !== undefined && (await this.alreadyProcessed(eventId))) return 'duplicate';
    const outcome = await this.apply(event);
    if (eventId !== undefined) await this.remember(eventId, event.event);
    return outcome;
  }

  private async apply(event: RazorpayEvent): Promise<EventOutcome> {
    const now = this.clock.now().toISOString();
    const payment = event.payload.payment.entity;
    if (event.event === 'payment.failed') {
      const order = await this.orders.findByProviderOrderId(payment.order_id);
      if (!order) return 'unknown-order';
      const reason = payment.error_description ?? payment.error_reason ?? null;
      await this.orders.markFailed(order.id, { reason, paymentId: payment.id, now });
      return 'processed';
    }
    const providerOrderId = event.event === 'order.paid' ? event.payload.order.entity.id : payment.order_id;
    const outcome = await fulfilOrder(this.db, this.catalogCache, { providerOrderId, paymentId: payment.id, amountPaise: payment.amount, now });
    if (outcome.result === 'unknown-order' || outcome.result === 'amount-mismatch') return outcome.result;
    return 'processed';
  }

  private async alreadyProcessed(eventId: string): Promise<boolean> {
    const row = await this.db.selectFrom('payment_webhook_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst();
    return row !== undefined;
  }

  private async remember(eventId: string, event: string): Promise<void> {
    try {
      await this.db.insertInto('payment_webhook_events').values({ event_id: eventId, event, received_at: this.clock.now().toISOString() }).execute();
    } catch (error) {
      // A concurrent delivery of the same event recorded it first: fine, the work is idempotent.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
