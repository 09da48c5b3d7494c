/**
 * Backups of a SQLite store, and their restore (the commands: backup.ts, restore.ts; README,
 * "Backups"):
 * - backupStore: a consistent copy of DATA_DIR/store.db taken while the store serves (VACUUM INTO,
 *   one read transaction), with a manifest of every stored object's key inside the copy. The files
 *   themselves are not copied: they are immutable and never rewritten, so copying DATA_DIR/files
 *   (rsync, or the bucket's versioning) after the database copy holds every file it names;
 * - restoreStore: refuses while a store runs on DATA_DIR (it holds the database open: see
 *   databaseInUse), copies the backup beside the store, checks that copy (store-check.ts) against
 *   the storage the store will use, and only then swaps it in; the database it replaces is kept as
 *   store.db.before-restore-<time> (with its WAL), never deleted;
 * - verifyStore: the same check of the store as it is (PostgreSQL after pg_restore, or any store).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { createDatabase } from '../db/create-database';
import { UnitOfWork } from '../db/unit-of-work';
import { storageKinds, type ObjectStorage } from '../storage/object-storage';
import { createStorage } from '../storage/storage-config';
import {
  databaseInUse,
  dropManifest,
  readManifest,
  vacuumInto,
  writeManifest,
  type ManifestEntry,
} from './backup-file.queries';
import { checkStore, storeCheckPassed, type StoreCheckReport } from './store-check';

export class BackupRefused extends Error {}

export const storeFile = (config: Config) => config.sqliteFile ?? path.join(config.dataDir, 'store.db');

export interface BackupSummary {
  file: string;
  bytes: number;
  ms: number;
  objects: Record<string, number>;
}

export async function backupStore(config: Config, to: string, storage?: ObjectStorage): Promise<BackupSummary> {
  if (config.databaseUrl)
    throw new BackupRefused(
      'DATABASE_URL names PostgreSQL: back it up with pg_dump (README, Backups); this command copies a SQLite store',
    );
  const source = storeFile(config);
  if (!fs.existsSync(source)) throw new BackupRefused(`No store at ${source} (DATA_DIR)`);
  const target = path.resolve(to);
  if (fs.existsSync(target)) throw new BackupRefused(`${target} exists: name a new file`);
  const started = Date.now();
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    vacuumInto(source, partial);
    // Listed after the copy: every object the copy names was stored before it, and objects are never rewritten.
    const objects: Record<string, number> = {};
    const entries: ManifestEntry[] = [];
    const store = storage ?? createStorage(config.storage);
    try {
      for (const kind of storageKinds) {
        objects[kind] = 0;
        for await (const object of store.list(kind)) {
          entries.push({ kind, key: object.key });
          objects[kind] += 1;
        }
      }
    } finally {
      if (!storage) await store.close();
    }
    writeManifest(partial, entries, {
      created_at: new Date().toISOString(),
      source,
      storage: storage?.description ?? createStorageDescription(config),
      objects: entries.length,
    });
    fs.renameSync(partial, target);
    return { file: target, bytes: fs.statSync(target).size, ms: Date.now() - started, objects };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

function createStorageDescription(config: Config): string {
  return config.storage.driver === 'directory' ? `directory ${config.storage.dir}` : `s3://${config.storage.s3.bucket}`;
}

/** The check of a store's database and files, opened as it is (not migrated). */
export async function verifyStore(
  config: Config,
  manifest?: readonly ManifestEntry[],
  storage?: ObjectStorage,
): Promise<StoreCheckReport> {
  const db = await createDatabase(config, { migrate: false });
  const store = storage ?? createStorage(config.storage);
  try {
    return await checkStore(new UnitOfWork(db), store, manifest);
  } finally {
    await db.destroy();
    if (!storage) await store.close();
  }
}

export interface RestoreSummary {
  restored: boolean;
  report: StoreCheckReport;
  /** Where the database it replaced was kept. */
  previous?: string;
  backupInfo: Record<string, string>;
  ms: number;
}

export async function restoreStore(
  config: Config,
  from: string,
  options: { allowMissingFiles?: boolean; storage?: ObjectStorage } = {},
): Promise<RestoreSummary> {
  if (config.databaseUrl)
    throw new BackupRefused(
      'DATABASE_URL names PostgreSQL: restore it with pg_restore (README, Backups), then check it with npm run restore -- --verify-only',
    );
  const started = Date.now();
  const backup = path.resolve(from);
  if (!fs.existsSync(backup)) throw new BackupRefused(`No backup at ${backup}`);
  const { info, manifest } = readManifest(backup);
  const target = storeFile(config);
  const refuseIfRunning = () => {
    if (databaseInUse(target))
      throw new BackupRefused(
        `A store is running on ${target} (it holds the database open): stop it first; a restore never overwrites a running store`,
      );
  };
  refuseIfRunning();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const restoring = `${target}.restoring`;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${restoring}${suffix}`, { force: true });
  fs.copyFileSync(backup, restoring);
  try {
    dropManifest(restoring);
    const report = await verifyStore({ ...config, sqliteFile: restoring }, manifest, options.storage);
    if (!storeCheckPassed(report, options)) {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${restoring}${suffix}`, { force: true });
      return { restored: false, report, backupInfo: info, ms: Date.now() - started };
    }
    refuseIfRunning();
    let previous: string | undefined;
    if (fs.existsSync(target)) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      // The WAL goes with its database: left beside the restored file, SQLite would replay it onto it.
      for (const suffix of ['', '-wal', '-shm'])
        if (fs.existsSync(`${target}${suffix}`)) fs.renameSync(`${target}${suffix}`, `${previous}${suffix}`);
    }
    fs.renameSync(restoring, target);
    return { restored: true, report, previous, backupInfo: info, ms: Date.now() - started };
  } catch (error) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${restoring}${suffix}`, { force: true });
    throw error;
  }
}
