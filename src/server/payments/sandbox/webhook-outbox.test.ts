/**
 * The sandbox's durable webhooks: rows written with the payment, retried with back-off and the same
 * event id, kept across a restart, sent once even by two processes, never sent when switched off.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sandboxPaths } from '../../../shared/api-paths';
import { buildApp } from '../../app';
import { manualClock, type ManualClock } from '../../clock';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/create-database';
import { post } from '../../testing/accounts';
import { createTestApp, testDialect, type TestApp } from '../../testing/create-test-app';
import { copyTemplate, TEST_TODAY } from '../../testing/database-templates';
import { TEST_PASSWORD_HASHING } from '../../testing/password-hashing';
import { basicAuth, recordWebhooks, sandboxApi } from './sandbox-test-helpers';
import { retryDelayMs } from './webhook-outbox';

const sandboxPayments = loadConfig({ LOG_LEVEL: 'silent' }).payments;
const keys = basicAuth(sandboxPayments.keyId, sandboxPayments.keySecret);

/** Creates an order and pays it with a success (three webhooks: authorized, captured, order.paid). */
async function payAnOrder(app: FastifyInstance, outcome: 'success' | 'failure' = 'success'): Promise<string> {
  const order = await app.inject({
    method: 'POST',
    url: `${sandboxApi}/orders`,
    headers: keys,
    payload: { amount: 20_000, currency: 'INR' },
  });
  expect(order.statusCode).toBe(200);
  const orderId = order.json<{ id: string }>().id;
  await post(app, sandboxPaths.pay, { order_id: orderId, outcome });
  return orderId;
}

function outboxRows(db: Db, eventIds: readonly string[]) {
  return db.selectFrom('sandbox_webhook_outbox').selectAll().where('event_id', 'in', eventIds).orderBy('id').execute();
}

function unsentRows(db: Db, orderId: string) {
  return db
    .selectFrom('sandbox_webhook_outbox')
    .selectAll()
    .where('body', 'like', `%${orderId}%`)
    .where('delivered_at', 'is', null)
    .orderBy('id')
    .execute();
}

const later = (clock: ManualClock, ms: number) => new Date(clock.now().getTime() + ms).toISOString();

test('retries wait 1 s, 2 s, 4 s ... and at most 10 minutes', () => {
  expect([1, 2, 3, 4, 10, 11, 30].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 512_000, 600_000, 600_000]);
});

describe('with one app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  test('a delivery the store answers 500 is retried later with back-off and the SAME event id and body, until a 2xx', async () => {
    let storeDown = true;
    const recorder = recordWebhooks(t.app, () => (storeDown ? 500 : undefined));
    try {
      await payAnOrder(t.app);
      await t.app.paymentSandbox!.webhooksDelivered();
      const first = [...recorder.delivered];
      expect(first.map((webhook) => [webhook.event, webhook.status])).toEqual([
        ['payment.authorized', 500],
        ['payment.captured', 500],
        ['order.paid', 500],
      ]);
      const eventIds = first.map((webhook) => webhook.eventId!);
      expect(new Set(eventIds).size).toBe(3);
      for (const row of await outboxRows(t.db, eventIds)) {
        expect(row).toMatchObject({
          attempts: 1,
          delivered_at: null,
          next_attempt_at: later(t.clock, 1000),
          last_error: expect.stringContaining('HTTP 500'),
        });
      }

      // Not due yet: nothing is sent.
      await t.app.paymentSandbox!.webhooksDelivered();
      expect(recorder.delivered).toHaveLength(3);

      t.clock.advance(1000);
      await t.app.paymentSandbox!.webhooksDelivered();
      expect(recorder.delivered).toHaveLength(6);
      for (const row of await outboxRows(t.db, eventIds))
        expect(row).toMatchObject({ attempts: 2, next_attempt_at: later(t.clock, 2000) });

      storeDown = false;
      t.clock.advance(1999);
      await t.app.paymentSandbox!.webhooksDelivered();
      expect(recorder.delivered).toHaveLength(6);
      t.clock.advance(1);
      await t.app.paymentSandbox!.webhooksDelivered();
      const retried = recorder.delivered.slice(6);
      expect(retried.map((webhook) => [webhook.eventId, webhook.status])).toEqual(eventIds.map((id) => [id, 200]));
      expect(retried.map((webhook) => webhook.body)).toEqual(first.map((webhook) => webhook.body));
      for (const row of await outboxRows(t.db, eventIds)) {
        expect(row).toMatchObject({
          attempts: 3,
          delivered_at: t.clock.now().toISOString(),
          next_attempt_at: null,
          last_error: null,
        });
      }
    } finally {
      recorder.restore();
    }
  });

  test('a delivery that throws is recorded and retried like a refused one', async () => {
    let throwing = true;
    const recorder = recordWebhooks(t.app, () => (throwing ? 'throw' : undefined));
    try {
      const orderId = await payAnOrder(t.app, 'failure');
      await t.app.paymentSandbox!.webhooksDelivered();
      const [row] = await unsentRows(t.db, orderId);
      expect(row).toMatchObject({
        event: 'payment.failed',
        attempts: 1,
        last_error: 'the test made the delivery throw',
        next_attempt_at: later(t.clock, 1000),
      });
      throwing = false;
      t.clock.advance(1000);
      await t.app.paymentSandbox!.webhooksDelivered();
      expect(recorder.delivered.map((webhook) => [webhook.eventId, webhook.status])).toEqual([
        [row!.event_id, 0],
        [row!.event_id, 200],
      ]);
      expect(await unsentRows(t.db, orderId)).toEqual([]);
    } finally {
      recorder.restore();
    }
  });

  test('gives up 24 hours after the event, as Razorpay does', async () => {
    const recorder = recordWebhooks(t.app, () => 503);
    try {
      const orderId = await payAnOrder(t.app, 'failure');
      await t.app.paymentSandbox!.webhooksDelivered();
      expect(recorder.events()).toEqual(['payment.failed']);
      t.clock.advance(24 * 60 * 60 * 1000);
      await t.app.paymentSandbox!.webhooksDelivered();
      expect(recorder.events()).toEqual(['payment.failed', 'payment.failed']);
      const [row] = await unsentRows(t.db, orderId);
      expect(row).toMatchObject({
        attempts: 2,
        next_attempt_at: null,
        delivered_at: null,
        last_error: expect.stringContaining('HTTP 503'),
      });
      t.clock.advance(24 * 60 * 60 * 1000);
      await t.app.paymentSandbox!.webhooksDelivered();
      expect(recorder.delivered).toHaveLength(2);
    } finally {
      recorder.restore();
    }
  });
});

test('SANDBOX_WEBHOOKS=off writes the rows and sends nothing', async () => {
  const t = await createTestApp({ seed: false, payments: { ...sandboxPayments, sandboxWebhooks: false } });
  const recorder = recordWebhooks(t.app);
  try {
    const orderId = await payAnOrder(t.app);
    await t.app.paymentSandbox!.webhooksDelivered();
    expect(recorder.delivered).toEqual([]);
    const rows = await unsentRows(t.db, orderId);
    expect(rows.map((row) => [row.event, row.attempts])).toEqual([
      ['payment.authorized', 0],
      ['payment.captured', 0],
      ['order.paid', 0],
    ]);
  } finally {
    recorder.restore();
    await t.close();
  }
});

describe('two apps over one database', () => {
  let dataDir: string;
  let database: Pick<Config, 'databaseUrl' | 'sqliteFile'>;
  const clock = manualClock(TEST_TODAY);
  const opened: FastifyInstance[] = [];

  /** A SQLite file, or a PostgreSQL database of its own: both apps open it, as two processes would. */
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-outbox-'));
    if (testDialect() === 'sqlite') {
      database = { sqliteFile: path.join(dataDir, 'store.db') };
    } else {
      const copy = await copyTemplate('postgres', 'empty', dataDir);
      await copy.db.destroy();
      database = { databaseUrl: copy.databaseUrl, sqliteFile: ':memory:' };
    }
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function openApp(sandboxWebhooks: boolean): Promise<FastifyInstance> {
    const defaults = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const config: Config = {
      ...defaults,
      ...database,
      passwordHashing: TEST_PASSWORD_HASHING,
      payments: { ...defaults.payments, sandboxWebhooks },
    };
    const app = await buildApp(config, { clock, seed: false, logger: false });
    opened.push(app);
    return app;
  }

  test('rows a process left undelivered (killed, or webhooks off) are delivered by the next one', async () => {
    const first = await openApp(false);
    const orderId = await payAnOrder(first);
    await first.close();

    const second = await openApp(true);
    const recorder = recordWebhooks(second);
    try {
      const rows = await unsentRows(second.db, orderId);
      expect(rows).toHaveLength(3);
      await second.paymentSandbox!.webhooksDelivered();
      expect(recorder.delivered.map((webhook) => webhook.eventId)).toEqual(rows.map((row) => row.event_id));
      expect(recorder.delivered.map((webhook) => webhook.body)).toEqual(rows.map((row) => row.body));
      expect(await unsentRows(second.db, orderId)).toEqual([]);
    } finally {
      recorder.restore();
    }
  });

  test('two processes delivering at once send each row once', async () => {
    const [one, two] = [await openApp(true), await openApp(true)];
    const recorders = [recordWebhooks(one), recordWebhooks(two)];
    try {
      const orderIds = [await payAnOrder(one), await payAnOrder(two), await payAnOrder(one)];
      await Promise.all([
        one.paymentSandbox!.webhooksDelivered(),
        two.paymentSandbox!.webhooksDelivered(),
        one.paymentSandbox!.webhooksDelivered(),
        two.paymentSandbox!.webhooksDelivered(),
      ]);
      const sent = recorders.flatMap((recorder) => recorder.delivered.map((webhook) => webhook.eventId));
      expect(sent).toHaveLength(9);
      expect(new Set(sent).size).toBe(9);
      for (const orderId of orderIds) expect(await unsentRows(one.db, orderId)).toEqual([]);
    } finally {
      for (const recorder of recorders) recorder.restore();
    }
  });
});
