/**
 * Backups you can restore: `npm run backup` copies a SQLite store while shoppers are checking out
 * against it (a real store process), `npm run restore` refuses to overwrite the running store, then
 * restores the copy into another DATA_DIR (its files copied as the README says), where every order
 * acknowledged before the backup began is found, paid, with its files; the restored store starts
 * and is ready. On PostgreSQL, `restore --verify-only` checks a database as the restore does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-database';
import { repoRoot, startChildServer, type ChildServer } from '../testing/child-server';
import { testDialect } from '../testing/create-test-app';
import { HttpShopper } from '../testing/http-shopper';
import { createScratchDatabase, type ScratchDatabase } from '../testing/scratch-database';

jest.setTimeout(240_000);

const SHOPPERS = 6;
const BURST_BEFORE_BACKUP_MS = 1500;

/** Runs one of the scripts as npm run would (tsx), with the store's environment. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const describeOnSqlite = testDialect() === 'sqlite' ? describe : describe.skip;
const describeOnPostgres = testDialect() === 'postgres' ? describe : describe.skip;

describeOnSqlite('a SQLite store backed up during a checkout burst', () => {
  let database: ScratchDatabase;
  let server: ChildServer | undefined;
  let restored: ChildServer | undefined;
  const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'store-restored-'));
  const backupFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-')), 'store-backup.db');

  beforeAll(async () => {
    database = await createScratchDatabase('sqlite');
  });
  afterAll(async () => {
    await server?.stop();
    await restored?.stop();
    await database.remove();
    fs.rmSync(elsewhere, { recursive: true, force: true });
    fs.rmSync(path.dirname(backupFile), { recursive: true, force: true });
  });

  test('every order acknowledged before the backup began is in the restored store, with its files', async () => {
    server = await startChildServer('src/server/main.ts', [], {
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
    });
    const baseURL = server.baseURL;
    const shoppers = Array.from({ length: SHOPPERS }, () => new HttpShopper(() => baseURL));
    for (const shopper of shoppers) expect((await shopper.register()).status).toBe(202);

    const acknowledged: Array<{ providerOrderId: string; at: number }> = [];
    let stop = false;
    const burst = shoppers.map(async (shopper, index) => {
      for (let round = 0; !stop && round < 40; round++) {
        const bookId = String(((index * 7 + round) % 42) + 1);
        if ((await shopper.addToCart(bookId)).status !== 202) continue;
        const checkout = await shopper.checkout();
        if (checkout.status !== 202) continue;
        const paid = await shopper.pay(checkout.body.order.id);
        if (paid.status !== 200) continue;
        if ((await shopper.report(paid.body)).status === 202)
          acknowledged.push({ providerOrderId: checkout.body.order.id, at: Date.now() });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, BURST_BEFORE_BACKUP_MS));
    const backupStartedAt = Date.now();
    const backup = await runScript('src/server/backup/backup.ts', ['--to', backupFile], database.env);
    const backupEndedAt = Date.now();
    // A little more of the burst after the copy: orders the backup cannot hold.
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(burst);
    expect(backup).toMatchObject({ code: 0, output: expect.stringMatching(/^Backed up .* manifest of \d+ covers/) });

    // Never over a running store.
    const overRunning = await runScript('src/server/backup/restore.ts', ['--from', backupFile], database.env);
    expect(overRunning.code).toBe(1);
    expect(overRunning.output).toContain('A store is running');

    // Elsewhere: the files copied after the database copy (as the README says), then the restore.
    fs.cpSync(path.join(database.dataDir, 'files'), path.join(elsewhere, 'files'), { recursive: true });
    const restore = await runScript('src/server/backup/restore.ts', ['--from', backupFile], { DATA_DIR: elsewhere });
    expect(restore.output).toMatch(/integrity: ok/);
    expect(restore.output).toMatch(/files checked: \d+, missing: 0/);
    expect(restore.output).toMatch(/missing from storage now: 0/);
    expect(restore.code).toBe(0);

    const before = acknowledged.filter((order) => order.at < backupStartedAt);
    const config = loadConfig({ DATA_DIR: elsewhere });
    const db = await createDatabase(config, { migrate: false });
    let restoredOrders: Array<{ provider_order_id: string | null; status: string }>;
    try {
      restoredOrders = await db.selectFrom('orders').select(['provider_order_id', 'status']).execute();
    } finally {
      await db.destroy();
    }
    const byProviderId = new Map(restoredOrders.map((order) => [order.provider_order_id, order.status]));
    const missing = before.filter((order) => byProviderId.get(order.providerOrderId) !== 'paid');
    process.stdout.write(
      `backup during a checkout burst: ${acknowledged.length} orders acknowledged, ${before.length} before the backup began; ` +
        `backup ${backupEndedAt - backupStartedAt} ms (${fs.statSync(backupFile).size} bytes); restored store holds ${restoredOrders.length} orders, ` +
        `${before.length - missing.length} of the ${before.length} acknowledged before it began, paid\n`,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);

    // The restored store starts, ready.
    restored = await startChildServer('src/server/main.ts', [], {
      DATA_DIR: elsewhere,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
    });
    expect((await fetch(`${restored.baseURL}/readyz`)).status).toBe(200);
  });
});

describeOnPostgres('restore --verify-only on PostgreSQL', () => {
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase('postgres');
  });
  afterAll(async () => {
    await database.remove();
  });

  test('checks a database as a restore does: sound once migrated; a missing book file named', async () => {
    // A store started once migrates and seeds the database, as pg_restore of a dump would leave it.
    const server = await startChildServer('src/server/main.ts', [], {
      ...database.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEARCH_PREWARM: 'off',
    });
    const shopper = new HttpShopper(() => server.baseURL);
    expect((await shopper.register()).status).toBe(202);
    expect((await shopper.addToCart('3')).status).toBe(202);
    const checkout = await shopper.checkout();
    const paid = await shopper.pay(checkout.body.order.id);
    expect((await shopper.report(paid.body)).status).toBe(202);
    await server.stop();

    const sound = await runScript('src/server/backup/restore.ts', ['--verify-only'], database.env);
    expect(sound.output).toMatch(/integrity: not applicable/);
    expect(sound.output).toMatch(/orders: 1; books they name: 1; files checked: \d+, missing: 0/);
    expect(sound.code).toBe(0);

    const config = loadConfig(database.env);
    const db = await createDatabase(config, { migrate: false });
    const book = await db.selectFrom('books').select('content_key').where('id', '=', 3).executeTakeFirstOrThrow();
    await db.destroy();
    fs.rmSync(path.join(database.dataDir, 'files', 'books', book.content_key!));
    const unsound = await runScript('src/server/backup/restore.ts', ['--verify-only'], database.env);
    expect(unsound.code).toBe(1);
    expect(unsound.output).toContain(`missing books/${book.content_key} (book 3)`);
    expect(unsound.output).toMatch(/orders with a book missing a file: \d+/);
  });
});
