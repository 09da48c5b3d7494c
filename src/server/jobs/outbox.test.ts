/**
 * The outbox engine on both databases: many passes asked for at once (a checkout burst, each
 * purchase queueing its receipt) deliver every row once with a claim or two in all, because a
 * process runs one pass at a time and a claim takes every row due; two processes passing at the
 * same moment never deliver a row twice; a pass asked for while one runs still finds the rows
 * written after that pass last looked.
 */
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { Outbox } from './outbox';
import { OutboxRepository } from './outbox.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const queueMails = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      t.app.uow.repos.mailOutbox.queue(
        { to: `reader${index}@example.com`, subject: 's', text: 't', html: 'h' },
        t.clock.now(),
      ),
    ),
  );

function outboxDelivering(deliver: (id: number) => Promise<void>) {
  return new Outbox({
    outbox: 'mailOutbox',
    label: 'test mail',
    uow: t.app.uow,
    clock: t.clock,
    log: t.app.log,
    retry: { firstRetryMs: 1000, maxRetryMs: 60_000, giveUpAfterMs: 3_600_000 },
    deliver,
  });
}

test('passes asked for at once deliver each row once, the rows claimed together', async () => {
  await queueMails(5);
  const delivered: number[] = [];
  const outbox = outboxDelivering(async (id) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    delivered.push(id);
  });
  const claims = jest.spyOn(OutboxRepository.prototype, 'claimDue');
  for (let request = 0; request < 10; request++) outbox.deliverSoon();
  await outbox.settled();
  expect(delivered).toHaveLength(5);
  expect(new Set(delivered).size).toBe(5);
  // The five in one claim, then claims finding nothing; ten racing passes made ten claims or more.
  expect(claims.mock.calls.length).toBeLessThanOrEqual(4);
  await outbox.close();
});

test('two processes passing at the same moment deliver each row once', async () => {
  await queueMails(30);
  const delivered: number[] = [];
  const deliver = async (id: number) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    delivered.push(id);
  };
  const servers = [outboxDelivering(deliver), outboxDelivering(deliver)];
  await Promise.all(servers.map((server) => server.runOnce()));
  expect(delivered).toHaveLength(30);
  expect(new Set(delivered).size).toBe(30);
  await Promise.all(servers.map((server) => server.close()));
});

test('a pass asked for while one delivers finds the rows written since', async () => {
  await queueMails(1);
  const delivered: number[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const outbox = outboxDelivering(async (id) => {
    if (delivered.length === 0) await held;
    delivered.push(id);
  });
  outbox.deliverSoon();
  await new Promise<void>((resolve) => setTimeout(resolve, 20));
  // The first mail is being delivered; a second is queued and its pass asked for.
  await queueMails(1);
  outbox.deliverSoon();
  await new Promise<void>((resolve) => setTimeout(resolve, 20));
  release();
  await outbox.settled();
  expect(delivered).toHaveLength(2);
  await outbox.close();
});
