/**
 * The order services wired once to the app's unit of work, payments, clock and cache (app.ts
 * decorates the app with them): checkout and the report, the settlement every payment notice goes
 * through, refunds, the reconciler (a background job) and the read side of My Orders and admin Orders.
 */
import type { FastifyInstance } from 'fastify';
import { CreditNoteDocumentsService } from '../tax/credit-note-documents.service';
import { TaxInvoiceDocumentsService, type DocumentFile } from '../tax/tax-invoice-documents.service';
import { OrderHistoryService } from './order-history.service';
import { ORDER_MAIL_ATTACHMENTS, OrderMail } from './order-mail';
import { OrderReconciler } from './order-reconciler';
import { OrderRefundsService } from './order-refunds.service';
import { OrdersService } from './orders.service';
import { PaymentSettlementService } from './payment-settlement.service';
import { RefundSender } from './refund-sender';

export interface OrderServices {
  orders: OrdersService;
  settlement: PaymentSettlementService;
  refunds: OrderRefundsService;
  reconciler: OrderReconciler;
  history: OrderHistoryService;
  /** The PDFs of tax invoices and receipts (GET /api/getInvoice). */
  invoices: TaxInvoiceDocumentsService;
  /** The PDFs of refunds' credit notes (GET /api/getCreditNote). */
  creditNotes: CreditNoteDocumentsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderServices: OrderServices;
  }
}

function createOrderServices(app: FastifyInstance): OrderServices {
  const { uow, clock, catalogCache, log, config } = app;
  const gateway = app.payments;
  const refundSender = new RefundSender(uow, gateway, clock, log);
  const orderMail = new OrderMail({ mail: app.mail, clock });
  const settlement = new PaymentSettlementService({ uow, gateway, clock, refundSender, orderMail, log });
  const invoices = new TaxInvoiceDocumentsService(uow);
  const creditNotes = new CreditNoteDocumentsService(uow);
  const pdf = (file: DocumentFile) => ({ ...file, contentType: 'application/pdf' });
  app.mail.attachments.register(ORDER_MAIL_ATTACHMENTS.invoice, async (orderId) =>
    pdf(await invoices.pdfOfOrder(orderId)),
  );
  app.mail.attachments.register(ORDER_MAIL_ATTACHMENTS.creditNote, async (refundId) =>
    pdf(await creditNotes.pdfOfRefund(refundId)),
  );
  return {
    orders: new OrdersService({
      uow,
      payments: gateway,
      settlement,
      clock,
      orderTtlMinutes: config.orders.ttlMinutes,
      coupons: app.coupons,
    }),
    settlement,
    refunds: new OrderRefundsService({ uow, clock, catalogCache, refundSender, orderMail, log }),
    reconciler: new OrderReconciler({ uow, settlement, refundSender, gateway, clock, log }),
    history: new OrderHistoryService(uow),
    invoices,
    creditNotes,
  };
}

/** Decorates the app with the order services and registers the reconciler as a background job. */
export function decorateOrderServices(app: FastifyInstance): void {
  const services = createOrderServices(app);
  app.decorate('orderServices', services);
  app.backgroundJobs.add({
    name: 'order-reconciler',
    intervalMs: app.config.orders.reconcileIntervalMs,
    run: async () => void (await services.reconciler.runOnce()),
  });
}
