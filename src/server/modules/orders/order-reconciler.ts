/**
 * The reconciler: asks the provider about orders whose payments may not be settled, so every
 * payment ends fulfilled or refunded even when the browser never reported and every webhook was
 * lost (a crash between capture and report, a closed tab, a UPI payment completing late).
 *
 * Work comes from orders.next_check_at (check-schedule.ts decides it), read in pages through its
 * index: no pass scans all orders. One process at a time runs it (a database lease), so several
 * servers on one database do not all ask the provider about the same orders. It also expires
 * pending orders past their TTL and re-sends refunds the provider could not take before.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/create-database';
import type { OrderRow } from '../../db/database';
import { acquireLease } from '../../jobs/leases';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { PaymentProviderError } from '../../payments/razorpay-client';
import { CHECK_HORIZON_MS, nextCheckAt, PENDING_CHECK_MS } from './check-schedule';
import type { OrderPaymentsRepository } from './order-payments.repository';
import type { OrdersRepository } from './orders.repository';
import { providerPaymentOf, type PaymentSettlementService } from './payment-settlement.service';
import type { RefundSender } from './refund-sender';

const LEASE_NAME = 'order-reconciler';
const PAGE = 50;
/** One run stops taking new pages after this long (the next run goes on). */
const RUN_BUDGET_MS = 20_000;

export interface ReconcilerDeps {
  db: Db;
  orders: OrdersRepository;
  payments: OrderPaymentsRepository;
  settlement: PaymentSettlementService;
  refundSender: RefundSender;
  gateway: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
}

export interface ReconcileSummary {
  ran: boolean;
  checked: number;
  settled: number;
  refundsLeft: number;
}

export class OrderReconciler {
  private readonly holder = randomUUID();

  constructor(private readonly deps: ReconcilerDeps) {}

  /** One pass over the due orders and pending refunds; `ran` is false when another process holds the lease. */
  async runOnce(): Promise<ReconcileSummary> {
    const { db, orders, clock, refundSender, intervalMs } = this.deps;
    const started = Date.now();
    const ttlMs = Math.max(60_000, intervalMs * 4);
    if (!(await acquireLease(db, { name: LEASE_NAME, holder: this.holder, now: clock.now(), ttlMs }))) return { ran: false, checked: 0, settled: 0, refundsLeft: 0 };
    let checked = 0;
    let settled = 0;
    while (Date.now() - started < RUN_BUDGET_MS) {
      const due = await orders.dueForCheck(clock.now().toISOString(), PAGE);
      if (due.length === 0) break;
      for (const order of due) {
        settled += await this.check(order);
        checked++;
      }
      await acquireLease(db, { name: LEASE_NAME, holder: this.holder, now: clock.now(), ttlMs });
    }
    const refundsLeft = await refundSender.sendDue();
    return { ran: true, checked, settled, refundsLeft };
  }

  /** Settles what the provider holds for the order, expires it if due, and schedules the next look. */
  private async check(order: OrderRow): Promise<number> {
    const { orders, payments, settlement, gateway, clock, log } = this.deps;
    const nowDate = clock.now();
    const now = nowDate.toISOString();
    let current = order;
    if (current.status === 'pending' && (current.expires_at ?? '') <= now) {
      current = (await orders.move(current.id, 'expired', { now })) ?? (await orders.findById(current.id)) ?? current;
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
        await orders.scheduleCheck(current.id, beyondHorizon ? null : new Date(nowDate.getTime() + PENDING_CHECK_MS).toISOString());
        return settledHere;
      }
      current = (await orders.findById(current.id)) ?? current;
    }
    // An authorized payment not captured yet keeps the order watched closely (until the horizon).
    const watched = nowDate.getTime() - Date.parse(current.created_at) < CHECK_HORIZON_MS && (await payments.hasUnsettled(current.id));
    const next = watched ? new Date(nowDate.getTime() + PENDING_CHECK_MS).toISOString() : nextCheckAt(current, nowDate);
    await orders.scheduleCheck(current.id, next);
    return settledHere;
  }
}
