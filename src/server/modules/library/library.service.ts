/**
 * Library and reader rules: who may read which book file, the library list, and the place saved.
 *
 * Who gets what, for a book id (the same rule for every endpoint that is about one book):
 * - its buyer: the full book (even after the store deactivated it: they paid) and its progress;
 * - an admin: the full book of any book (to check uploads), but has no progress of books not bought;
 * - anybody else: 403 when the shop shows the book (its existence is public anyway, and the answer
 *   can say "buy it to read it"), 404 when it does not: an unknown, malformed, unapproved or
 *   deactivated id all look the same, so 403 vs 404 never reveals a book the shop hides.
 * The sample (preview) of a public book is anyone's. The full book of an upcoming book (its
 * available-on date still ahead, decision 046) is nobody's but an admin's until that day: 403.
 */
import { EPUB_FILES_PREFIX } from '../../../shared/api-paths';
import type { BookFormat } from '../../../shared/book-details';
import type {
  BookReadingAccessResponse,
  LibraryBook,
  LibraryResponse,
  ReadingProgressResponse,
  SaveReadingProgressRequest,
} from '../../../shared/contract/library.contract';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuthUser } from '../accounts/auth-user';
import type { Readable } from 'node:stream';
import type { EpubArchives } from '../../books/epub/epub-archives';
import { ZipArchiveError } from '../../books/zip-archive';
import { Forbidden, InvalidInput, NotFound, Unauthorized } from '../../domain-errors';
import type { StorageKind } from '../../storage/object-storage';
import { toShopBook } from '../catalog/catalog.service';
import type { BookFilesRow, LibraryRow } from './library.repository';
import type { ReadingGrants } from './reading-grants';
import type { ReadingPlace } from './reading-progress.repository';
import { apiMessages } from '../../../shared/api-messages';
import { refuseUpcomingReading } from '../releases/releases.service';

/** A book file to stream: its object in storage, its format and the (generated, never user-supplied) name to show. */
export interface StoredBookFile {
  kind: StorageKind;
  key: string;
  format: BookFormat;
  fileName: string;
}

/** Who reads: the caller of an API route, or the session a reading grant names. */
type Reader = Pick<AuthUser, 'id' | 'userType'>;

const bookNotFound = () => new NotFound(messages.bookNotFound);
const extensionOf: Record<BookFormat, string> = { PDF: 'pdf', EPUB: 'epub' };

function toLibraryBook(row: LibraryRow): LibraryBook {
  return {
    ...toShopBook(row),
    PurchasedAt: new Date(row.purchased_at).toISOString(),
    LastPage: row.last_page ?? null,
    PageCount: row.page_count ?? null,
    Format: row.format,
    Progression: row.progression ?? null,
  };
}

/** The saved place as the API shows it. */
function toProgress(place: ReadingPlace | undefined): ReadingProgressResponse {
  if (!place) return { LastPage: null, Locator: null };
  const locator =
    place.cfi !== null ? { Cfi: place.cfi, Progression: place.progression ?? 0, Href: place.chapterHref ?? '' } : null;
  return { LastPage: place.page, Locator: locator };
}

export class LibraryService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly grants: ReadingGrants,
    private readonly archives: EpubArchives,
    private readonly clock: Clock,
  ) {}

  private get library() {
    return this.uow.repos.library;
  }

  private get progress() {
    return this.uow.repos.readingProgress;
  }

  private get sessions() {
    return this.uow.repos.sessions;
  }

  async list(user: AuthUser): Promise<LibraryResponse> {
    return { LibraryList: (await this.library.listOf(user.id)).map(toLibraryBook) };
  }

  /** The full book, for its buyer or an admin (see the rule at the top). */
  async fullBook(user: Reader, bookId: string): Promise<StoredBookFile> {
    const book = await this.readableBook(user, bookId);
    return this.storedFile('books', book.content_key, book.format, `book-${book.id}`);
  }

  /**
   * The book's row when the caller may read all of it (the rule at the top): what the full book's
   * file is served for, and what the reader's bookmarks, highlights and notes are kept for (decision 049).
   */
  async readableBook(user: Reader, bookId: string): Promise<BookFilesRow> {
    const book = await this.bookFor(user, bookId, { adminReads: true });
    // Not before its release date, even for a buyer; admins check uploads (decision 046).
    if (user.userType !== 'Admin') await refuseUpcomingReading(this.uow.repos.releases, book.id, this.clock.now());
    return book;
  }

  /** The sample, for anyone, of public books only: a hidden book has no sample either. */
  async preview(bookId: string): Promise<StoredBookFile> {
    const book = await this.publicBook(bookId);
    return this.storedFile('previews', book.preview_key, book.preview_format, `preview-${book.id}`);
  }

  async saveProgress(user: AuthUser, request: SaveReadingProgressRequest): Promise<void> {
    const book = await this.bookFor(user, request.book_Id, { adminReads: false });
    const now = this.clock.now().toISOString();
    if (book.format === 'EPUB') {
      if (!request.Locator) throw new InvalidInput(apiMessages.epubNeedsLocator);
      const { Cfi, Href, Progression } = request.Locator;
      await this.progress.save({
        userId: user.id,
        bookId: book.id,
        place: { page: null, cfi: Cfi, chapterHref: Href, progression: Progression },
        now,
      });
      return;
    }
    if (request.Page === undefined) throw new InvalidInput(apiMessages.pdfNeedsPage);
    if (book.page_count !== null && request.Page > book.page_count) throw new InvalidInput(messages.pageBeyondBook);
    const progression = book.page_count === null ? null : request.Page / book.page_count;
    await this.progress.save({
      userId: user.id,
      bookId: book.id,
      place: { page: request.Page, cfi: null, chapterHref: null, progression },
      now,
    });
  }

  async place(user: AuthUser, bookId: string): Promise<ReadingProgressResponse> {
    const book = await this.bookFor(user, bookId, { adminReads: false });
    return toProgress(await this.progress.placeIn(user.id, book.id));
  }

  /**
   * How the reader opens the full book (the caller must be its buyer or an admin) or the sample
   * (anyone, of a public book): its format, and for an EPUB where its files are and their sizes.
   */
  async readingAccess(user: AuthUser | null, bookId: string, preview: boolean): Promise<BookReadingAccessResponse> {
    if (preview) {
      const file = await this.preview(bookId);
      return this.access(file, `${EPUB_FILES_PREFIX}sample/${encodeURIComponent(bookId)}/`, null);
    }
    if (!user) throw new Unauthorized(messages.unauthorizedUser);
    const file = await this.fullBook(user, bookId);
    if (file.format !== 'EPUB') return this.access(file, null, null);
    const { grant, expiresAt } = this.grants.issue(user.sessionId, parseDbId(bookId)!, this.clock.now());
    return this.access(file, `${EPUB_FILES_PREFIX}book/${grant}/`, expiresAt);
  }

  /** The sample EPUB of a public book, for its files' route. */
  async epubSample(bookId: string): Promise<StoredBookFile> {
    return this.epubOnly(await this.preview(bookId));
  }

  /**
   * The full EPUB a reading grant opens: the grant must be ours and unexpired, its session still
   * active, and the book still the session user's (or they an admin). Anything else is 404.
   */
  async epubOfGrant(grant: string): Promise<StoredBookFile> {
    const now = this.clock.now();
    const granted = this.grants.verify(grant, now);
    const session = granted && (await this.sessions.findActiveById(granted.sessionId, now.toISOString()));
    if (!granted || !session) throw bookNotFound();
    try {
      return this.epubOnly(
        await this.fullBook({ id: session.id, userType: session.user_type }, String(granted.bookId)),
      );
    } catch (error) {
      // A refunded book, say: the files' route says no more than "not found".
      if (error instanceof Forbidden) throw bookNotFound();
      throw error;
    }
  }

  /** One file of an EPUB as a stream (inflated as it is read); undefined when the archive has no such file or cannot be read. */
  async epubEntry(file: StoredBookFile, name: string): Promise<{ index: number; stream: Readable } | undefined> {
    const archive = await this.archives.get(file.kind, file.key).catch((error: unknown) => {
      if (error instanceof ZipArchiveError) return undefined;
      throw error;
    });
    const entry = archive?.entry(name);
    if (!archive || !entry) return undefined;
    return { index: entry.index, stream: await archive.openStream(name) };
  }

  private epubOnly(file: StoredBookFile): StoredBookFile {
    if (file.format !== 'EPUB') throw bookNotFound();
    return file;
  }

  private async access(
    file: StoredBookFile,
    contentBase: string | null,
    expiresAt: Date | null,
  ): Promise<BookReadingAccessResponse> {
    if (file.format !== 'EPUB' || contentBase === null)
      return { Format: file.format, ContentBase: null, Entries: null, ExpiresAt: null };
    const archive = await this.archives.get(file.kind, file.key);
    if (!archive) throw bookNotFound();
    const entries = Object.fromEntries(archive.entries.map((entry) => [entry.name, entry.uncompressedSize]));
    return { Format: 'EPUB', ContentBase: contentBase, Entries: entries, ExpiresAt: expiresAt?.toISOString() ?? null };
  }

  private async publicBook(bookId: string): Promise<BookFilesRow> {
    const dbId = parseDbId(bookId);
    const book = dbId === undefined ? undefined : await this.library.bookFiles(dbId);
    if (!book || !book.is_public) throw bookNotFound();
    return book;
  }

  /** The book when the caller may have it, else the 403 or 404 the rule at the top gives. */
  private async bookFor(user: Reader, bookId: string, options: { adminReads: boolean }): Promise<BookFilesRow> {
    const dbId = parseDbId(bookId);
    const book = dbId === undefined ? undefined : await this.library.bookFiles(dbId);
    if (!book) throw bookNotFound();
    if (options.adminReads && user.userType === 'Admin') return book;
    if (await this.library.owns(user.id, book.id)) return book;
    throw book.is_public ? new Forbidden(apiMessages.notInLibrary) : bookNotFound();
  }

  private storedFile(kind: StorageKind, key: string | null, format: BookFormat, name: string): StoredBookFile {
    // A book without this file (an upcoming book has no content yet) has nothing to read.
    if (key === null) throw bookNotFound();
    return { kind, key, format, fileName: `${name}.${extensionOf[format]}` };
  }
}
