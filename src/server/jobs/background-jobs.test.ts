/**
 * The job runner on both databases: a cluster job runs once per interval however many processes
 * poll (two runners stand for two servers on one database), a failed run is retried sooner with
 * back-off, a job held by a process that died is taken over once its lease ends, and a process job
 * never touches the jobs table.
 */
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { BackgroundJobs } from './background-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const INTERVAL_MS = 10 * 60 * 1000;
const runner = () => new BackgroundJobs(t.app.uow, t.clock, t.app.log);
const jobRow = (name: string) => t.db.selectFrom('jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

/** The same job, as each of two servers registers it: the runs of both are counted together. */
function twoServers(name: string, run: () => Promise<void>) {
  const servers = [runner(), runner()];
  for (const server of servers) server.add({ name, intervalMs: INTERVAL_MS, run });
  return { servers, runDueOnBoth: async () => (await Promise.all(servers.map((server) => server.runDue()))).flat() };
}

test('a cluster job runs once per interval among two servers polling at the same moment', async () => {
  let runs = 0;
  // The run holds until the other server has polled and found nothing to do, so the two polls
  // surely overlap; a second run (the bug) opens the gate too, so a broken runner fails, not hangs.
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const { servers, runDueOnBoth } = twoServers('count-once', async () => {
    runs += 1;
    if (runs > 1) openGate();
    await gate;
  });
  const polls = servers.map((server) => server.runDue());
  expect(await Promise.race(polls)).toEqual([]);
  openGate();
  expect((await Promise.all(polls)).flat()).toEqual(['count-once']);
  expect(runs).toBe(1);
  const row = await jobRow('count-once');
  expect(row).toMatchObject({ runs: 1, attempts: 0, locked_by: null, locked_until: null, last_error: null });
  expect(servers.map((server) => server.holder)).toContain(row.last_run_by);

  // Polled again and again before the interval is over: nothing runs.
  for (let poll = 0; poll < 3; poll++) expect(await runDueOnBoth()).toEqual([]);
  t.clock.advance(INTERVAL_MS);
  expect(await runDueOnBoth()).toEqual(['count-once']);
  expect(runs).toBe(2);
  expect((await jobRow('count-once')).runs).toBe(2);
});

test('a failed run is retried with back-off, sooner than its interval, and its error is kept', async () => {
  let failuresLeft = 2;
  const server = runner();
  server.add({
    name: 'flaky',
    intervalMs: INTERVAL_MS,
    run: async () => {
      if (failuresLeft-- > 0) throw new Error('provider unreachable');
    },
  });
  expect(await server.runDue()).toEqual(['flaky']);
  let row = await jobRow('flaky');
  expect(row).toMatchObject({ attempts: 1, last_error: 'provider unreachable' });
  expect(Date.parse(row.next_run_at) - t.clock.now().getTime()).toBe(5000);

  t.clock.advance(5000);
  expect(await server.runDue()).toEqual(['flaky']);
  row = await jobRow('flaky');
  expect(row.attempts).toBe(2);
  expect(Date.parse(row.next_run_at) - t.clock.now().getTime()).toBe(10_000);

  t.clock.advance(10_000);
  expect(await server.runDue()).toEqual(['flaky']);
  row = await jobRow('flaky');
  expect(row).toMatchObject({ attempts: 0, last_error: null });
  expect(Date.parse(row.next_run_at) - t.clock.now().getTime()).toBe(INTERVAL_MS);
});

test('a job claimed by a process that died is left alone until its lease ends, then taken over', async () => {
  let runs = 0;
  const server = runner();
  server.add({ name: 'orphaned', intervalMs: INTERVAL_MS, run: async () => void (runs += 1) });
  const now = t.clock.now();
  await t.db
    .insertInto('jobs')
    .values({
      name: 'orphaned',
      next_run_at: now.toISOString(),
      locked_by: 'a-dead-process',
      locked_until: new Date(now.getTime() + 60_000).toISOString(),
    })
    .execute();
  expect(await server.runDue()).toEqual([]);
  t.clock.advance(60_000);
  expect(await server.runDue()).toEqual(['orphaned']);
  expect(runs).toBe(1);
  expect((await jobRow('orphaned')).last_run_by).toBe(server.holder);
});

test('a process job runs on its own timer on every server and is not in the jobs table', async () => {
  let runs = 0;
  let ran!: () => void;
  const firstRun = new Promise<void>((resolve) => (ran = resolve));
  const server = runner();
  server.add({
    name: 'local-sweep',
    scope: 'process',
    intervalMs: INTERVAL_MS,
    run: async () => {
      runs += 1;
      ran();
    },
  });
  server.start();
  try {
    await firstRun;
  } finally {
    await server.stop();
  }
  expect(runs).toBe(1);
  expect(
    await t.db.selectFrom('jobs').select('name').where('name', '=', 'local-sweep').executeTakeFirst(),
  ).toBeUndefined();
});
