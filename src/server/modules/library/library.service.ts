/**
 * Library and reader rules: who may read which PDF, the library list, and the saved page.
 *
 * Who gets what, for a book id (the same rule for every endpoint that is about one book):
 * - its buyer: the full book (even after the store deactivated it: they paid) and its progress;
 * - an admin: the full book of any book (to check uploads), but has no progress of books not bought;
 * - anybody else: 403 when the shop shows the book (its existence is public anyway, and the answer
 *   can say "buy it to read it"), 404 when it does not: an unknown, malformed, unapproved or
 *   deactivated id all look the same, so 403 vs 404 never reveals a book the shop hides.
 */
import type { LibraryBook, LibraryResponse, ReadingProgressResponse, SaveReadingProgressRequest } from '../../../shared/contract/library.contract';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { AuthUser } from '../accounts/auth-user';
import { Forbidden, InvalidInput, NotFound } from '../../domain-errors';
import type { StorageKind } from '../../storage/object-storage';
import { toShopBook } from '../catalog/catalog.service';
import type { BookFilesRow, LibraryRepository, LibraryRow } from './library.repository';
import type { ReadingProgressRepository } from './reading-progress.repository';
import { apiMessages } from '../../api-messages';

/** A PDF to stream: its object in storage and the (generated, never user-supplied) name to show. */
export interface StoredPdf {
  kind: StorageKind;
  key: string;
  fileName: string;
}

const bookNotFound = () => new NotFound(messages.bookNotFound);

function toLibraryBook(row: LibraryRow): LibraryBook {
  return {
    ...toShopBook(row),
    PurchasedAt: new Date(row.purchased_at).toISOString(),
    LastPage: row.last_page ?? null,
    PageCount: row.page_count ?? null,
  };
}

export class LibraryService {
  constructor(
    private readonly library: LibraryRepository,
    private readonly progress: ReadingProgressRepository,
    private readonly clock: Clock,
  ) {}

  async list(user: AuthUser): Promise<LibraryResponse> {
    return { LibraryList: (await this.library.listOf(user.id)).map(toLibraryBook) };
  }

  /** The full book, for its buyer or an admin (see the rule at the top). */
  async fullBook(user: AuthUser, bookId: string): Promise<StoredPdf> {
    const book = await this.bookFor(user, bookId, { adminReads: true });
    return this.storedPdf('books', book.content_key, `book-${book.id}.pdf`);
  }

  /** The preview, for anyone, of public books only: a hidden book has no preview either. */
  async preview(bookId: string): Promise<StoredPdf> {
    const dbId = parseDbId(bookId);
    const book = dbId === undefined ? undefined : await this.library.bookFiles(dbId);
    if (!book || !book.is_public) throw bookNotFound();
    return this.storedPdf('previews', book.preview_key, `preview-${book.id}.pdf`);
  }

  async saveProgress(user: AuthUser, request: SaveReadingProgressRequest): Promise<void> {
    const book = await this.bookFor(user, request.book_Id, { adminReads: false });
    if (book.page_count !== null && request.Page > book.page_count) throw new InvalidInput(messages.pageBeyondBook);
    await this.progress.save({ userId: user.id, bookId: book.id, page: request.Page, now: this.clock.now().toISOString() });
  }

  async lastPage(user: AuthUser, bookId: string): Promise<ReadingProgressResponse> {
    const book = await this.bookFor(user, bookId, { adminReads: false });
    return { LastPage: await this.progress.lastPage(user.id, book.id) };
  }

  /** The book when the caller may have it, else the 403 or 404 the rule at the top gives. */
  private async bookFor(user: AuthUser, bookId: string, options: { adminReads: boolean }): Promise<BookFilesRow> {
    const dbId = parseDbId(bookId);
    const book = dbId === undefined ? undefined : await this.library.bookFiles(dbId);
    if (!book) throw bookNotFound();
    if (options.adminReads && user.userType === 'Admin') return book;
    if (await this.library.owns(user.id, book.id)) return book;
    throw book.is_public ? new Forbidden(apiMessages.notInLibrary) : bookNotFound();
  }

  private storedPdf(kind: StorageKind, key: string | null, fileName: string): StoredPdf {
    // A book without this file (an upcoming book has no content yet) has nothing to read.
    if (key === null) throw bookNotFound();
    return { kind, key, fileName };
  }
}
