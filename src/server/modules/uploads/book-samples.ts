/**
 * The samples the store makes itself, for a book stored without an uploaded one: an EPUB's first
 * tenth by words with an end page linking to the product page, a PDF's first tenth of pages
 * (books/book-file.ts makes them). The end page needs the book's id, so a sample is made once the
 * book's row exists:
 * - the upload makes it right after inserting the book, from the file it still has on disk;
 * - the demo catalog's seed makes its EPUBs' samples after inserting them;
 * - a cluster job makes any sample still missing (a crash between the insert and the sample, or a
 *   sample that failed), downloading the book from storage first.
 * The sample's object is stored as pending first and settled in the transaction that names it in
 * the row, as every file is (storage/pending-files.ts).
 */
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { BookFormat } from '../../../shared/book-details';
import { uiPaths } from '../../../shared/ui-paths';
import { inspectBookFile, makeSample } from '../../books/book-file';
import type { InspectedBook } from '../../books/book-file-types';
import type { UnitOfWork } from '../../db/unit-of-work';
import { newStorageKey, type ObjectStorage } from '../../storage/object-storage';
import type { FileToStore, PendingFiles } from '../../storage/pending-files';
import { createUploadTempDir } from './upload-temp-dir';

/** A sweep makes at most this many samples per run: each reads a whole book from storage. */
const SWEEP_BATCH = 5;
export const SAMPLE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

const extensionOf = { PDF: 'pdf', EPUB: 'epub' } as const satisfies Record<BookFormat, string>;

export interface BookSamplesDeps {
  uow: UnitOfWork;
  storage: ObjectStorage;
  pendingFiles: PendingFiles;
  /** The store's address as shoppers reach it: the end page links to the product page there. */
  publicUrl: string;
  /** Where temporary copies of books are made (DATA_DIR/tmp/uploads). */
  tempRoot: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export class BookSamples {
  /** Books whose sample failed in this process: later sweeps pass them by, so they cannot hold up the rest. */
  private readonly failed = new Set<number>();

  constructor(private readonly deps: BookSamplesDeps) {}

  /**
   * Makes, stores and records the sample of book `bookId`, whose full book is the file at
   * `bookPath` (already inspected). Only a book that still has no sample gets one: an uploaded
   * sample, or one another server made meanwhile, is never replaced.
   */
  async make(bookId: number, bookPath: string, inspected: InspectedBook): Promise<void> {
    const temp = await createUploadTempDir(this.deps.tempRoot);
    try {
      const samplePath = temp.newFilePath();
      const made = await makeSample(bookPath, inspected, samplePath, {
        productUrl: `${this.deps.publicUrl}${uiPaths.product(String(bookId))}`,
      });
      const file: FileToStore = {
        kind: 'previews',
        key: newStorageKey(extensionOf[made.format]),
        source: { path: samplePath },
      };
      await this.deps.pendingFiles.store([file]);
      const recorded = await this.deps.uow.transact(async (repos) => {
        if (!(await repos.books.setMadeSample(bookId, { key: file.key, format: made.format }))) return false;
        await repos.pendingFiles.settle([file]);
        return true;
      });
      if (!recorded) await this.deps.pendingFiles.discard([file]);
    } finally {
      await temp.discard();
    }
  }

  /** The books stored without a sample that can have one (they have a full book); answers how many got one. */
  async makeMissing(limit = SWEEP_BATCH): Promise<number> {
    const books = await this.deps.uow.repos.books.withoutSample([...this.failed], limit);
    let made = 0;
    for (const book of books) {
      try {
        await this.makeFromStorage(book.id, book.content_key!);
        made += 1;
      } catch (error) {
        // One book whose sample cannot be made (a file gone from storage) must not stop the others.
        this.failed.add(book.id);
        this.deps.log?.error({ err: error, bookId: book.id }, 'could not make the sample of a book');
      }
    }
    return made;
  }

  private async makeFromStorage(bookId: number, contentKey: string): Promise<void> {
    const temp = await createUploadTempDir(this.deps.tempRoot);
    try {
      const bookPath = temp.newFilePath();
      await pipeline(
        await this.deps.storage.open('books', contentKey),
        fs.createWriteStream(bookPath, { flags: 'wx' }),
      );
      await this.make(bookId, bookPath, await inspectBookFile(bookPath));
    } finally {
      await temp.discard();
    }
  }
}
