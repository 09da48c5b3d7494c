/**
 * npm run backup -- --to FILE: a consistent copy of the SQLite store at DATA_DIR, taken while it
 * serves, with the manifest of its stored files inside (store-backup.ts). Reads the environment as
 * npm start does (DATA_DIR, STORAGE_URL; DATABASE_URL refuses: PostgreSQL is backed up with pg_dump).
 */
import { loadConfig } from '../config';
import { backupStore, BackupRefused } from './store-backup';

const usage = 'Usage: npm run backup -- --to FILE   (with DATA_DIR as for npm start)';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--to');
  const to = at >= 0 ? args[at + 1] : undefined;
  if (!to || args.includes('--help')) {
    process.stderr.write(`${usage}\n`);
    return to ? 0 : 2;
  }
  const config = loadConfig(process.env);
  const summary = await backupStore(config, to);
  const objects = Object.entries(summary.objects)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  process.stdout.write(
    `Backed up ${config.dataDir} to ${summary.file}: ${(summary.bytes / 1048576).toFixed(1)} MB in ${(summary.ms / 1000).toFixed(1)} s; ` +
      `manifest of ${objects}. Copy the files too (README, Backups).\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof BackupRefused ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
