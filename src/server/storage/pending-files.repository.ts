/**
 * Keys of objects stored before the row naming them exists (Kysely only): rows of pending_files
 * (pending-files.ts holds the protocol). Settling a key deletes its entry, in the transaction that
 * inserts the row naming the object (use a transaction's repositories: uow.transact).
 */
import type { Db } from '../db/create-database';
import type { StorageKind } from './object-storage';

export interface PendingKey {
  kind: StorageKind;
  key: string;
}

export class PendingFilesRepository {
  constructor(private readonly db: Db) {}

  async add(files: readonly PendingKey[], createdAt: string): Promise<void> {
    await this.db
      .insertInto('pending_files')
      .values(files.map(({ kind, key }) => ({ kind, key, created_at: createdAt })))
      .execute();
  }

  /** The keys are no longer pending: their rows exist, or their objects are gone. */
  async settle(files: readonly PendingKey[]): Promise<void> {
    for (const { kind, key } of files)
      await this.db.deleteFrom('pending_files').where('kind', '=', kind).where('key', '=', key).execute();
  }

  /** Keys pending since before `before`, oldest first. */
  async stale(before: string, limit: number): Promise<PendingKey[]> {
    const rows = await this.db
      .selectFrom('pending_files')
      .select(['kind', 'key'])
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ kind: row.kind as StorageKind, key: row.key }));
  }
}
