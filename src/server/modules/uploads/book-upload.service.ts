/**
 * The admin's book upload: checks every field and file, then stores the files and the book row
 * so that a failure or a crash at any step leaves neither a row without files nor, for longer than
 * the orphan sweep's hour, files without a row (storage/pending-files.ts).
 */
import {
  BOOK_UPLOAD_FILE_FIELDS, BOOK_UPLOAD_FILE_KINDS, bookUploadFieldsSchema, type BookUploadFields, type BookUploadFileField,
} from '../../../shared/contract/admin.contract';
import { BOOK_TYPE } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { fractionToBasisPoints, rupeesToPaise } from '../../../shared/money';
import type { Clock } from '../../clock';
import { bookPriceColumns, parseDbId } from '../../db/books';
import type { Db } from '../../db/create-database';
import type { NewBook } from '../../db/database';
import { InvalidInput } from '../../domain-errors';
import { describeValidationError } from '../../plugins/errors';
import { encodeCover } from '../../storage/cover-images';
import { newStorageKey, type StorageKind } from '../../storage/object-storage';
import type { FileToStore, PendingFiles } from '../../storage/pending-files';
import { BooksRepository } from '../catalog/books.repository';
import { flagAndDateColumns } from '../catalog/book-flags';
import type { CatalogCache } from '../catalog/catalog-cache';
import { fieldError, type ReceivedUpload } from './book-upload-parts';
import { pdfPageCount } from './file-checks';
import { apiMessages } from '../../api-messages';

export interface BookUploadServiceDeps {
  db: Db;
  books: BooksRepository;
  pendingFiles: PendingFiles;
  clock: Clock;
  /** A new book may show at once (a new arrival, a hot deal). */
  catalogCache: CatalogCache;
  /** For files that could not be removed after a failure (the orphan sweep removes them later). */
  warn(details: object, message: string): void;
}

/** Where each file goes: covers are public, previews and books are not. */
const storageKindOf: Record<BookUploadFileField, StorageKind> = { BookImage: 'covers', BookPreview: 'previews', BookContent: 'books' };

interface CheckedUpload {
  fields: BookUploadFields;
  authorId: number;
  genreId: number;
  /** What to store: the PDFs as received, the cover in each of its widths. */
  files: FileToStore[];
  /** The key the book row keeps for each field. */
  keys: Record<BookUploadFileField, string>;
  pageCount: number;
}

export class BookUploadService {
  constructor(private readonly deps: BookUploadServiceDeps) {}

  /** Answers the new book's id. The upload's temporary files are the caller's to discard. */
  async addBook(upload: ReceivedUpload): Promise<string> {
    const checked = await this.check(upload);
    const { files } = checked;
    await this.deps.pendingFiles.store(files);
    try {
      const id = await this.deps.db.transaction().execute(async (trx) => {
        const bookId = await new BooksRepository(trx).insert(this.bookRow(checked));
        await this.deps.pendingFiles.settle(trx, files);
        return bookId;
      });
      this.deps.catalogCache.invalidate();
      return String(id);
    } catch (error) {
      await this.deps.pendingFiles.discard(files).catch((removal: unknown) => this.deps.warn({ err: removal, files }, 'could not remove the files of a failed upload'));
      throw error;
    }
  }

  /** Everything the client sent, checked before anything is stored. */
  private async check(upload: ReceivedUpload): Promise<CheckedUpload> {
    const parsed = bookUploadFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) throw new InvalidInput(describeValidationError(parsed.error.issues));
    const missing = BOOK_UPLOAD_FILE_FIELDS.find((field) => !upload.files[field]);
    if (missing) throw fieldError(InvalidInput, missing, messages.uploadFileRequired);

    const genreId = parseDbId(parsed.data.GenerId);
    if (genreId === undefined || !(await this.deps.books.genreExists(genreId))) throw fieldError(InvalidInput, 'GenerId', apiMessages.genreNotFound);
    const authorId = parseDbId(parsed.data.AuthorId);
    if (authorId === undefined || !(await this.deps.books.authorExists(authorId))) throw fieldError(InvalidInput, 'AuthorId', apiMessages.authorNotFound);

    const files: FileToStore[] = [];
    const keys: Partial<CheckedUpload['keys']> = {};
    let pageCount = 0;
    for (const field of BOOK_UPLOAD_FILE_FIELDS) {
      const source = upload.files[field]!;
      if (BOOK_UPLOAD_FILE_KINDS[field] === 'image') {
        const cover = await encodeCover(source.path);
        if (!cover) throw fieldError(InvalidInput, field, messages.uploadNotImage);
        files.push(...cover.variants.map((variant) => ({ kind: 'covers' as const, key: variant.key, source: { bytes: variant.bytes } })));
        keys[field] = cover.key;
      } else {
        const pages = await pdfPageCount(source.path);
        if (pages === undefined) throw fieldError(InvalidInput, field, messages.uploadNotPdf);
        if (field === 'BookContent') pageCount = pages;
        const key = newStorageKey('pdf');
        files.push({ kind: storageKindOf[field], key, source: { path: source.path } });
        keys[field] = key;
      }
    }
    return { fields: parsed.data, authorId, genreId, files, keys: keys as CheckedUpload['keys'], pageCount };
  }

  private bookRow(checked: CheckedUpload): NewBook {
    const { fields } = checked;
    const now = this.deps.clock.now();
    return {
      name: fields.BookName,
      description: fields.BookDescription,
      author_id: checked.authorId,
      genre_id: checked.genreId,
      ...bookPriceColumns(rupeesToPaise(fields.Price), fractionToBasisPoints(fields.Discount)),
      cover_key: checked.keys.BookImage,
      preview_key: checked.keys.BookPreview,
      content_key: checked.keys.BookContent,
      page_count: checked.pageCount,
      book_type: BOOK_TYPE,
      ...flagAndDateColumns(fields, fields, this.deps.clock.today()),
      sales_count: 0,
      created_at: now.toISOString(),
    };
  }
}
