/**
 * The admin's book upload: checks every field and file, then stores the files and the book row
 * so that a failure at any step leaves neither a row without files nor files without a row.
 */
import {
  BOOK_UPLOAD_FILE_FIELDS, BOOK_UPLOAD_FILE_KINDS, bookUploadFieldsSchema, type BookUploadFields, type BookUploadFileField,
} from '../../../shared/contract/admin.contract';
import { BOOK_TYPE } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { fractionToBasisPoints, rupeesToPaise } from '../../../shared/money';
import type { Clock } from '../../clock';
import { bookPriceColumns, parseDbId } from '../../db/books';
import type { NewBook } from '../../db/database';
import { InvalidInput } from '../../domain-errors';
import { describeValidationError } from '../../plugins/errors';
import type { FileExtension, FileStorage, StorageKind } from '../../storage/file-storage';
import type { BooksRepository } from '../catalog/books.repository';
import { flagAndDateColumns } from '../catalog/book-flags';
import type { CatalogCache } from '../catalog/catalog-cache';
import { fieldError, type ReceivedFile, type ReceivedUpload } from './book-upload-parts';
import { coverImageExtension, pdfPageCount } from './file-checks';

export interface BookUploadServiceDeps {
  books: BooksRepository;
  storage: FileStorage;
  clock: Clock;
  /** A new book may show at once (a new arrival, a hot deal). */
  catalogCache: CatalogCache;
  /** For files that could not be removed after a failure (they are orphans to clean by hand). */
  warn(details: object, message: string): void;
}

/** Where each file goes: covers are public, previews and books are not. */
const storageKindOf: Record<BookUploadFileField, StorageKind> = { BookImage: 'covers', BookPreview: 'previews', BookContent: 'books' };

/** A received file, checked: where it is, where it goes, and under which extension. */
interface CheckedFile {
  field: BookUploadFileField;
  source: ReceivedFile;
  extension: FileExtension;
}

interface CheckedUpload {
  fields: BookUploadFields;
  authorId: number;
  genreId: number;
  files: CheckedFile[];
  pageCount: number;
}

type StoredKeys = Partial<Record<BookUploadFileField, string>>;

export class BookUploadService {
  constructor(private readonly deps: BookUploadServiceDeps) {}

  /** Answers the new book's id. The upload's temporary files are the caller's to discard. */
  async addBook(upload: ReceivedUpload): Promise<string> {
    const checked = await this.check(upload);
    const stored: StoredKeys = {};
    try {
      for (const file of checked.files) stored[file.field] = await this.deps.storage.adopt(storageKindOf[file.field], file.source.path, file.extension);
      // One INSERT is atomic on its own: the row exists completely or not at all.
      const id = await this.deps.books.insert(this.bookRow(checked, stored));
      this.deps.catalogCache.invalidate();
      return String(id);
    } catch (error) {
      await this.removeStored(stored);
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
    if (genreId === undefined || !(await this.deps.books.genreExists(genreId))) throw fieldError(InvalidInput, 'GenerId', messages.genreNotFound);
    const authorId = parseDbId(parsed.data.AuthorId);
    if (authorId === undefined || !(await this.deps.books.authorExists(authorId))) throw fieldError(InvalidInput, 'AuthorId', messages.authorNotFound);

    const files: CheckedFile[] = [];
    let pageCount = 0;
    for (const field of BOOK_UPLOAD_FILE_FIELDS) {
      const source = upload.files[field]!;
      if (BOOK_UPLOAD_FILE_KINDS[field] === 'image') {
        const extension = await coverImageExtension(source.path);
        if (!extension) throw fieldError(InvalidInput, field, messages.uploadNotImage);
        files.push({ field, source, extension });
      } else {
        const pages = await pdfPageCount(source.path);
        if (pages === undefined) throw fieldError(InvalidInput, field, messages.uploadNotPdf);
        if (field === 'BookContent') pageCount = pages;
        files.push({ field, source, extension: 'pdf' });
      }
    }
    return { fields: parsed.data, authorId, genreId, files, pageCount };
  }

  private bookRow(checked: CheckedUpload, stored: StoredKeys): NewBook {
    const { fields } = checked;
    const now = this.deps.clock.now();
    return {
      name: fields.BookName,
      description: fields.BookDescription,
      author_id: checked.authorId,
      genre_id: checked.genreId,
      ...bookPriceColumns(rupeesToPaise(fields.Price), fractionToBasisPoints(fields.Discount)),
      cover_key: stored.BookImage!,
      preview_key: stored.BookPreview!,
      content_key: stored.BookContent!,
      page_count: checked.pageCount,
      book_type: BOOK_TYPE,
      ...flagAndDateColumns(fields, fields, this.deps.clock.today()),
      sales_count: 0,
      created_at: now.toISOString(),
    };
  }

  private async removeStored(stored: StoredKeys): Promise<void> {
    for (const [field, key] of Object.entries(stored) as Array<[BookUploadFileField, string]>) {
      try {
        await this.deps.storage.remove(storageKindOf[field], key);
      } catch (error) {
        this.deps.warn({ err: error, kind: storageKindOf[field], key }, 'could not remove a file of a failed upload');
      }
    }
  }
}
