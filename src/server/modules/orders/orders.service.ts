/**
 * Checkout, paying or cancelling an order awaiting payment, and the browser's payment report.
 *
 * Checkout charges what the DATABASE says the caller's cart costs: the client's total and book
 * ids are only compared, and a difference is answered 409 before anything is created or charged.
 * The order is payable for ORDER_TTL_MINUTES (expires_at); after that a payment of it is refunded.
 *
 * Two checkouts racing for one cart (two tabs, a double click) end with ONE provider order: a user
 * has at most one pending order (a partial unique index); a checkout finding a pending, unexpired
 * order with the same lines and prices reuses it, the loser of an insert race looks again and
 * reuses the winner's, and the provider order is linked first-wins (attachProviderOrder). A cart
 * that changed replaces (abandons) the pending order: should that old order be paid after all, the
 * payment is refunded (PaymentSettlementService), never a second charge for the same books.
 *
 * An order awaiting payment can be paid again while it is payable (resumePayment: the same provider
 * order, never a second one) or cancelled by its shopper (cancelOrder: pending -> expired, a late
 * payment of it refunded in full like any expired order's).
 *
 * The billing details (place of supply: name, state, PIN) come with the checkout or from the
 * profile, are saved to the profile when given, and are kept with the order: its tax invoice,
 * issued when it is paid, is made from them (decision 041).
 *
 * A coupon code (decision 048) is priced by CouponsService with the cart's lines; each line then
 * charges its discounted price, and the transaction that inserts the order claims the code's use
 * (CouponsService.claimUse) so its limits hold under any number of concurrent checkouts. An
 * order awaiting payment is reused only for the same lines, prices and coupon.
 *
 * The report never grants anything by itself: a valid signature only says which payment to look
 * up; the payment is fetched from the provider and settled like any webhook or reconciler finding.
 */
import { OneAtATimePerKey } from '../../one-at-a-time';
import { OUTSIDE_INDIA, type BillingDetails } from '../../../shared/billing-details';
import { CURRENCY, MIN_ORDER_PAISE } from '../../../shared/constants';
import type {
  CheckoutRequest,
  CheckoutResponse,
  UpdateOrderStatusRequest,
} from '../../../shared/contract/checkout.contract';
import { discountedPaise, rupeesToPaise } from '../../../shared/money';
import { messages } from '../../../shared/messages';
import { isTaxInvoiceReady } from '../../../shared/gst';
import { orderTexts } from '../../../shared/order-texts';
import { taxTexts } from '../../../shared/tax-texts';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import type { OrderRow, UserRow } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuthUser } from '../accounts/auth-user';
import { Conflict, InvalidInput, NotFound, PaymentProviderUnavailable } from '../../domain-errors';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { PaymentProviderError } from '../../payments/razorpay-client';
import { isValidPaymentSignature } from '../../payments/signatures';
import { storeSettingsOf } from '../tax/store-settings.service';
import { firstCheckAt, nextCheckAt } from './check-schedule';
import { isCancelled, ORDER_CANCELLED } from './order-states';
import type { NewOrderLine, PendingOrder } from './orders.repository';
import { providerPaymentOf, type PaymentSettlementService, type SettleOutcome } from './payment-settlement.service';
import { apiMessages } from '../../../shared/api-messages';
import { refuseUpcoming, refuseUpcomingBooks } from '../releases/releases.service';
import { refuseFreeBooksInCart } from '../free-books/free-books.service';
import type { AppliedCoupon, CouponsService } from '../coupons/coupons.service';

export interface OrdersServiceDeps {
  uow: UnitOfWork;
  payments: PaymentGateway;
  settlement: PaymentSettlementService;
  clock: Clock;
  orderTtlMinutes: number;
  /** Prices orders with a coupon code and claims its uses (decision 048). */
  coupons: CouponsService;
}

/** "1234.5" -> 123450 paise; the contract already limits the string to rupees with two decimals. */
function amountStringToPaise(amount: string): number {
  return rupeesToPaise(Number(amount));
}

const lineKey = (line: Pick<NewOrderLine, 'book_id' | 'sale_price_paise' | 'coupon_discount_paise'>) =>
  `${line.book_id}:${line.sale_price_paise}:${line.coupon_discount_paise ?? 0}`;

function sameLines(pending: PendingOrder, lines: readonly NewOrderLine[], amountPaise: number): boolean {
  if (pending.order.amount_paise !== amountPaise || pending.lines.length !== lines.length) return false;
  const wanted = new Set(lines.map(lineKey));
  return pending.lines.every((line) => wanted.has(lineKey(line)));
}

/** The billing details the request gives (the contract checked them), if any. */
function billingGiven(request: CheckoutRequest): BillingDetails | undefined {
  if (request.BillingName === undefined || request.State === undefined) return undefined;
  return {
    name: request.BillingName,
    state: request.State,
    pin: request.State === OUTSIDE_INDIA ? '' : (request.PinCode ?? ''),
  };
}

/** The billing details saved on the profile, if any. */
function savedBilling(user: UserRow | undefined): BillingDetails | undefined {
  if (!user?.billing_name || !user.billing_state) return undefined;
  return { name: user.billing_name, state: user.billing_state, pin: user.billing_pin ?? '' };
}

function sameIdSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

export class OrdersService {
  /**
   * Checkouts with the same coupon, one at a time in this process: they would queue on the
   * coupon's row lock anyway (claimUse), and queued here they do not each hold a pooled
   * connection while they wait, which in a sale's rush left none for everybody else's requests.
   */
  private readonly couponCheckouts = new OneAtATimePerKey<number>();

  constructor(private readonly deps: OrdersServiceDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /** `from` is the caller's address: coupon codes that do not exist are counted against it. */
  async checkout(user: AuthUser, request: CheckoutRequest, from?: { ip: string }): Promise<CheckoutResponse> {
    const items = await this.deps.uow.repos.cart.items(user.id);
    if (items.length === 0) throw new InvalidInput(messages.checkoutCartEmpty);
    const given = billingGiven(request);
    const billing = await this.billingFor(user, given);
    if (
      !sameIdSet(
        request.bookId,
        items.map((item) => String(item.book_id)),
      )
    )
      throw new Conflict(apiMessages.checkoutCartChanged);
    if (items.some((item) => item.owned)) throw new Conflict(apiMessages.bookAlreadyOwned);
    // A book made free after it went into the cart is got with Get it free, not bought (decision 047).
    refuseFreeBooksInCart(items);
    refuseUpcoming(items, this.deps.clock.now());

    const listed: NewOrderLine[] = items.map((item) => ({
      book_id: item.book_id,
      price_paise: item.price_paise,
      discount_bp: item.discount_bp,
      sale_price_paise: discountedPaise(item.price_paise, item.discount_bp),
      coupon_discount_paise: 0,
    }));
    const coupon =
      request.CouponCode === undefined
        ? undefined
        : await this.deps.coupons.price(
            { userId: user.id, ip: from?.ip ?? '' },
            request.CouponCode,
            listed.map((line) => ({ bookId: line.book_id, pricePaise: line.sale_price_paise })),
          );
    // The coupon's pricing keeps the lines' order: line i is listed[i] with its share taken off.
    const lines = coupon
      ? listed.map((line, index) => {
          const priced = coupon.pricing.lines[index]!;
          return { ...line, sale_price_paise: priced.paidPaise, coupon_discount_paise: priced.discountPaise };
        })
      : listed;
    const amountPaise = lines.reduce((sum, line) => sum + line.sale_price_paise, 0);
    if (amountStringToPaise(request.price) !== amountPaise) throw new Conflict(apiMessages.checkoutPriceChanged);
    if (amountPaise < MIN_ORDER_PAISE) throw new InvalidInput(apiMessages.checkoutAmountTooSmall);

    const order = await this.pendingOrderFor(user.id, lines, amountPaise, billing, coupon);
    await this.keepBilling(user.id, order, given, billing);
    return this.checkoutAnswer(order);
  }

  /**
   * The billing details of this checkout (place of supply): those given, else the profile's saved
   * ones. Refused (400, nothing written) when the store issues tax invoices and there are none,
   * and for an address outside India unless the seller serves one (export of services).
   */
  private async billingFor(user: AuthUser, given: BillingDetails | undefined): Promise<BillingDetails | undefined> {
    const { storeSettings, accounts } = this.deps.uow.repos;
    const settings = storeSettingsOf(await storeSettings.load());
    const billing = given ?? savedBilling(await accounts.findById(user.id));
    if (!billing && isTaxInvoiceReady(settings)) throw new InvalidInput(taxTexts.billingRequired);
    if (billing?.state === OUTSIDE_INDIA && !settings.ExportOfServices) throw new InvalidInput(taxTexts.onlyIndia);
    return billing;
  }

  /** Details given are saved to the profile; the order keeps the ones it is bought with. */
  private async keepBilling(
    userId: number,
    order: OrderRow,
    given: BillingDetails | undefined,
    billing: BillingDetails | undefined,
  ): Promise<void> {
    const orderHasIt =
      !billing ||
      (order.billing_name === billing.name &&
        order.billing_state === billing.state &&
        order.billing_pin === billing.pin);
    if (!given && orderHasIt) return;
    await this.deps.uow.transact(async ({ accounts, orders }) => {
      if (given)
        await accounts.update(userId, { billing_name: given.name, billing_state: given.state, billing_pin: given.pin });
      if (billing && !orderHasIt) await orders.setBilling(order.id, billing);
    });
  }

  /** What Checkout needs to pay this pending order: its provider order (created now if it has none). */
  private async checkoutAnswer(order: OrderRow): Promise<CheckoutResponse> {
    const { payments } = this.deps;
    const providerOrderId = order.provider_order_id ?? (await this.createProviderOrder(order));
    return {
      order: { id: providerOrderId, amount: order.amount_paise, currency: order.currency },
      key_id: payments.keyId,
      checkout_script_url: payments.checkoutScriptUrl,
      order_number: order.id,
      expires_at: order.expires_at ?? order.created_at,
    };
  }

  /** The caller's order, or 404 as if it did not exist (another user's order is nobody's business). */
  private async ownOrder(user: AuthUser, orderId: number): Promise<OrderRow> {
    const order = await this.deps.uow.repos.orders.findById(orderId);
    if (!order || order.user_id !== user.id) throw new NotFound(apiMessages.orderNotFound);
    return order;
  }

  /**
   * Pay again an order awaiting payment (the payment dialog was closed, or My Orders' Pay now):
   * Checkout's answer for the SAME provider order, so no second order is made. Only while it is
   * payable: pending, not expired, and at the prices it was ordered at (a payment of it would be
   * refunded otherwise, src/docs/decisions/030).
   */
  async resumePayment(user: AuthUser, orderId: number): Promise<CheckoutResponse> {
    const order = await this.ownOrder(user, orderId);
    if (order.status === 'paid') throw new Conflict(apiMessages.orderAlreadyPaid);
    if (order.status !== 'pending' || (order.expires_at ?? '') <= this.nowIso())
      throw new Conflict(orderTexts.orderNotPayable);
    if ((await this.deps.uow.repos.orders.repricedLineCount(order.id)) > 0)
      throw new Conflict(orderTexts.orderPricesChanged);
    // A book whose release date moved into the future since checkout (decision 046).
    const { orders, releases } = this.deps.uow.repos;
    await refuseUpcomingBooks(releases, await orders.lineBookIds(order.id), this.deps.clock.now());
    return this.checkoutAnswer(order);
  }

  /**
   * The shopper releases an order awaiting payment: pending -> expired (ORDER_CANCELLED), one
   * conditional move, so a payment settling at the same moment either paid it first (409 here) or
   * finds it closed and is refunded in full. Still watched by the reconciler like any expired
   * order. The cart is kept. Cancelling it again answers the same (a double click).
   */
  async cancelOrder(user: AuthUser, orderId: number): Promise<string> {
    const order = await this.ownOrder(user, orderId);
    const { orders } = this.deps.uow.repos;
    const nowDate = this.deps.clock.now();
    const now = nowDate.toISOString();
    const moved = await orders.move(order.id, 'expired', {
      now,
      set: {
        failure_reason: ORDER_CANCELLED,
        next_check_at: nextCheckAt({ ...order, status: 'expired', updated_at: now }, nowDate),
      },
    });
    if (moved) return orderTexts.orderCancelled;
    const current = (await orders.findById(order.id)) ?? order;
    if (isCancelled(current)) return orderTexts.orderCancelled;
    if (current.status === 'paid') throw new Conflict(apiMessages.orderAlreadyPaid);
    throw new Conflict(orderTexts.orderNotAwaitingPayment);
  }

  /** Reuses the user's pending order for the same lines while it is payable, or replaces it (see the file comment). */
  private async pendingOrderFor(
    userId: number,
    lines: NewOrderLine[],
    amountPaise: number,
    billing: BillingDetails | undefined,
    coupon?: AppliedCoupon,
  ): Promise<OrderRow> {
    const { orders, coupons } = this.deps.uow.repos;
    for (let attempt = 0; ; attempt++) {
      const pending = await orders.findPending(userId);
      const payable = pending !== undefined && (pending.order.expires_at ?? '') > this.nowIso();
      if (
        pending &&
        payable &&
        sameLines(pending, lines, amountPaise) &&
        (await coupons.couponIdOfOrder(pending.order.id)) === coupon?.coupon.id
      )
        return pending.order;
      try {
        return await this.replacePending(pending?.order, userId, amountPaise, lines, billing, coupon);
      } catch (error) {
        // Another checkout of this user inserted its pending order first: look again (once).
        if (!isUniqueViolation(error) || attempt > 0) throw error;
      }
    }
  }

  /**
   * Closes the user's previous pending order (expired, or abandoned for a changed cart) and
   * inserts the new one, all or nothing. The old one stays watched by the reconciler: a late
   * payment of it is refunded. With a coupon, its use is claimed and recorded once the old order is
   * closed (it no longer holds a use) and the new one inserted; a code used up throws, and
   * nothing of the checkout is written.
   */
  private replacePending(
    previous: OrderRow | undefined,
    userId: number,
    amountPaise: number,
    lines: readonly NewOrderLine[],
    billing: BillingDetails | undefined,
    coupon?: AppliedCoupon,
  ): Promise<OrderRow> {
    const { uow, clock, orderTtlMinutes, coupons } = this.deps;
    const nowDate = clock.now();
    const now = nowDate.toISOString();
    const transaction = () =>
      uow.transact(async (repos) => {
        const { orders } = repos;
        if (previous) {
          const closed = (previous.expires_at ?? '') <= now ? 'expired' : 'abandoned';
          await orders.move(previous.id, closed, {
            now,
            set: { next_check_at: nextCheckAt({ ...previous, status: closed, updated_at: now }, nowDate) },
          });
        }
        const expiresAt = new Date(nowDate.getTime() + orderTtlMinutes * 60_000).toISOString();
        const order = await orders.insertPending(
          { userId, amountPaise, currency: CURRENCY, now, expiresAt, firstCheckAt: firstCheckAt(nowDate), billing },
          lines,
        );
        // Claimed last, so the coupon's lock is held only for the use's row and the commit.
        if (coupon) await coupons.claimUse(repos, coupon, { orderId: order.id, userId });
        return order;
      });
    if (!coupon) return transaction();
    // After waiting in the queue, the checkouts ahead have committed: a plain count refuses a code
    // used up without a transaction, so a rush's refusals cost one query each (claimUse decides).
    return this.couponCheckouts.run(coupon.coupon.id, async (waited) => {
      if (waited) await coupons.refuseIfUsedUp(coupon.coupon, userId);
      return transaction();
    });
  }

  private async createProviderOrder(order: OrderRow): Promise<string> {
    const { payments } = this.deps;
    const { orders } = this.deps.uow.repos;
    let created;
    try {
      created = await payments.client.createOrder({
        amount: order.amount_paise,
        currency: order.currency,
        receipt: String(order.id),
        notes: { order_id: String(order.id) },
      });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new PaymentProviderUnavailable({ cause: error });
      throw error;
    }
    if (created.amount !== order.amount_paise || created.currency !== order.currency) {
      throw new PaymentProviderUnavailable({
        cause: new Error(`provider order ${created.id} does not match order ${order.id}`),
      });
    }
    return orders.attachProviderOrder(order.id, created.id, this.nowIso());
  }

  /**
   * The browser's report of Checkout's outcome; answers the text to show. Another user's order is
   * 404, as if it did not exist. Success needs Razorpay's signature over OUR stored provider order
   * id, so a signature of another order (or a made-up one) changes nothing; the payment it names
   * is then fetched from the provider and settled. When the provider cannot be asked, or the
   * payment is not captured yet, the answer is 502 and the browser reports again later.
   */
  async reportPayment(user: AuthUser, report: UpdateOrderStatusRequest): Promise<string> {
    const { payments, settlement } = this.deps;
    const { orders } = this.deps.uow.repos;
    const order = await orders.findByProviderOrderId(report.OrderId);
    if (!order || order.user_id !== user.id || order.provider_order_id === null)
      throw new NotFound(apiMessages.orderNotFound);

    if (report.OrderStatus === 'Success') {
      if (!isValidPaymentSignature(order.provider_order_id, report.PaymentId, report.Signature, payments.keySecret))
        throw new InvalidInput(apiMessages.paymentNotVerified);
      const confirming = { message: messages.paymentConfirming };
      let fetched;
      try {
        fetched = providerPaymentOf(await payments.client.fetchPayment(report.PaymentId));
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new PaymentProviderUnavailable({ cause: error, ...confirming });
        throw error;
      }
      if (!fetched || fetched.orderId !== order.provider_order_id)
        throw new InvalidInput(apiMessages.paymentNotVerified);
      return reportAnswer(await settlement.settle(fetched), confirming);
    }

    if (order.status === 'paid') throw new Conflict(apiMessages.orderAlreadyPaid);
    const nowDate = this.deps.clock.now();
    const now = nowDate.toISOString();
    // Still watched after failing: a payment that completes late is found and refunded.
    await orders.move(order.id, 'failed', {
      now,
      set: {
        failure_reason: report.Reason || null,
        payment_id: report.PaymentId || null,
        next_check_at: nextCheckAt({ ...order, status: 'failed', updated_at: now }, nowDate),
      },
    });
    return messages.paymentFailed;
  }
}

/** What the shopper is told of a reported payment's settlement. */
function reportAnswer(outcome: SettleOutcome, confirming: { message: string }): string {
  switch (outcome.result) {
    case 'fulfilled':
      return outcome.refundedBookIds.length > 0
        ? apiMessages.paymentSucceededPartlyRefunded
        : messages.paymentSucceeded;
    case 'already-settled':
      if (outcome.settlement === 'fulfilled') return messages.paymentSucceeded;
      throw new Conflict(apiMessages.paymentRefunded);
    case 'refunded':
      throw new Conflict(apiMessages.paymentRefunded);
    case 'not-captured':
      throw new PaymentProviderUnavailable(confirming);
    case 'failed':
      return messages.paymentFailed;
    case 'unknown-order':
      throw new NotFound(apiMessages.orderNotFound);
  }
}
