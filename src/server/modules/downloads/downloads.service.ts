/**
 * Downloads marked for their buyer (issue 37): who may download a book (its buyer, or an admin;
 * the same 403/404 rule as the library), the daily limit, the record of each download, and the
 * marked file as a stream.
 *
 * The limit's count and the record are one transaction, after locking the user's row (PostgreSQL;
 * SQLite runs one writing transaction at a time), so concurrent requests cannot pass it together.
 * A download is recorded before its file is made: one that then fails still counts.
 */
import { randomBytes } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import type { BookFormat } from '../../../shared/book-details';
import { DAILY_DOWNLOAD_LIMIT } from '../../../shared/contract/downloads.contract';
import { messages } from '../../../shared/messages';
import { apiMessages } from '../../../shared/api-messages';
import { markedBook, PdfNotMarkable, type Licence, type MarkedBook } from '../../books/book-file';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, Forbidden, NotFound, TooManyRequests } from '../../domain-errors';
import type { ObjectStorage } from '../../storage/object-storage';
import type { Reader } from '../app-passwords/reader-auth';
import { refuseUpcomingReading } from '../releases/releases.service';
import { partialMd5Tap } from '../kosync/partial-md5';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 429, with the seconds until the oldest download of the window leaves it. */
export class DownloadLimitReached extends TooManyRequests {
  constructor(readonly retryAfterSeconds: number) {
    super(apiMessages.downloadLimitReached(DAILY_DOWNLOAD_LIMIT));
  }
}

/** A download allowed and recorded: what its file is made of. */
export interface Download {
  bookId: number;
  title: string;
  format: BookFormat;
  contentKey: string;
  licence: Licence;
  at: Date;
}

/** The marked file to send. */

const bookNotFound = () => new NotFound(messages.bookNotFound);

export class DownloadsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
    /** Where a failure to record a download's KOReader document goes (the log): the reader keeps their file. */
    private readonly reportError: (error: unknown) => void = () => undefined,
  ) {}

  /** Checks the caller may download the book now, and records the download. */
  async start(reader: Reader, bookId: string): Promise<Download> {
    const { repos } = this.uow;
    const id = parseDbId(bookId);
    const book = id === undefined ? undefined : await repos.bookDownloads.book(id);
    if (!book) throw bookNotFound();
    const admin = reader.userType === 'Admin';
    const owned = await repos.library.owns(reader.id, book.id);
    if (!owned && !admin) throw book.is_public ? new Forbidden(apiMessages.notInLibrary) : bookNotFound();
    if (book.content_key === null) throw bookNotFound();
    if (!admin) await refuseUpcomingReading(repos.releases, book.id, this.clock.now());
    const contentKey = book.content_key;
    const orderId = owned ? ((await repos.bookDownloads.paidOrderOf(reader.id, book.id)) ?? null) : null;
    const at = this.clock.now();
    const markId = randomBytes(12).toString('base64url');

    await this.uow.transact(async (trx) => {
      if (!admin) {
        await trx.bookDownloads.lockUser(reader.id);
        const recent = await trx.bookDownloads.since(reader.id, book.id, new Date(at.getTime() - DAY_MS).toISOString());
        if (recent.count >= DAILY_DOWNLOAD_LIMIT) {
          const frees = recent.oldest === null ? at.getTime() + DAY_MS : Date.parse(recent.oldest) + DAY_MS;
          throw new DownloadLimitReached(Math.max(1, Math.ceil((frees - at.getTime()) / 1000)));
        }
      }
      await trx.bookDownloads.record({
        userId: reader.id,
        bookId: book.id,
        orderId,
        downloadedAt: at.toISOString(),
        markId,
      });
    });
    const name = `${reader.firstName} ${reader.lastName}`.trim() || reader.email;
    return {
      bookId: book.id,
      title: book.name,
      format: book.format,
      contentKey,
      licence: { name, email: reader.email, orderNumber: orderId, markId },
      at,
    };
  }

  /**
   * The file's bytes as sent, hashed on their way with KOReader's partial MD5 (never held whole),
   * which is recorded on the download when the last byte has passed: the document id KOReader
   * syncs this copy's progress by (decision 045).
   */
  hashedForKosync(download: Download, stream: Readable): Readable {
    const tap = partialMd5Tap(
      (document) => this.uow.repos.bookDownloads.setKosyncDocument(download.licence.markId, document),
      this.reportError,
    );
    // A failure on either side destroys both (the answer is cut, the archive closed).
    return pipeline(stream, tap, () => undefined);
  }

  /** The marked file as a stream; 404 when the stored file is gone, 409 for a PDF that cannot be marked. */
  async file(download: Download): Promise<MarkedBook> {
    const stat = await this.storage.stat('books', download.contentKey);
    if (!stat) throw bookNotFound();
    try {
      return await markedBook(
        this.storage,
        download.contentKey,
        stat.size,
        download.format,
        download.licence,
        download.at,
      );
    } catch (error) {
      if (error instanceof PdfNotMarkable) throw new Conflict(apiMessages.downloadNotMarkable, { cause: error });
      throw error;
    }
  }
}
