/**
 * Checkout and orders: POST /api/checkoutPage, /api/updateOrderStatus, /api/resumeOrderPayment and
 * /api/cancelOrder (authenticated), GET /api/getOrders (the caller's), and for admins GET
 * /api/getAdminOrders and POST /api/refundOrder; GET /api/getInvoice and /api/getCreditNote (the
 * buyer's or an admin's PDFs).
 * Bodies per checkout.contract.ts and orders.contract.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, taxApiPaths } from '../../../shared/api-paths';
import { SUCCESS_STATUS } from '../../../shared/constants';
import {
  awaitingOrderRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  updateOrderStatusRequestSchema,
} from '../../../shared/contract/checkout.contract';
import { messageSchema } from '../../../shared/contract/error.contract';
import {
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  creditNoteDocumentSchema,
  creditNoteQuerySchema,
  invoiceDocumentSchema,
  invoiceQuerySchema,
  ordersQuerySchema,
  ordersResponseSchema,
  refundOrderRequestSchema,
} from '../../../shared/contract/orders.contract';
import { documentRoutesAs } from '../../plugins/api-docs';
import type { DocumentFile } from '../tax/tax-invoice-documents.service';
import { currentUser, requireSameUser } from '../../plugins/auth';
import { sendMessage } from '../../plugins/replies';
import { BODY_REFUSALS, CALLER_CHECKED, responses, SIGNED_IN } from '../../plugins/route-responses';

/** A PDF to save: never cached by anyone but the browser asking, named after its number. */
function sendPdf(reply: FastifyReply, file: DocumentFile): FastifyReply {
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  documentRoutesAs(app, 'orders');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { orders, refunds, history, invoices, creditNotes } = app.orderServices;
  const guarded = { onRequest: app.requireUser, preHandler: requireSameUser };
  const adminOnly = app.requireRole('Admin');

  // 409: the cart, its prices or the caller's library changed since the page showed them, or the
  // coupon code does not apply (and says why; 404 when there is no such code, 429 after too many
  // of those); 502: the payment provider could not create the order.
  routes.post(
    apiPaths.checkoutPage,
    {
      ...guarded,
      schema: {
        body: checkoutRequestSchema,
        response: responses({ [SUCCESS_STATUS]: checkoutResponseSchema }, [
          ...BODY_REFUSALS,
          ...CALLER_CHECKED,
          404,
          409,
          429,
          502,
        ]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send(await orders.checkout(currentUser(request), request.body, { ip: request.ip })),
  );

  // 404: no such order of the caller's; 409: the order is already paid, or the payment could no
  // longer pay it and was refunded; 502: the payment could not be confirmed yet (report again).
  routes.post(
    apiPaths.updateOrderStatus,
    {
      ...guarded,
      schema: {
        body: updateOrderStatusRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404, 409, 502]),
      },
    },
    async (request, reply) =>
      sendMessage(reply, SUCCESS_STATUS, await orders.reportPayment(currentUser(request), request.body)),
  );

  // 404: no such order of the caller's; 409: paid, no longer payable (expired, cancelled, failed,
  // replaced) or repriced since checkout; 502: the payment provider could not create its order.
  routes.post(
    apiPaths.resumeOrderPayment,
    {
      onRequest: app.requireUser,
      schema: {
        body: awaitingOrderRequestSchema,
        response: responses({ [SUCCESS_STATUS]: checkoutResponseSchema }, [
          ...BODY_REFUSALS,
          ...SIGNED_IN,
          404,
          409,
          502,
        ]),
      },
    },
    async (request, reply) =>
      reply.code(SUCCESS_STATUS).send(await orders.resumePayment(currentUser(request), request.body.OrderId)),
  );

  // 404: no such order of the caller's; 409: paid, or no longer awaiting payment.
  routes.post(
    apiPaths.cancelOrder,
    {
      onRequest: app.requireUser,
      schema: {
        body: awaitingOrderRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...SIGNED_IN, 404, 409]),
      },
    },
    async (request, reply) =>
      sendMessage(reply, SUCCESS_STATUS, await orders.cancelOrder(currentUser(request), request.body.OrderId)),
  );

  routes.get(
    apiPaths.getOrders,
    {
      ...guarded,
      schema: {
        querystring: ordersQuerySchema,
        response: responses({ [SUCCESS_STATUS]: ordersResponseSchema }, [400, ...CALLER_CHECKED]),
      },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await history.forUser(currentUser(request).id)),
  );

  // The buyer or an admin: the tax invoice's PDF (a receipt's when the order has none). 404: no
  // such order of the caller's (another buyer's too); 409: the order is not paid.
  routes.get(
    taxApiPaths.getInvoice,
    {
      onRequest: app.requireUser,
      schema: {
        querystring: invoiceQuerySchema,
        response: responses(
          {
            200: {
              description: 'The PDF, as an attachment named after the invoice number.',
              content: { 'application/pdf': { schema: invoiceDocumentSchema } },
            },
          },
          [400, ...SIGNED_IN, 404, 409],
        ),
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.pdfFor(currentUser(request), request.query.OrderId)),
  );

  // The order's buyer or an admin: a refund's credit note. 404: no such refund of the caller's
  // (another buyer's too), or a refund without a credit note (no tax invoice, no book returned).
  routes.get(
    taxApiPaths.getCreditNote,
    {
      onRequest: app.requireUser,
      schema: {
        querystring: creditNoteQuerySchema,
        response: responses(
          {
            200: {
              description: 'The PDF, as an attachment named after the credit note number.',
              content: { 'application/pdf': { schema: creditNoteDocumentSchema } },
            },
          },
          [400, ...SIGNED_IN, 404],
        ),
      },
    },
    async (request, reply) => sendPdf(reply, await creditNotes.pdfFor(currentUser(request), request.query.RefundId)),
  );

  routes.get(
    apiPaths.getAdminOrders,
    {
      onRequest: adminOnly,
      schema: {
        querystring: adminOrdersQuerySchema,
        response: responses({ [SUCCESS_STATUS]: adminOrdersResponseSchema }, [400, ...CALLER_CHECKED]),
      },
    },
    async (request, reply) => reply.code(SUCCESS_STATUS).send(await history.forAdmin(request.query)),
  );

  // 404: no such order, or a book that is not one of its lines; 409: not paid, or nothing left to refund.
  routes.post(
    apiPaths.refundOrder,
    {
      onRequest: adminOnly,
      schema: {
        body: refundOrderRequestSchema,
        response: responses({ [SUCCESS_STATUS]: messageSchema }, [...BODY_REFUSALS, ...CALLER_CHECKED, 404, 409]),
      },
    },
    async (request, reply) =>
      sendMessage(reply, SUCCESS_STATUS, await refunds.refundLines(request.body.OrderId, request.body.BookIds)),
  );
}
