/**
 * The reconciler: asks the provider about orders whose payments may not be settled, so every
 * payment ends fulfilled or refunded even when the browser never reported and every webhook was
 * lost (a crash between capture and report, a closed tab, a UPI payment completing late).
 *
 * Work comes from orders.next_check_at (check-schedule.ts decides it), read in pages through its
 * index: no pass scans all orders. It runs as a cluster job (jobs/background-jobs.ts): one process
 * at a time, so several servers on one database do not all ask the provider about the same orders,
 * and a run repeated after a crash settles nothing twice (settlement is idempotent). It also expires
 * pending orders past their TTL and re-sends refunds the provider could not take before.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { OrderRow } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { PaymentProviderError } from '../../payments/razorpay-client';
import { CHECK_HORIZON_MS, nextCheckAt, PENDING_CHECK_MS } from './check-schedule';
import { providerPaymentOf, type PaymentSettlementService } from './payment-settlement.service';
import type { RefundSender } from './refund-sender';

const PAGE = 50;
/** One run stops taking new pages after this long (the next run goes on). */
const RUN_BUDGET_MS = 20_000;

export interface ReconcilerDeps {
  uow: UnitOfWork;
  settlement: PaymentSettlementService;
  refundSender: RefundSender;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
}

export interface ReconcileSummary {
  checked: number;
  settled: number;
  refundsLeft: number;
}

export class OrderReconciler {
  constructor(private readonly deps: ReconcilerDeps) {}

  /** One pass over the due orders and pending refunds. */
  async runOnce(): Promise<ReconcileSummary> {
    const { clock, refundSender } = this.deps;
    const { orders } = this.deps.uow.repos;
    const started = Date.now();
    let checked = 0;
    let settled = 0;
    while (Date.now() - started < RUN_BUDGET_MS) {
      const due = await orders.dueForCheck(clock.now().toISOString(), PAGE);
      if (due.length === 0) break;
      for (const order of due) {
        settled += await this.check(order);
        checked++;
      }
    }
    const refundsLeft = await refundSender.sendDue();
    return { checked, settled, refundsLeft };
  }

  /** Settles what the provider holds for the order, expires it if due, and schedules the next look. */
  private async check(order: OrderRow): Promise<number> {
    const { settlement, gateway, clock, log } = this.deps;
    const { orders, orderPayments } = this.deps.uow.repos;
    const nowDate = clock.now();
    const now = nowDate.toISOString();
    let current = order;
    if (current.status === 'pending' && (current.expires_at ?? '') <= now) {
      const expired = await orders.move(current.id, 'expired', { now });
      if (expired) log.info({ orderId: current.id }, `order ${current.id} expired unpaid`);
      current = expired ?? (await orders.findById(current.id)) ?? current;
    }
    let settledHere = 0;
    if (current.provider_order_id !== null) {
      try {
        for (const found of await gateway.client.fetchOrderPayments(current.provider_order_id)) {
          const payment = providerPaymentOf(found);
          if (!payment || payment.status === 'created') continue;
          const outcome = await settlement.settle(payment);
          if (outcome.result === 'fulfilled' || outcome.result === 'refunded') settledHere++;
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // Asked again soon, but not forever: past the horizon only a webhook can still tell.
        const beyondHorizon = nowDate.getTime() - Date.parse(current.created_at) >= CHECK_HORIZON_MS;
        log.warn({ err: error, orderId: current.id, beyondHorizon }, 'reconciler could not ask the provider');
        await orders.scheduleCheck(
          current.id,
          beyondHorizon ? null : new Date(nowDate.getTime() + PENDING_CHECK_MS).toISOString(),
        );
        return settledHere;
      }
      current = (await orders.findById(current.id)) ?? current;
    }
    // An authorized payment not captured yet keeps the order watched closely (until the horizon).
    const watched =
      nowDate.getTime() - Date.parse(current.created_at) < CHECK_HORIZON_MS &&
      (await orderPayments.hasUnsettled(current.id));
    const next = watched ? new Date(nowDate.getTime() + PENDING_CHECK_MS).toISOString() : nextCheckAt(current, nowDate);
    await orders.scheduleCheck(current.id, next);
    return settledHere;
  }
}
