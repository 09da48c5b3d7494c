/**
 * Checkout and the browser's payment report.
 *
 * Checkout charges what the DATABASE says the caller's cart costs: the client's total and book
 * ids are only compared, and a difference is answered 409 before anything is created or charged.
 *
 * Two checkouts racing for one cart (two tabs, a double click) end with ONE provider order: a user
 * has at most one pending order (a partial unique index); a checkout finding a pending order with
 * the same lines and prices reuses it, the loser of an insert race looks again and reuses the
 * winner's, and the provider order is linked first-wins (attachProviderOrder). Razorpay refuses a
 * second payment of a paid order, so the shopper can pay only once. A cart that changed replaces
 * (abandons) the pending order; should that old order be paid after all, fulfilment still honours
 * it, and user_books' unique index keeps every book granted once.
 *
 * Fulfilment (fulfil) is the ONE way an order becomes paid, behind both the browser's report
 * (updateOrderStatus) and Razorpay's webhooks (payment.captured, order.paid), so a buyer whose
 * browser closed after paying still gets the books, and the two arriving together grant them once.
 */
import { CURRENCY, MIN_ORDER_PAISE } from '../../../shared/constants';
import type { CheckoutRequest, CheckoutResponse, UpdateOrderStatusRequest } from '../../../shared/contract/checkout.contract';
import { discountedPaise, rupeesToPaise } from '../../../shared/money';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/create-database';
import type { OrderRow } from '../../db/database';
import type { AuthUser } from '../accounts/auth-user';
import { Conflict, InvalidInput, NotFound, PaymentProviderUnavailable } from '../../domain-errors';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { PaymentProviderError } from '../../payments/razorpay-client';
import { isValidPaymentSignature } from '../../payments/signatures';
import type { BooksRepository } from '../catalog/books.repository';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { LibraryRepository } from '../library/library.repository';
import type { UserBookListRepository } from '../lists/user-book-list.repository';
import type { NewOrderLine, OrdersRepository, PendingOrder } from './orders.repository';

export interface OrdersServiceDeps {
  db: Db;
  orders: OrdersRepository;
  cart: UserBookListRepository;
  library: LibraryRepository;
  books: BooksRepository;
  payments: PaymentGateway;
  clock: Clock;
  /** Sales counts order the best sellers. */
  catalogCache: CatalogCache;
}

export interface PaidPayment {
  providerOrderId: string;
  paymentId: string;
  /** When the notice states the amount (webhooks), it must be the order's. */
  amountPaise?: number;
}

export type FulfilmentOutcome =
  | { result: 'fulfilled'; orderId: number; grantedBookIds: number[]; alreadyOwnedBookIds: number[] }
  | { result: 'already-paid' | 'unknown-order' | 'amount-mismatch' };

/** "1234.5" -> 123450 paise; the contract already limits the string to rupees with two decimals. */
function amountStringToPaise(amount: string): number {
  return rupeesToPaise(Number(amount));
}

const lineKey = (line: Pick<NewOrderLine, 'book_id' | 'sale_price_paise'>) => `${line.book_id}:${line.sale_price_paise}`;

function sameLines(pending: PendingOrder, lines: readonly NewOrderLine[], amountPaise: number): boolean {
  if (pending.order.amount_paise !== amountPaise || pending.lines.length !== lines.length) return false;
  const wanted = new Set(lines.map(lineKey));
  return pending.lines.every((line) => wanted.has(lineKey(line)));
}

function sameIdSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

export class OrdersService {
  constructor(private readonly deps: OrdersServiceDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  async checkout(user: AuthUser, request: CheckoutRequest): Promise<CheckoutResponse> {
    const { cart, library, payments } = this.deps;
    const items = await cart.items(user.id);
    if (items.length === 0) throw new InvalidInput(messages.checkoutCartEmpty);
    if (!sameIdSet(request.bookId, items.map((item) => String(item.book_id)))) throw new Conflict(messages.checkoutCartChanged);
    const owned = await library.ownedAmong(user.id, items.map((item) => item.book_id));
    if (owned.length > 0) throw new Conflict(messages.bookAlreadyOwned);

    const lines: NewOrderLine[] = items.map((item) => ({
      book_id: item.book_id,
      price_paise: item.price_paise,
      discount_bp: item.discount_bp,
      sale_price_paise: discountedPaise(item.price_paise, item.discount_bp),
    }));
    const amountPaise = lines.reduce((sum, line) => sum + line.sale_price_paise, 0);
    if (amountStringToPaise(request.price) !== amountPaise) throw new Conflict(messages.checkoutPriceChanged);
    if (amountPaise < MIN_ORDER_PAISE) throw new InvalidInput(messages.checkoutAmountTooSmall);

    const order = await this.pendingOrderFor(user.id, lines, amountPaise);
    const providerOrderId = order.provider_order_id ?? (await this.createProviderOrder(order));
    return { order: { id: providerOrderId, amount: order.amount_paise, currency: order.currency }, key_id: payments.keyId, checkout_script_url: payments.checkoutScriptUrl };
  }

  /** Reuses the user's pending order for the same lines, or replaces it (see the file comment). */
  private async pendingOrderFor(userId: number, lines: NewOrderLine[], amountPaise: number): Promise<OrderRow> {
    const { orders } = this.deps;
    for (let attempt = 0; ; attempt++) {
      const pending = await orders.findPending(userId);
      if (pending && sameLines(pending, lines, amountPaise)) return pending.order;
      try {
        return await this.replacePending(pending?.order.id, { userId, amountPaise, currency: CURRENCY, now: this.nowIso() }, lines);
      } catch (error) {
        // Another checkout of this user inserted its pending order first: look again (once).
        if (!isUniqueViolation(error) || attempt > 0) throw error;
      }
    }
  }

  /** Abandons the user's previous pending order (if still pending) and inserts the new one, all or nothing. */
  private replacePending(previousOrderId: number | undefined, order: { userId: number; amountPaise: number; currency: string; now: string }, lines: readonly NewOrderLine[]): Promise<OrderRow> {
    const { db, orders } = this.deps;
    return db.transaction().execute(async (trx) => {
      if (previousOrderId !== undefined) await orders.abandonPending(previousOrderId, order.now, trx);
      return orders.insertPending(order, lines, trx);
    });
  }

  private async createProviderOrder(order: OrderRow): Promise<string> {
    const { orders, payments } = this.deps;
    let created;
    try {
      created = await payments.client.createOrder({ amount: order.amount_paise, currency: order.currency, receipt: String(order.id), notes: { order_id: String(order.id) } });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new PaymentProviderUnavailable({ cause: error });
      throw error;
    }
    if (created.amount !== order.amount_paise || created.currency !== order.currency) {
      throw new PaymentProviderUnavailable({ cause: new Error(`provider order ${created.id} does not match order ${order.id}`) });
    }
    return orders.attachProviderOrder(order.id, created.id, this.nowIso());
  }

  /**
   * The browser's report of Checkout's outcome; answers the text to show. Another user's order is
   * 404, as if it did not exist. Success needs Razorpay's signature over OUR stored provider order
   * id, so a signature of another order (or a made-up one) changes nothing.
   */
  async reportPayment(user: AuthUser, report: UpdateOrderStatusRequest): Promise<string> {
    const { orders, payments } = this.deps;
    const order = await orders.findByProviderOrderId(report.OrderId);
    if (!order || order.user_id !== user.id || order.provider_order_id === null) throw new NotFound(messages.orderNotFound);

    if (report.OrderStatus === 'Success') {
      if (!isValidPaymentSignature(order.provider_order_id, report.PaymentId, report.Signature, payments.keySecret)) throw new InvalidInput(messages.paymentNotVerified);
      // 'already-paid' (the webhook or an earlier report came first) is the same success for the buyer.
      await this.fulfil({ providerOrderId: order.provider_order_id, paymentId: report.PaymentId });
      return messages.paymentSucceeded;
    }

    if (order.status === 'paid') throw new Conflict(messages.orderAlreadyPaid);
    await orders.markFailed(order.id, { reason: report.Reason || null, paymentId: report.PaymentId || null, now: this.nowIso() });
    return messages.paymentFailed;
  }

  /**
   * Completes a paid order, all in one transaction opened by a conditional update: only the call
   * that moves the order to 'paid' proceeds; any other (concurrent or later) finds it paid and
   * changes nothing. The unique (user_id, book_id) index of user_books is the second guard: a
   * book is granted once even when two different orders for it are paid.
   */
  async fulfil(payment: PaidPayment): Promise<FulfilmentOutcome> {
    const { db, orders, books, library, cart, catalogCache } = this.deps;
    const now = this.nowIso();
    const outcome = await db.transaction().execute(async (trx): Promise<FulfilmentOutcome> => {
      // A failed or abandoned order still completes: a verified payment means money was received.
      const order = await orders.markPaid({ ...payment, now }, trx);
      if (!order) {
        const existing = await orders.findByProviderOrderId(payment.providerOrderId, trx);
        if (!existing) return { result: 'unknown-order' };
        return { result: existing.status === 'paid' ? 'already-paid' : 'amount-mismatch' };
      }
      const bookIds = await orders.lineBookIds(order.id, trx);
      // Every line was sold (and charged), whoever ends up reading it.
      await books.countSales(bookIds, trx);
      // A buyer who deleted the account meanwhile has nobody to grant the books to.
      if (order.user_id === null) return { result: 'fulfilled', orderId: order.id, grantedBookIds: [], alreadyOwnedBookIds: [] };
      const granted = await library.grant({ userId: order.user_id, orderId: order.id, bookIds, now }, trx);
      await cart.removeBooks(order.user_id, bookIds, trx);
      return { result: 'fulfilled', orderId: order.id, grantedBookIds: granted, alreadyOwnedBookIds: bookIds.filter((id) => !granted.includes(id)) };
    });
    if (outcome.result === 'fulfilled') catalogCache.invalidate();
    return outcome;
  }

  /**
   * The provider says a payment of this order failed; false for an order we do not know. A paid
   * order stays paid (markFailed): a late or replayed failure must not undo money received.
   */
  async recordFailedPayment(providerOrderId: string, failure: { reason: string | null; paymentId: string }): Promise<boolean> {
    const { orders } = this.deps;
    const order = await orders.findByProviderOrderId(providerOrderId);
    if (!order) return false;
    await orders.markFailed(order.id, { ...failure, now: this.nowIso() });
    return true;
  }
}
