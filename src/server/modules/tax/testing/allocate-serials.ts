/**
 * A store process that only takes document serials, for the numbering tests across processes
 * (document-series.processes.test.ts): on DATABASE_URL, through the unit of work as the store
 * takes them. It speaks JSON lines on stdout.
 *
 *   burst <series> <fyCode> <count>   says {"ready":true}, waits for "go" on stdin, takes <count>
 *                                     serials in as many concurrent transactions, says
 *                                     {"serials":[...]} and exits
 *   hold <series> <fyCode>            takes one serial in a transaction, says {"held":n} and
 *                                     keeps the transaction open until the process is killed
 */
import os from 'node:os';
import readline from 'node:readline';
import { loadConfig } from '../../../config';
import { createDatabase } from '../../../db/create-database';
import { UnitOfWork } from '../../../db/unit-of-work';
import { documentSeries, type DocumentSeries } from '../../../../shared/tax-document-numbers';

function say(message: object): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

function seriesOf(text: string | undefined): DocumentSeries {
  const series = documentSeries.find((name) => name === text);
  if (!series) throw new Error(`Unknown series ${text}`);
  return series;
}

async function main(): Promise<void> {
  const [mode, seriesText, fyCode = '', countText = '1'] = process.argv.slice(2);
  const series = seriesOf(seriesText);
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' });
  if (!config.databaseUrl) throw new Error('DATABASE_URL must name the PostgreSQL database');
  const db = await createDatabase(config, { migrate: false });
  const uow = new UnitOfWork(db);

  if (mode === 'hold') {
    await uow.transact(async (repos) => {
      say({ held: await repos.documentSeries.allocate(series, fyCode) });
      await new Promise<never>(() => {}); // until SIGKILL
    });
    return;
  }
  if (mode !== 'burst') throw new Error(`Unknown mode ${mode}`);
  const lines = readline.createInterface({ input: process.stdin });
  const go = new Promise<void>((resolve) => lines.on('line', (line) => line.trim() === 'go' && resolve()));
  say({ ready: true });
  await go;
  lines.close();
  const serials = await Promise.all(
    Array.from({ length: Number(countText) }, () =>
      uow.transact((repos) => repos.documentSeries.allocate(series, fyCode)),
    ),
  );
  say({ serials });
  await db.destroy();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
