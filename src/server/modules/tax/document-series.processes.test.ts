/**
 * Document serials across store processes on PostgreSQL (decision 040): two processes taking 100
 * serials each, all at once, get 1 to 200 between them, no gap and no repeat; and a process killed
 * with SIGKILL while its transaction holds a serial leaves no gap: the transaction waiting behind
 * it takes the very serial the dead one held. The processes are testing/allocate-serials.ts under
 * tsx, on this test's own database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../../testing/child-server';
import { createTestApp, testDialect, type TestApp } from '../../testing/create-test-app';
import type { UnitOfWork } from '../../db/unit-of-work';

const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;
const SCRIPT = path.join(repoRoot, 'src/server/modules/tax/testing/allocate-serials.ts');

jest.setTimeout(60_000);

interface Allocator {
  process: ChildProcess;
  /** The next JSON line the process says. */
  next(): Promise<Record<string, unknown>>;
  exited: Promise<void>;
}

function startAllocator(databaseUrl: string, args: string[]): Allocator {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const said: Array<Record<string, unknown>> = [];
  const waiting: Array<(message: Record<string, unknown>) => void> = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    const message = JSON.parse(line) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else said.push(message);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    exited,
    next: () =>
      new Promise((resolve, reject) => {
        const message = said.shift();
        if (message) return resolve(message);
        waiting.push(resolve);
        void exited.then(() => reject(new Error(`allocate-serials ${args.join(' ')} exited (${child.exitCode})`)));
      }),
  };
}

describeOnPostgres('document serials taken by several store processes', () => {
  let t: TestApp;
  let uow: UnitOfWork;
  let databaseUrl: string;
  const started: Allocator[] = [];
  const start = (args: string[]) => {
    const allocator = startAllocator(databaseUrl, args);
    started.push(allocator);
    return allocator;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    uow = t.app.uow;
    databaseUrl = t.config.databaseUrl!;
  });
  afterAll(async () => {
    for (const allocator of started) {
      if (allocator.process.exitCode === null && allocator.process.signalCode === null)
        allocator.process.kill('SIGKILL');
      await allocator.exited;
    }
    await t.close();
  });

  test('two processes taking 100 serials each at once get 1 to 200 between them', async () => {
    const processes = [start(['burst', 'invoice', '2627', '100']), start(['burst', 'invoice', '2627', '100'])];
    for (const allocator of processes) expect(await allocator.next()).toEqual({ ready: true });
    for (const allocator of processes) allocator.process.stdin!.write('go\n');
    const [first, second] = await Promise.all(
      processes.map(async (allocator) => (await allocator.next()).serials as number[]),
    );

    expect(first).toHaveLength(100);
    expect(second).toHaveLength(100);
    expect([...first!, ...second!].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(await uow.repos.documentSeries.issuedCount('invoice', '2627')).toBe(200);
  });

  test('a process killed while its transaction holds a serial leaves no gap', async () => {
    const before = await uow.transact((repos) => repos.documentSeries.allocate('credit_note', '2627'));

    const holder = start(['hold', 'credit_note', '2627']);
    expect(await holder.next()).toEqual({ held: before + 1 });

    // This store's next credit note waits on the row the dead-to-be process has locked...
    let waited: number | undefined;
    const behind = uow
      .transact((repos) => repos.documentSeries.allocate('credit_note', '2627'))
      .then((serial) => (waited = serial));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waited).toBeUndefined();

    // ...until the process dies mid-transaction: PostgreSQL rolls it back and the serial it held is taken.
    holder.process.kill('SIGKILL');
    await holder.exited;
    expect(await behind).toBe(before + 1);
    expect(await uow.transact((repos) => repos.documentSeries.allocate('credit_note', '2627'))).toBe(before + 2);
    expect(await uow.repos.documentSeries.issuedCount('credit_note', '2627')).toBe(before + 2);
  });

  test("a process killed while holding the year's first serial leaves no gap either", async () => {
    const holder = start(['hold', 'invoice', '2728']);
    expect(await holder.next()).toEqual({ held: 1 });
    holder.process.kill('SIGKILL');
    await holder.exited;
    expect(await uow.transact((repos) => repos.documentSeries.allocate('invoice', '2728'))).toBe(1);
  });
});
