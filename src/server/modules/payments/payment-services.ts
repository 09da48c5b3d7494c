/** The Razorpay webhook's service wired once (app.ts decorates the app with it), on the order services' settlement and refunds. */
import type { FastifyInstance } from 'fastify';
import { PaymentEventsService } from './payment-events.service';

export interface PaymentServices {
  events: PaymentEventsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentServices: PaymentServices;
  }
}

/** After decorateOrderServices. */
export function decoratePaymentServices(app: FastifyInstance): void {
  app.decorate('paymentServices', {
    events: new PaymentEventsService(app.orderServices.settlement, app.orderServices.refunds, app.uow, app.clock),
  });
}
