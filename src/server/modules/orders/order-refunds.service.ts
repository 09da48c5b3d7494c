/**
 * Money going back after an order was paid, and what it takes away: an admin's refund of an order
 * or of some lines, a refund made outside the store (the provider's dashboard, learnt from its
 * refund.processed webhook), and a lost dispute. Every one removes the refunded books from the
 * buyer's library in the same transaction that records it, and stops counting them as sales; when
 * the order has a tax invoice, that transaction also issues the refund's credit note.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sumPaise } from '../../../shared/money';
import type { Clock } from '../../clock';
import type { OrderRow } from '../../db/database';
import type { TransactionRepositories, UnitOfWork } from '../../db/unit-of-work';
import { Conflict, NotFound } from '../../domain-errors';
import type { CatalogCache } from '../catalog/catalog-cache';
import { issueCreditNote } from '../tax/credit-notes';
import { REFUND_REASONS, type RefundReason } from './order-states';
import type { OrderMail } from './order-mail';
import type { RefundSender } from './refund-sender';
import { apiMessages } from '../../../shared/api-messages';

export interface OrderRefundsDeps {
  uow: UnitOfWork;
  clock: Clock;
  catalogCache: CatalogCache;
  refundSender: RefundSender;
  /** The notice to the buyer of every refund. */
  orderMail: OrderMail;
  log: FastifyBaseLogger;
}

/** A refund the provider reports (refund.processed). */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  notes: Record<string, string>;
}

export type ProviderRefundOutcome = 'processed' | 'duplicate' | 'unknown-payment';

export class OrderRefundsService {
  constructor(private readonly deps: OrderRefundsDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** An admin's refund of the given lines (every open line when none are named). */
  async refundLines(orderId: number, bookIds?: readonly number[]): Promise<string> {
    await this.deps.uow.transact(async (repos) => {
      const { orders, orderPayments } = repos;
      const order = await orders.findById(orderId);
      if (!order) throw new NotFound(apiMessages.orderNotFound);
      const payment = await orderPayments.fulfilling(order.id);
      if (order.status !== 'paid' || !payment) throw new Conflict(apiMessages.orderNotRefundable);
      const open = await orders.openLines(order.id);
      if (bookIds) {
        const allLines = new Set(await orders.lineBookIds(order.id));
        if (bookIds.some((id) => !allLines.has(id))) throw new NotFound(apiMessages.orderLineNotFound);
      }
      const chosen = bookIds ? open.filter((line) => bookIds.includes(line.book_id)) : open;
      if (chosen.length === 0) throw new Conflict(apiMessages.orderNothingToRefund);
      await this.takeBack(order, payment.provider_payment_id, chosen, { reason: REFUND_REASONS.admin }, repos);
    });
    this.deps.orderMail.sendSoon();
    this.deps.catalogCache.invalidate();
    await this.deps.refundSender.sendFor(orderId);
    return apiMessages.orderRefunded;
  }

  /**
   * refund.processed: ours (recognised by id or notes.refund_id) is marked processed; one made
   * outside the store is recorded, and when it returns the whole payment, the books go too. A
   * partial outside refund takes back the one line of exactly its amount, if there is one;
   * otherwise nothing is taken back (the store cannot tell which book it was for) and it is logged.
   */
  async recordProviderRefund(refund: ProviderRefund): Promise<ProviderRefundOutcome> {
    const { uow, log } = this.deps;
    const { orderPayments, orderRefunds } = uow.repos;
    if (await orderRefunds.findByProviderRefundId(refund.id)) return 'duplicate';
    const ours = /^\d{1,10}$/.test(refund.notes.refund_id ?? '')
      ? await orderRefunds.findById(Number(refund.notes.refund_id))
      : undefined;
    if (ours && ours.provider_payment_id === refund.paymentId) {
      await orderRefunds.markProcessed(ours.id, refund.id, this.now());
      return 'processed';
    }
    const payment = await orderPayments.findByProviderId(refund.paymentId);
    if (!payment) return 'unknown-payment';
    await uow.transact(async (repos) => {
      const order = await repos.orders.findById(payment.order_id);
      if (!order) return;
      const open = await repos.orders.openLines(order.id);
      const refundedBefore = await repos.orderRefunds.totalForPayment(payment.provider_payment_id);
      const whole = payment.settlement === 'fulfilled' && refundedBefore + refund.amount >= payment.amount_paise;
      const oneLine = open.find((line) => line.sale_price_paise === refund.amount);
      const lines = payment.settlement !== 'fulfilled' ? [] : whole ? open : oneLine ? [oneLine] : [];
      if (payment.settlement === 'fulfilled' && lines.length === 0)
        log.warn(
          { orderId: order.id, refundId: refund.id },
          'a partial refund made outside the store names no line: no book taken back',
        );
      await this.takeBack(
        order,
        payment.provider_payment_id,
        lines,
        { reason: REFUND_REASONS.provider, amountPaise: refund.amount, providerRefundId: refund.id },
        repos,
      );
      if (payment.settlement === null)
        await repos.orderPayments.claimSettlement(payment.provider_payment_id, 'refunded', this.now());
    });
    this.deps.orderMail.sendSoon();
    this.deps.catalogCache.invalidate();
    return 'processed';
  }

  /** A lost dispute: the buyer got the money back through the bank; the books go too. */
  async disputeLost(providerPaymentId: string): Promise<'processed' | 'unknown-payment'> {
    const { uow } = this.deps;
    const payment = await uow.repos.orderPayments.findByProviderId(providerPaymentId);
    if (!payment || payment.settlement !== 'fulfilled') return 'unknown-payment';
    await uow.transact(async ({ orders, library, books }) => {
      const moved = await orders.move(payment.order_id, 'disputed', { now: this.now() });
      if (!moved) return;
      const taken = await library.revoke(
        moved.id,
        (await orders.openLines(moved.id)).map((line) => line.book_id),
      );
      await books.uncountSales(taken);
    });
    this.deps.catalogCache.invalidate();
    return 'processed';
  }

  /**
   * Records a refund of these lines (pending, unless the provider already made it), ties the lines
   * to it, takes their books back and, when no line is left, moves the order to 'refunded'.
   */
  private async takeBack(
    order: OrderRow,
    providerPaymentId: string,
    lines: ReadonlyArray<{ book_id: number; sale_price_paise: number }>,
    how: { reason: RefundReason; amountPaise?: number; providerRefundId?: string },
    repos: TransactionRepositories,
  ): Promise<void> {
    const { orders, orderRefunds, library, books } = repos;
    const now = this.now();
    const amountPaise = how.amountPaise ?? sumPaise(lines.map((line) => line.sale_price_paise));
    const refund = await orderRefunds.insert({
      orderId: order.id,
      providerPaymentId,
      amountPaise,
      reason: how.reason,
      now,
      providerRefundId: how.providerRefundId,
    });
    const bookIds = lines.map((line) => line.book_id);
    const tied = await orders.markLinesRefunded(order.id, bookIds, refund.id);
    // Another refund took some of these lines meanwhile: undo this one rather than refund twice.
    if (tied.length !== bookIds.length) throw new Conflict(apiMessages.orderNothingToRefund);
    await orders.addRefunded(order.id, amountPaise, now);
    const taken = await library.revoke(order.id, bookIds);
    await books.uncountSales(taken);
    if (bookIds.length > 0 && (await orders.openLines(order.id)).length === 0)
      await orders.move(order.id, 'refunded', { now });
    // The credit note of what was taken back, when the order has a tax invoice (decision 041);
    // its number is taken last but the notice's mail, which names it.
    const creditNote = await issueCreditNote(repos, {
      orderId: order.id,
      refundId: refund.id,
      bookIds,
      amountPaise,
      issuedAt: new Date(now),
    });
    await this.deps.orderMail.queueRefundNotice(
      repos,
      order.id,
      amountPaise,
      how.reason,
      creditNote && { number: creditNote.number, refundId: refund.id },
    );
  }
}
