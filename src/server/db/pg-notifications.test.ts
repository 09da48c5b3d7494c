/**
 * The LISTEN connection on a real PostgreSQL: when the server ends it (a restart, a failover,
 * pg_terminate_backend), the listener reconnects by itself, says it resubscribed (its owner drops
 * what a missed message would have), and hears messages again.
 */
import Fastify from 'fastify';
import { testDialect } from '../testing/create-test-app';
import { pgQuery } from '../testing/scratch-database';
import { PgListener } from './pg-notifications';

const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;
const CHANNEL = 'listener_test';

describeOnPostgres('PgListener', () => {
  const url = process.env.TEST_DATABASE_URL!;
  let listener: PgListener;
  afterEach(() => listener?.close());

  test('resubscribes after its connection is ended and hears messages again', async () => {
    const messages: string[] = [];
    let resubscribed!: () => void;
    const resubscription = new Promise<void>((resolve) => (resubscribed = resolve));
    listener = new PgListener({
      connectionString: url,
      channel: CHANNEL,
      log: Fastify({ logger: false }).log,
      onMessage: (payload) => messages.push(payload),
      onResubscribed: () => resubscribed(),
    });
    await listener.start();

    await pgQuery(url, `select pg_notify('${CHANNEL}', 'before')`);
    await until(() => messages.includes('before'));

    const ended = await pgQuery(
      url,
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN ${CHANNEL}'`,
    );
    expect(ended).toHaveLength(1);
    await resubscription;

    await pgQuery(url, `select pg_notify('${CHANNEL}', 'after')`);
    await until(() => messages.includes('after'));
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
