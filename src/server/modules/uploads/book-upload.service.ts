/**
 * The admin's book upload, and the look at a book file that fills the wizard's fields.
 *
 * The upload checks every field and file, then stores the files and the book row so that a failure
 * or a crash at any step leaves neither a row without files nor, for longer than the orphan sweep's
 * hour, files without a row (storage/pending-files.ts). The full book may be a PDF or an EPUB
 * (books/book-file.ts checks and reads either); whatever the admin leaves empty (title, description,
 * author, ISBN, publisher, date, language, cover) an EPUB's package document may supply, and a book
 * sent without a sample gets one made by the store once its row exists (book-samples.ts).
 */
import fs from 'node:fs';
import type { z } from 'zod';
import {
  BOOK_UPLOAD_FILE_FIELDS,
  bookUploadFieldsSchema,
  bookTitleSchema,
  type BookFileDetails,
  type BookUploadFields,
} from '../../../shared/contract/admin.contract';
import { descriptionSchema } from '../../../shared/contract/accounts.contract';
import type { BookFormat } from '../../../shared/book-details';
import { BOOK_TYPE } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { gstRateToBasisPoints } from '../../../shared/gst';
import { fractionToBasisPoints, rupeesToPaise } from '../../../shared/money';
import { apiMessages } from '../../../shared/api-messages';
import { inspectBookFile } from '../../books/book-file';
import { BookFileError } from '../../books/book-file-error';
import type { InspectedBook } from '../../books/book-file-types';
import type { Clock } from '../../clock';
import { bookPriceColumns, parseDbId } from '../../db/books';
import type { NewBook } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { InvalidInput } from '../../domain-errors';
import { describeValidationError } from '../../plugins/errors';
import { coverPreviewDataUrl, encodeCover } from '../../storage/cover-images';
import { newStorageKey } from '../../storage/object-storage';
import type { FileToStore, PendingFiles } from '../../storage/pending-files';
import { flagAndDateColumns } from '../catalog/book-flags';
import type { CatalogCache } from '../catalog/catalog-cache';
import { fieldError, type ReceivedFile, type ReceivedUpload } from './book-upload-parts';
import type { BookSamples } from './book-samples';

export interface BookUploadServiceDeps {
  uow: UnitOfWork;
  pendingFiles: PendingFiles;
  samples: BookSamples;
  clock: Clock;
  /** A new book may show at once (a new arrival, a hot deal). */
  catalogCache: CatalogCache;
  /** For files that could not be removed after a failure (the orphan sweep removes them later). */
  warn(details: object, message: string): void;
}

const extensionOf = { PDF: 'pdf', EPUB: 'epub' } as const satisfies Record<BookFormat, string>;

/** A book file read and checked, with where it waits on disk. */
interface InspectedFile {
  received: ReceivedFile;
  inspected: InspectedBook;
}

interface CheckedUpload {
  fields: BookUploadFields;
  name: string;
  description: string;
  authorId: number;
  genreId: number;
  book: InspectedFile;
  /** The uploaded sample, when there is one (else the store makes one). */
  sample?: InspectedFile;
  /**
   * Without an uploaded sample: a second name of the book's temporary file (a hard link), from
   * which the sample is made once the row exists. Storing the book may move its file away.
   */
  sampleSource?: string;
  /** What to store before the row: the book, the uploaded sample, the cover in each of its widths. */
  files: FileToStore[];
  contentKey: string;
  previewKey: string | null;
  coverKey: string;
}

/** The file's refusal as the field's: "Invalid field 'BookContent': The EPUB's spine lists ...". */
async function inspectField(field: 'BookContent' | 'BookPreview', received: ReceivedFile): Promise<InspectedFile> {
  try {
    return { received, inspected: await inspectBookFile(received.path) };
  } catch (error) {
    if (error instanceof BookFileError) throw fieldError(InvalidInput, field, error.message);
    throw error;
  }
}

/** A detail the file holds, if it passes the same check as the admin's own would (else none). */
function validOrNone<T>(schema: z.ZodType<T>, value: string | undefined): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Another name for a temporary file in its own directory (which the upload's discard removes). */
async function secondName(filePath: string): Promise<string> {
  const other = `${filePath}-sample-source`;
  await fs.promises.link(filePath, other).catch(() => fs.promises.copyFile(filePath, other));
  return other;
}

export class BookUploadService {
  constructor(private readonly deps: BookUploadServiceDeps) {}

  /** Answers the new book's id. The upload's temporary files are the caller's to discard. */
  async addBook(upload: ReceivedUpload): Promise<string> {
    const checked = await this.check(upload);
    const { files } = checked;
    await this.deps.pendingFiles.store(files);
    let bookId: number;
    try {
      bookId = await this.deps.uow.transact(async (repos) => {
        const id = await repos.books.insert(this.bookRow(checked));
        await repos.pendingFiles.settle(files);
        return id;
      });
    } catch (error) {
      await this.deps.pendingFiles
        .discard(files)
        .catch((removal: unknown) =>
          this.deps.warn({ err: removal, files }, 'could not remove the files of a failed upload'),
        );
      throw error;
    }
    if (checked.sampleSource) {
      // The book is stored either way: a sample that fails now is made by the samples' job later.
      await this.deps.samples
        .make(bookId, checked.sampleSource, checked.book.inspected)
        .catch((error: unknown) =>
          this.deps.warn(
            { err: error, bookId },
            'could not make the sample of a new book; the sample job will try again',
          ),
        );
    }
    this.deps.catalogCache.invalidate();
    return String(bookId);
  }

  /** What a book file says of itself, for the wizard; nothing is stored. */
  async inspect(upload: ReceivedUpload): Promise<BookFileDetails> {
    const extra =
      Object.keys(upload.fields).find((name) => name !== 'UserId') ??
      BOOK_UPLOAD_FILE_FIELDS.find((field) => field !== 'BookContent' && upload.files[field]);
    if (extra) throw new InvalidInput(`Unknown field '${extra}'`);
    const received = upload.files.BookContent;
    if (!received) throw fieldError(InvalidInput, 'BookContent', messages.uploadFileRequired);
    const { inspected } = await inspectField('BookContent', received);
    const { metadata } = inspected;
    const authorName = metadata.authors[0] ?? null;
    const author = authorName === null ? undefined : await this.authorNamed(authorName);
    return {
      Format: inspected.format,
      Title: validOrNone(bookTitleSchema, metadata.title) ?? null,
      AuthorName: authorName,
      AuthorId: author === undefined ? null : String(author),
      Description: validOrNone(descriptionSchema, metadata.description) ?? null,
      Isbn: metadata.isbn ?? null,
      Publisher: metadata.publisher ?? null,
      PublishedDate: metadata.publishedDate ?? null,
      Language: metadata.language ?? null,
      PageCount: inspected.pageCount ?? null,
      WordCount: inspected.wordCount ?? null,
      CoverImage: inspected.cover ? ((await coverPreviewDataUrl(inspected.cover.bytes)) ?? null) : null,
    };
  }

  /** Everything the client sent, checked before anything is stored. */
  private async check(upload: ReceivedUpload): Promise<CheckedUpload> {
    const parsed = bookUploadFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) throw new InvalidInput(describeValidationError(parsed.error.issues));
    const fields = parsed.data;
    const content = upload.files.BookContent;
    if (!content) throw fieldError(InvalidInput, 'BookContent', messages.uploadFileRequired);

    const genreId = parseDbId(fields.GenerId);
    if (genreId === undefined || !(await this.deps.uow.repos.books.genreExists(genreId)))
      throw fieldError(InvalidInput, 'GenerId', apiMessages.genreNotFound);

    const book = await inspectField('BookContent', content);
    const { metadata } = book.inspected;
    const name = fields.BookName ?? validOrNone(bookTitleSchema, metadata.title);
    if (name === undefined) throw fieldError(InvalidInput, 'BookName', messages.fieldRequired);
    const description = fields.BookDescription ?? validOrNone(descriptionSchema, metadata.description);
    if (description === undefined) throw fieldError(InvalidInput, 'BookDescription', messages.fieldRequired);
    const authorId = await this.authorOf(fields, metadata.authors[0]);
    const sample = upload.files.BookPreview ? await inspectField('BookPreview', upload.files.BookPreview) : undefined;

    const cover = await this.coverOf(upload.files.BookImage, book.inspected);
    const contentKey = newStorageKey(extensionOf[book.inspected.format]);
    const previewKey = sample ? newStorageKey(extensionOf[sample.inspected.format]) : null;
    const files: FileToStore[] = [
      { kind: 'books', key: contentKey, source: { path: content.path } },
      ...(sample && previewKey
        ? [{ kind: 'previews' as const, key: previewKey, source: { path: sample.received.path } }]
        : []),
      ...cover.variants.map((variant) => ({
        kind: 'covers' as const,
        key: variant.key,
        source: { bytes: variant.bytes },
      })),
    ];
    const sampleSource = sample ? undefined : await secondName(content.path);
    return {
      fields,
      name,
      description,
      authorId,
      genreId,
      book,
      sample,
      sampleSource,
      files,
      contentKey,
      previewKey,
      coverKey: cover.key,
    };
  }

  /** AuthorId when sent (it must name an author), else the author whose full name the admin or the file gives. */
  private async authorOf(fields: BookUploadFields, fileAuthor: string | undefined): Promise<number> {
    if (fields.AuthorId !== undefined) {
      const id = parseDbId(fields.AuthorId);
      if (id === undefined || !(await this.deps.uow.repos.books.authorExists(id)))
        throw fieldError(InvalidInput, 'AuthorId', apiMessages.authorNotFound);
      return id;
    }
    const name = fields.AuthorName || fileAuthor;
    if (!name) throw fieldError(InvalidInput, 'AuthorId', messages.fieldRequired);
    const id = await this.authorNamed(name);
    if (id === undefined) throw fieldError(InvalidInput, 'AuthorId', apiMessages.authorNotNamed(name));
    return id;
  }

  /** The one author of the store with this full name (first and last, any case); undefined for none or several. */
  private async authorNamed(name: string): Promise<number | undefined> {
    const matches = await this.deps.uow.repos.books.authorsNamed(name.replace(/\s+/g, ' ').trim(), 2);
    return matches.length === 1 ? matches[0] : undefined;
  }

  /** The uploaded cover, else the EPUB's own; each stored in every width. */
  private async coverOf(uploaded: ReceivedFile | undefined, book: InspectedBook) {
    if (uploaded) {
      const cover = await encodeCover(uploaded.path);
      if (!cover) throw fieldError(InvalidInput, 'BookImage', messages.uploadNotImage);
      return cover;
    }
    // An EPUB's SVG cover is rasterised like the seed's; nothing of it is served as SVG.
    const own = book.cover && (await encodeCover(book.cover.bytes, { allowSvg: true }));
    if (!own)
      throw fieldError(
        InvalidInput,
        'BookImage',
        book.cover ? apiMessages.bookCoverUnreadable : apiMessages.bookCoverRequired,
      );
    return own;
  }

  private bookRow(checked: CheckedUpload): NewBook {
    const { fields, book } = checked;
    const { metadata } = book.inspected;
    const now = this.deps.clock.now();
    return {
      name: checked.name,
      description: checked.description,
      author_id: checked.authorId,
      genre_id: checked.genreId,
      ...bookPriceColumns(rupeesToPaise(fields.Price), fractionToBasisPoints(fields.Discount)),
      cover_key: checked.coverKey,
      preview_key: checked.previewKey,
      preview_format: checked.sample?.inspected.format ?? book.inspected.format,
      preview_uploaded: checked.sample ? 1 : 0,
      content_key: checked.contentKey,
      format: book.inspected.format,
      page_count: book.inspected.pageCount ?? null,
      word_count: book.inspected.wordCount ?? null,
      isbn: fields.Isbn ?? metadata.isbn ?? null,
      publisher: fields.Publisher ?? metadata.publisher ?? null,
      published_date: fields.PublishedDate ?? metadata.publishedDate ?? null,
      language: fields.Language ?? metadata.language ?? null,
      gst_rate_bp: fields.GstRate === undefined ? null : gstRateToBasisPoints(fields.GstRate),
      available_on: fields.AvailableOn ?? null,
      book_type: BOOK_TYPE,
      ...flagAndDateColumns(fields, fields, this.deps.clock.today()),
      sales_count: 0,
      created_at: now.toISOString(),
    };
  }
}
