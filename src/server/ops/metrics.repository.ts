/**
 * The figures /metrics reports from the database (Kysely only), read at most once per scrape cache
 * (ops/metrics.ts): orders by state, payments and refunds waiting, outbox depths, the jobs' rows.
 * Each is one indexed or grouped query; the oldest ages come from ISO timestamps, which sort as text.
 */
import type { Db } from '../db/create-database';

export interface Backlog {
  count: number;
  /** ISO timestamp of the oldest waiting row, or null when none waits. */
  oldest: string | null;
}

export interface JobRow {
  name: string;
  attempts: number;
  lastError: string | null;
  lastFinishedAt: string | null;
}

export class MetricsRepository {
  constructor(private readonly db: Db) {}

  async ordersByState(): Promise<Array<{ state: string; count: number }>> {
    const rows = await this.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    return rows.map((row) => ({ state: row.status, count: Number(row.count) }));
  }

  /** Payments the provider took (authorized, captured, or refunded there) that neither paid their order nor were refunded by the store yet. */
  paymentsAwaitingSettlement(): Promise<Backlog> {
    return this.backlog(
      this.db
        .selectFrom('order_payments')
        .where('settlement', 'is', null)
        .where('status', 'in', ['authorized', 'captured', 'refunded'])
        .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('created_at').as('oldest')]),
    );
  }

  /** Refunds recorded and not yet taken by the provider. */
  refundsPending(): Promise<Backlog> {
    return this.backlog(
      this.db
        .selectFrom('order_refunds')
        .where('status', '=', 'pending')
        .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('created_at').as('oldest')]),
    );
  }

  /** Messages of an outbox still to deliver (due now or retrying later). */
  outboxBacklog(outbox: 'webhooks' | 'mail'): Promise<Backlog> {
    const table = outbox === 'webhooks' ? 'sandbox_webhook_outbox' : 'mail_outbox';
    return this.backlog(
      this.db
        .selectFrom(table)
        .where('next_attempt_at', 'is not', null)
        .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('created_at').as('oldest')]),
    );
  }

  async jobs(): Promise<JobRow[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['name', 'attempts', 'last_error', 'last_finished_at'])
      .orderBy('name')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      lastFinishedAt: row.last_finished_at,
    }));
  }

  private async backlog(query: {
    executeTakeFirst(): Promise<{ count: number | string | bigint; oldest: string | null } | undefined>;
  }): Promise<Backlog> {
    const row = await query.executeTakeFirst();
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
  }
}
