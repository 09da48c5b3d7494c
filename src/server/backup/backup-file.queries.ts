/**
 * The SQLite side of backups, on better-sqlite3 directly (the backup is a file, not the store's
 * Kysely database): a consistent copy by VACUUM INTO, the manifest kept inside the copy, and the
 * test of whether a running store holds a database file.
 *
 * The manifest is two tables in the backup file itself, so a backup is one file that cannot lose
 * its manifest: backup_manifest (kind, key: every stored object when the copy was taken) and
 * backup_info (name, value: when, from where, what). A restore reads them and drops them.
 */
import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { registerSqliteFunctions } from '../db/sqlite-functions';

export interface ManifestEntry {
  kind: string;
  key: string;
}

const BUSY_WAIT_MS = 5000;

function open(file: string, options: SqliteDatabase.Options = {}): SqliteDatabase.Database {
  const db = new SqliteDatabase(file, { fileMustExist: true, timeout: BUSY_WAIT_MS, ...options });
  // The generated column of books calls it: VACUUM INTO re-evaluates it as it copies.
  registerSqliteFunctions(db);
  return db;
}

/**
 * A consistent copy of a live store: VACUUM INTO runs in one read transaction, so the copy is the
 * database as of one moment, while the server (in WAL mode) goes on writing. The copy is written
 * without the store's WAL, compacted, and synced to disk before this returns.
 */
export function vacuumInto(source: string, target: string): void {
  const db = open(source);
  try {
    db.prepare('vacuum into ?').run(target);
  } finally {
    db.close();
  }
  const handle = fs.openSync(target, 'r+');
  try {
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
}

/** Writes the manifest into the backup file (before it gets its final name). */
export function writeManifest(
  file: string,
  entries: Iterable<ManifestEntry>,
  info: Record<string, string | number>,
): void {
  const db = open(file);
  try {
    db.exec(`
      create table backup_manifest (kind text not null, key text not null, primary key (kind, key)) without rowid;
      create table backup_info (name text primary key, value text not null);
    `);
    const addEntry = db.prepare('insert or ignore into backup_manifest (kind, key) values (?, ?)');
    const addInfo = db.prepare('insert into backup_info (name, value) values (?, ?)');
    db.transaction(() => {
      for (const entry of entries) addEntry.run(entry.kind, entry.key);
      for (const [name, value] of Object.entries(info)) addInfo.run(name, String(value));
    })();
  } finally {
    db.close();
  }
}

export interface BackupContents {
  info: Record<string, string>;
  manifest: ManifestEntry[];
}

/** The manifest of a backup file; throws when the file is not one of our backups. */
export function readManifest(file: string): BackupContents {
  const db = open(file, { readonly: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name in ('backup_manifest', 'backup_info')")
      .all() as Array<{ name: string }>;
    if (tables.length !== 2) throw new Error(`${file} is not a backup made by npm run backup (it has no manifest)`);
    const info = Object.fromEntries(
      (db.prepare('select name, value from backup_info').all() as Array<{ name: string; value: string }>).map((row) => [
        row.name,
        row.value,
      ]),
    );
    const manifest = db.prepare('select kind, key from backup_manifest order by kind, key').all() as ManifestEntry[];
    return { info, manifest };
  } finally {
    db.close();
  }
}

/** Drops the manifest from a restored copy: the store's own schema is what remains. */
export function dropManifest(file: string): void {
  const db = open(file);
  try {
    db.exec('drop table if exists backup_manifest; drop table if exists backup_info;');
  } finally {
    db.close();
  }
}

/**
 * Whether a process holds the database open: every connection of a store in WAL mode keeps a
 * shared lock on the file for as long as it is open, so an exclusive lock is refused at once
 * while a server runs on it (or a backup reads it).
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new SqliteDatabase(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = exclusive');
    db.exec('begin exclusive');
    db.exec('rollback');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    db.close();
  }
}
