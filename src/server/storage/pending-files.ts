/**
 * Stores objects for a row that does not exist yet (an uploaded book, the demo catalog) so that a
 * crash at any moment leaves no object without its row for long:
 * 1. store(): each key is written to pending_files (committed) BEFORE its object is stored;
 * 2. the caller inserts its rows and, in the same transaction, settles the keys
 *    (`uow.transact(async (repos) => { ...; await repos.pendingFiles.settle(files); })`);
 * 3. the orphan sweep (a cluster job, see decoratePendingFiles) deletes the objects of keys left
 *    pending for over an hour, then their entries: what a crash between 1 and 2 left behind.
 * A row is inserted only once every object it names is stored, so no row ever lacks its files.
 * The sweep never lists the bucket: it reads the index of pending_files, whatever the catalog's size.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { UnitOfWork } from '../db/unit-of-work';
import type { ObjectSource, ObjectStorage, StorageKind } from './object-storage';

/** An upload in progress takes minutes at most (uploads are cut at 15 min): an hour-old entry is a crash's. */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 200;

export interface FileToStore {
  kind: StorageKind;
  key: string;
  source: ObjectSource;
}

export type StoredFileRef = Pick<FileToStore, 'kind' | 'key'>;

export class PendingFiles {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes the keys down, then stores the objects (`concurrency` at a time). If storing fails,
   * what was stored is removed again (best effort: the sweep catches the rest) and the error thrown.
   */
  async store(files: FileToStore[], concurrency = 1): Promise<void> {
    if (files.length === 0) return;
    const createdAt = this.clock.now().toISOString();
    await this.uow.repos.pendingFiles.add(files, createdAt);
    try {
      const queue = [...files];
      const worker = async () => {
        for (let file = queue.shift(); file; file = queue.shift())
          await this.storage.put(file.kind, file.key, file.source);
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
    } catch (error) {
      await this.discard(files).catch(() => undefined);
      throw error;
    }
  }

  /** The row was never written (a refused upload, a lost race): the objects go, then their entries. */
  async discard(files: StoredFileRef[]): Promise<void> {
    for (const file of files) {
      await this.storage.remove(file.kind, file.key);
      await this.uow.repos.pendingFiles.settle([file]);
    }
  }

  /** Deletes the objects pending for longer than ORPHAN_AFTER_MS; answers how many. */
  async sweep(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - ORPHAN_AFTER_MS).toISOString();
    let removed = 0;
    for (;;) {
      const stale = await this.uow.repos.pendingFiles.stale(before, SWEEP_BATCH);
      if (stale.length === 0) return removed;
      await this.discard(stale);
      removed += stale.length;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pendingFiles: PendingFiles;
  }
}

export function decoratePendingFiles(app: FastifyInstance): void {
  const pendingFiles = new PendingFiles(app.uow, app.storage, app.clock);
  app.decorate('pendingFiles', pendingFiles);
  app.backgroundJobs.add({
    name: 'orphan-files-sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    run: async () => {
      const removed = await pendingFiles.sweep();
      if (removed > 0) app.log.warn(`removed ${removed} stored files a crashed upload left without a book`);
    },
  });
}
