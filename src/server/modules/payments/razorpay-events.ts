/**
 * The webhook events the store acts on, in Razorpay's payload shapes
 * (https://razorpay.com/docs/webhooks/payments/, .../orders/, .../refunds/, .../disputes/). Loose
 * objects: Razorpay sends many more fields than these and adds new ones; only the ones read here
 * are checked.
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

const refundEntity = z.looseObject({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string(),
  // Razorpay sends notes as an object, or as [] when there are none.
  notes: z
    .union([z.record(z.string(), z.string()), z.array(z.never())])
    .optional()
    .transform((notes) => (notes && !Array.isArray(notes) ? notes : {})),
});

const disputeEntity = z.looseObject({ id: z.string().min(1), payment_id: z.string().min(1) });

export const razorpayEventSchema = z.discriminatedUnion('event', [
  z.looseObject({ event: z.literal('payment.authorized'), payload: paymentPayload }),
  z.looseObject({ event: z.literal('payment.captured'), payload: paymentPayload }),
  z.looseObject({ event: z.literal('payment.failed'), payload: paymentPayload }),
  z.looseObject({
    event: z.literal('order.paid'),
    payload: z.looseObject({
      payment: z.looseObject({ entity: paymentEntity }),
      order: z.looseObject({ entity: z.looseObject({ id: z.string().min(1) }) }),
    }),
  }),
  z.looseObject({
    event: z.literal('refund.processed'),
    payload: z.looseObject({
      refund: z.looseObject({ entity: refundEntity }),
      payment: z.looseObject({ entity: paymentEntity }),
    }),
  }),
  z.looseObject({
    event: z.literal('payment.dispute.lost'),
    payload: z.looseObject({
      payment: z.looseObject({ entity: paymentEntity }),
      dispute: z.looseObject({ entity: disputeEntity }),
    }),
  }),
]);
export type RazorpayEvent = z.infer<typeof razorpayEventSchema>;

/** The events handled: any other is acknowledged and ignored. */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set(
  razorpayEventSchema.options.map((option) => option.shape.event.value),
);

/** Only the event name, to tell an event we do not handle (200, ignored) from a malformed one. */
export const razorpayEventEnvelopeSchema = z.looseObject({ entity: z.literal('event'), event: z.string() });
