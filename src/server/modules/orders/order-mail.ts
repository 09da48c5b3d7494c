/**
 * The mails of orders: a receipt when an order is paid (its lines, amounts, and any line refunded
 * because the buyer already owned it) carrying the order's tax invoice (or receipt) as a PDF, and a
 * notice when money goes back carrying the refund's credit note when there is one. The PDFs are made
 * when the mail is sent (mail/mail-attachments.ts): the kinds below, registered by order-services.ts.
 * Each is written with the repositories of the transaction that pays or refunds, so it is sent
 * exactly when that commits (mail/mail-outbox.ts); the caller asks for the send after the commit
 * (sendSoon). A buyer who deleted the account gets none. Both are written in the buyer account's
 * language (English when it has none).
 */
import { uiPaths } from '../../../shared/ui-paths';
import type { Clock } from '../../clock';
import type { TransactionRepositories } from '../../db/unit-of-work';
import type { StoreMail } from '../../mail/mail';
import { accountLocale } from '../../i18n/server-i18n';
import { mailTemplates, type RefundExplanation } from '../../mail/mail-templates';
import { REFUND_REASONS, type RefundReason } from './order-states';

/** Why the money goes back, as the buyer reads it: its text in the mail catalogs (mail/messages.*.json). */
const REFUND_EXPLANATIONS: Record<RefundReason, RefundExplanation> = {
  [REFUND_REASONS.alreadyOwned]: 'refundWhyAlreadyOwned',
  [REFUND_REASONS.doublePayment]: 'refundWhyDoublePayment',
  [REFUND_REASONS.expired]: 'refundWhyExpired',
  [REFUND_REASONS.cancelled]: 'refundWhyCancelled',
  [REFUND_REASONS.abandoned]: 'refundWhyAbandoned',
  [REFUND_REASONS.failed]: 'refundWhyFailed',
  [REFUND_REASONS.priceChanged]: 'refundWhyPriceChanged',
  [REFUND_REASONS.mismatch]: 'refundWhyMismatch',
  [REFUND_REASONS.noBuyer]: 'refundWhyNoBuyer',
  [REFUND_REASONS.admin]: 'refundWhyAdmin',
  [REFUND_REASONS.provider]: 'refundWhyProvider',
};

/** The documents order mails carry, by the id the mail names. */
export const ORDER_MAIL_ATTACHMENTS = {
  /** An order's tax invoice, or its receipt while the store issues none: by order id. */
  invoice: 'tax-invoice',
  /** A refund's credit note: by refund id. */
  creditNote: 'credit-note',
} as const;

export class OrderMail {
  constructor(private readonly deps: { mail: StoreMail; clock: Clock }) {}

  /** The buyer (still with an account), the order's lines with their titles, and what was paid. */
  private async orderFacts(orderId: number, repos: TransactionRepositories) {
    const buyer = await repos.orders.buyerOf(orderId);
    if (!buyer) return undefined;
    const lines = await repos.orders.titledLines(orderId);
    const couponCode = buyer.coupon_code ?? undefined;
    return {
      buyer,
      summary: {
        orderId: String(orderId),
        lines: lines.map((line) => ({
          title: line.name,
          pricePaise: line.sale_price_paise,
          couponDiscountPaise: line.coupon_discount_paise,
          refunded: line.refund_id !== null,
        })),
        ...(couponCode !== undefined && { couponCode }),
        paidPaise: buyer.amount_paise,
      },
    };
  }

  /** In the transaction that pays the order. */
  async queueReceipt(repos: TransactionRepositories, orderId: number): Promise<void> {
    const facts = await this.orderFacts(orderId, repos);
    if (!facts) return;
    const content = mailTemplates.receipt(
      accountLocale(facts.buyer.language),
      facts.buyer.first_name,
      facts.summary,
      this.deps.mail.link(uiPaths.library),
    );
    const attachments = [{ kind: ORDER_MAIL_ATTACHMENTS.invoice, id: orderId }];
    await repos.mailOutbox.queue({ to: facts.buyer.email, ...content, attachments }, this.deps.clock.now());
  }

  /** In the transaction that records the refund. */
  async queueRefundNotice(
    repos: TransactionRepositories,
    orderId: number,
    refundPaise: number,
    reason: RefundReason,
    /** The refund's credit note, when one was issued (decision 041): the mail names and carries it. */
    creditNote?: { number: string; refundId: number },
  ): Promise<void> {
    const facts = await this.orderFacts(orderId, repos);
    if (!facts || refundPaise <= 0) return;
    const content = mailTemplates.refundNotice(
      accountLocale(facts.buyer.language),
      facts.buyer.first_name,
      facts.summary,
      refundPaise,
      REFUND_EXPLANATIONS[reason],
      this.deps.mail.link(uiPaths.orders),
      creditNote?.number,
    );
    const attachments = creditNote ? [{ kind: ORDER_MAIL_ATTACHMENTS.creditNote, id: creditNote.refundId }] : [];
    await repos.mailOutbox.queue({ to: facts.buyer.email, ...content, attachments }, this.deps.clock.now());
  }

  /** After the transaction that queued mails committed. */
  sendSoon(): void {
    this.deps.mail.outbox.deliverSoon();
  }
}
