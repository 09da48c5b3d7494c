/**
 * npm run restore -- --from FILE [--allow-missing-files]: puts a backup made by npm run backup in
 * place of the SQLite store at DATA_DIR (refused while a store runs there), after checking it.
 * npm run restore -- --verify-only: checks the store as it is, SQLite or PostgreSQL (after
 * pg_restore): the same environment as npm start. Exit 0: restored (or sound); 1: refused or failed.
 */
import { loadConfig } from '../config';
import { describeStoreCheck, storeCheckPassed } from './store-check';
import { BackupRefused, restoreStore, verifyStore } from './store-backup';

const usage =
  'Usage: npm run restore -- --from FILE [--allow-missing-files]\n       npm run restore -- --verify-only\n(with DATA_DIR, DATABASE_URL and STORAGE_URL as for npm start)';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--from');
  const from = at >= 0 ? args[at + 1] : undefined;
  const verifyOnly = args.includes('--verify-only');
  if ((!from && !verifyOnly) || args.includes('--help')) {
    process.stderr.write(`${usage}\n`);
    return args.includes('--help') ? 0 : 2;
  }
  const config = loadConfig(process.env);
  if (verifyOnly) {
    const started = Date.now();
    const report = await verifyStore(config);
    for (const line of describeStoreCheck(report)) say(line);
    const passed = storeCheckPassed(report);
    say(`${passed ? 'Sound' : 'NOT sound'}: checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return passed ? 0 : 1;
  }
  const allowMissingFiles = args.includes('--allow-missing-files');
  const summary = await restoreStore(config, from!, { allowMissingFiles });
  say(`Backup taken ${summary.backupInfo.created_at ?? '(unknown time)'} of ${summary.backupInfo.source ?? '?'}`);
  for (const line of describeStoreCheck(summary.report)) say(line);
  if (!summary.restored) {
    say(
      'Not restored: the copy failed its check (nothing was changed).' +
        (summary.report.missingFiles.length > 0
          ? ' Put the files back (README, Backups), or pass --allow-missing-files to restore without them.'
          : ''),
    );
    return 1;
  }
  say(
    `Restored to ${config.dataDir} in ${(summary.ms / 1000).toFixed(1)} s` +
      (summary.previous ? `; the database it replaced is kept as ${summary.previous}` : '') +
      '. Start the store as usual.',
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
