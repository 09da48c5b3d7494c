/**
 * POST /api/webhooks/razorpay: Razorpay's server-to-server events. Not authenticated by a session:
 * authenticated by X-Razorpay-Signature, an HMAC of the RAW body with the webhook secret, so this
 * route keeps the body as bytes (a re-serialised JSON would not match the signature).
 *
 * Answers: 400 for a missing or wrong signature or a malformed body; 200 otherwise, also for
 * events the store does not handle and for events about orders it does not know (Razorpay retries
 * anything else for a day, which would not make such an event any more useful).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../shared/api-paths';
import { messageSchema } from '../../../shared/contract/error.contract';
import { messages } from '../../../shared/messages';
import { documentRequestOnly, documentRoutesAs } from '../../plugins/api-docs';
import { sendError } from '../../plugins/errors';
import { sendMessage } from '../../plugins/replies';
import { responses } from '../../plugins/route-responses';
import { isValidWebhookSignature } from '../../payments/signatures';
import { HANDLED_EVENTS, razorpayEventEnvelopeSchema, razorpayEventSchema } from './razorpay-events';

/** Razorpay's event ids are short; a longer value is not one and is not used to skip anything. */
const MAX_EVENT_ID_LENGTH = 100;

function headerValue(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

const acknowledge = (reply: FastifyReply, note: string) => sendMessage(reply, 200, note);

/** What the document shows; the handler checks the raw bytes itself (signature first). */
const webhookRequest = {
  body: z
    .union([razorpayEventSchema, razorpayEventEnvelopeSchema])
    .describe(`A Razorpay event; events other than ${[...HANDLED_EVENTS].join(', ')} are acknowledged and ignored.`),
  headers: z.looseObject({
    'x-razorpay-signature': z.string().describe('HMAC-SHA256 (hex) of the raw body with the webhook secret.'),
    'x-razorpay-event-id': z
      .string()
      .optional()
      .describe("Razorpay's id of the event: a repeated delivery is acknowledged once."),
  }),
};

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.paymentServices.events;

  // Encapsulated: the raw-body parser applies to this route only; every other route keeps JSON.
  documentRoutesAs(app, 'payments');
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    // 400: a missing or wrong signature, or a malformed event; 413: larger than any event.
    const route = {
      schema: { response: responses({ 200: messageSchema }, [400, 413]) },
      config: documentRequestOnly(webhookRequest),
    };
    scope.withTypeProvider<ZodTypeProvider>().post(apiPaths.razorpayWebhook, route, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = headerValue(request.headers['x-razorpay-signature']);
      if (!signature || !isValidWebhookSignature(raw, signature, app.payments.webhookSecret)) {
        request.log.warn('webhook with a missing or invalid signature refused');
        return sendError(reply, 400, 'Invalid webhook signature.');
      }
      const json = parseJson(raw);
      const envelope = razorpayEventEnvelopeSchema.safeParse(json);
      if (!envelope.success) return sendError(reply, 400, messages.invalidRequest);
      if (!HANDLED_EVENTS.has(envelope.data.event)) return acknowledge(reply, 'Event ignored.');
      const event = razorpayEventSchema.safeParse(json);
      if (!event.success) return sendError(reply, 400, messages.invalidRequest);

      const givenEventId = headerValue(request.headers['x-razorpay-event-id']);
      const eventId = givenEventId && givenEventId.length <= MAX_EVENT_ID_LENGTH ? givenEventId : undefined;
      const outcome = await service.handle(event.data, eventId);
      if (outcome === 'unknown-order' || outcome === 'unknown-payment' || outcome === 'inconsistent-event') {
        request.log.error(
          { event: event.data.event, eventId, outcome },
          'payment event could not be applied to an order',
        );
      }
      return acknowledge(reply, outcome === 'duplicate' ? 'Event already processed.' : 'Event received.');
    });
  });
}
