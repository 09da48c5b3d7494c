/**
 * PostgreSQL's LISTEN/NOTIFY on one channel: what one process announces, every other process on
 * the same database hears within milliseconds (catalog-cache-sync.ts uses it so a price change on
 * one server drops the cached catalog on all of them).
 *
 * Listening needs a connection of its own, held open (a pooled one would go back to the pool).
 * When it breaks, the listener reconnects with back-off and calls onResubscribed: messages sent
 * while it was away are lost, so the owner assumes it missed one. Notifying uses the pool.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { Db } from './create-database';

const FIRST_RECONNECT_MS = 250;
const MAX_RECONNECT_MS = 10_000;

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  log: FastifyBaseLogger;
  onMessage(payload: string): void;
  /** After a reconnection (not the first connection): anything sent meanwhile was missed. */
  onResubscribed(): void;
}

export class PgListener {
  private client: Client | undefined;
  private closed = false;
  private reconnectMs = FIRST_RECONNECT_MS;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly options: PgListenerOptions) {
    if (!/^[a-z_]+$/.test(options.channel)) throw new Error(`Not a channel name: ${options.channel}`);
  }

  /** Resolves once listening (the first time); a later break reconnects by itself. */
  async start(): Promise<void> {
    await this.connect(false);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(resubscribing: boolean): Promise<void> {
    const client = new Client({ connectionString: this.options.connectionString });
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.options.onMessage(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    this.client = client;
    await client.connect();
    // The channel is checked in the constructor: a fixed identifier, not user input.
    await client.query(`LISTEN ${this.options.channel}`);
    this.reconnectMs = FIRST_RECONNECT_MS;
    if (resubscribing) this.options.onResubscribed();
  }

  private lost(client: Client, error: Error): void {
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.options.log.warn({ err: error, channel: this.options.channel }, 'LISTEN connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.retry = setTimeout(() => {
      if (this.closed) return;
      this.connect(true).catch((error: unknown) => {
        this.options.log.warn({ err: error, channel: this.options.channel }, 'LISTEN reconnection failed');
        this.client?.end().catch(() => undefined);
        this.client = undefined;
        this.reconnectMs = Math.min(this.reconnectMs * 2, MAX_RECONNECT_MS);
        this.scheduleReconnect();
      });
    }, this.reconnectMs);
    this.retry.unref();
  }
}

/** Announces on the channel, through the pool (delivered to listeners once committed). */
export async function pgNotify(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
