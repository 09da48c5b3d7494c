/**
 * The order services wired once to the app's database, payments, clock and cache (app.ts decorates
 * the app with them): checkout and the report, the settlement every payment notice goes through,
 * refunds, the reconciler (a background job) and the read side of My Orders and admin Orders.
 */
import type { FastifyInstance } from 'fastify';
import { BooksRepository } from '../catalog/books.repository';
import { LibraryRepository } from '../library/library.repository';
import { UserBookListRepository } from '../lists/user-book-list.repository';
import { OrderPaymentsRepository } from './order-payments.repository';
import { OrderReconciler } from './order-reconciler';
import { OrderRefundsRepository } from './order-refunds.repository';
import { OrderRefundsService } from './order-refunds.service';
import { OrdersQueries } from './orders.queries';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { OrderMail } from './order-mail';
import { PaymentSettlementService } from './payment-settlement.service';
import { RefundSender } from './refund-sender';

export interface OrderServices {
  orders: OrdersService;
  settlement: PaymentSettlementService;
  refunds: OrderRefundsService;
  reconciler: OrderReconciler;
  queries: OrdersQueries;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderServices: OrderServices;
  }
}

function createOrderServices(app: FastifyInstance): OrderServices {
  const { db, clock, catalogCache, log, config } = app;
  const gateway = app.payments;
  const orders = new OrdersRepository(db);
  const payments = new OrderPaymentsRepository(db);
  const refundRows = new OrderRefundsRepository(db);
  const library = new LibraryRepository(db);
  const books = new BooksRepository(db);
  const cart = new UserBookListRepository(db, 'cart_items');
  const refundSender = new RefundSender(refundRows, gateway, clock, log);
  const orderMail = new OrderMail({ mail: app.mail, clock });
  const settlement = new PaymentSettlementService({ db, orders, payments, refunds: refundRows, library, books, cart, gateway, clock, catalogCache, refundSender, orderMail });
  return {
    orders: new OrdersService({ db, orders, cart, library, payments: gateway, settlement, clock, orderTtlMinutes: config.orders.ttlMinutes }),
    settlement,
    refunds: new OrderRefundsService({ db, orders, payments, refunds: refundRows, library, books, clock, catalogCache, refundSender, orderMail, log }),
    reconciler: new OrderReconciler({ orders, payments, settlement, refundSender, gateway, clock, log }),
    queries: new OrdersQueries(db),
  };
}

/** Decorates the app with the order services and registers the reconciler as a background job. */
export function decorateOrderServices(app: FastifyInstance): void {
  const services = createOrderServices(app);
  app.decorate('orderServices', services);
  app.backgroundJobs.add({ name: 'order-reconciler', intervalMs: app.config.orders.reconcileIntervalMs, run: async () => void (await services.reconciler.runOnce()) });
}
