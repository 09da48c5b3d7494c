/**
 * The webhook events the store acts on, in Razorpay's payload shapes
 * (https://razorpay.com/docs/webhooks/payments/, .../orders/). Loose objects: Razorpay sends many
 * more fields than these and adds new ones; only the ones read here are checked.
 */
import { z } from 'zod';

const paymentEntity = z.looseObject({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string().optional(),
  error_description: z.string().nullish(),
  error_reason: z.string().nullish(),
});

const paymentPayload = z.looseObject({ payment: z.looseObject({ entity: paymentEntity }) });

export const razorpayEventSchema = z.discriminatedUnion('event', [
  z.looseObject({ event: z.literal('payment.captured'), payload: paymentPayload }),
  z.looseObject({ event: z.literal('payment.failed'), payload: paymentPayload }),
  z.looseObject({
    event: z.literal('order.paid'),
    payload: z.looseObject({ payment: z.looseObject({ entity: paymentEntity }), order: z.looseObject({ entity: z.looseObject({ id: z.string().min(1) }) }) }),
  }),
]);
export type RazorpayEvent = z.infer<typeof razorpayEventSchema>;

/** Only the event name, to tell an event we do not handle (200, ignored) from a malformed one. */
export const razorpayEventEnvelopeSchema = z.looseObject({ entity: z.literal('event'), event: z.string() });
