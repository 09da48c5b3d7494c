/**
 * Sends recorded refunds to the provider (POST /v1/payments/:id/refund) and marks them processed.
 *
 * Crash-safe without double refunds: each provider refund carries notes.refund_id = our refund's
 * id; before sending, the payment's refunds at the provider are listed and a refund already there
 * for this id is only recorded. A refund the provider could not take now stays 'pending' and is
 * sent again by the reconciler.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { OrderRefundRow } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { PaymentProviderError } from '../../payments/razorpay-client';

const BATCH = 50;

export class RefundSender {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The order's pending refunds; answers how many are still pending afterwards. */
  async sendFor(orderId: number): Promise<number> {
    return this.sendAll(await this.uow.repos.orderRefunds.pending(BATCH, orderId));
  }

  /** Pending refunds of any order, oldest first (one batch). */
  async sendDue(): Promise<number> {
    return this.sendAll(await this.uow.repos.orderRefunds.pending(BATCH));
  }

  private async sendAll(refunds: readonly OrderRefundRow[]): Promise<number> {
    let left = 0;
    for (const refund of refunds) {
      if (!(await this.send(refund))) left++;
    }
    return left;
  }

  private async send(refund: OrderRefundRow): Promise<boolean> {
    const { client } = this.gateway;
    const notes = { refund_id: String(refund.id), order_id: String(refund.order_id) };
    try {
      const existing = (await client.fetchPaymentRefunds(refund.provider_payment_id)).find(
        (sent) => sent.notes.refund_id === notes.refund_id,
      );
      const sent =
        existing ??
        (await client.refundPayment(refund.provider_payment_id, {
          amount: refund.amount_paise,
          notes,
          receipt: `refund-${refund.id}`,
        }));
      await this.uow.repos.orderRefunds.markProcessed(refund.id, sent.id, this.clock.now().toISOString());
      this.log.info(
        {
          refundId: refund.id,
          orderId: refund.order_id,
          paymentId: refund.provider_payment_id,
          providerRefundId: sent.id,
          amountPaise: refund.amount_paise,
        },
        `refund ${refund.id} of order ${refund.order_id} sent`,
      );
      return true;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.log.warn(
        { err: error, refundId: refund.id, orderId: refund.order_id },
        'refund not sent yet; it will be sent again',
      );
      return false;
    }
  }
}
