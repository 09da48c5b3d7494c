/**
 * The reader's bookmarks, highlights and notes (decision 049). Who may keep them in a book is who
 * may read all of it (LibraryService.readableBook: its buyer, or an admin; 403 for a public book
 * not theirs, so a refund ends them too, 404 for an unknown or hidden one). A reader reaches only
 * their own: someone else's id is 404, as an unknown one.
 */
import {
  ANNOTATIONS_PER_BOOK_MAX,
  isRangeCfi,
  type Annotation,
  type AnnotationLocator,
  type AnnotationsResponse,
  type SaveAnnotation,
} from '../../../shared/contract/annotations.contract';
import type { ReadingLocator } from '../../../shared/contract/library.contract';
import { annotationMessages } from '../../../shared/annotation-texts';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, InvalidInput, NotFound } from '../../domain-errors';
import type { AuthUser } from '../accounts/auth-user';
import type { BookFilesRow } from '../library/library.repository';
import type { LibraryService } from '../library/library.service';
import type { AnnotationFields, AnnotationRow } from './annotations.repository';

const notFound = () => new NotFound(annotationMessages.notFound);

function toAnnotation(row: AnnotationRow): Annotation {
  // The locator column holds only what a save below wrote: the EPUB locator's three fields.
  const locator: AnnotationLocator =
    row.page !== null ? { Page: row.page } : (JSON.parse(row.locator ?? '{}') as ReadingLocator);
  return {
    Id: String(row.id),
    BookId: String(row.book_id),
    Kind: row.kind,
    Locator: locator,
    Text: row.text,
    Note: row.note,
    Color: row.color,
    CreatedAt: new Date(row.created_at).toISOString(),
    UpdatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The columns a save writes, once the place fits the book's format (400 otherwise). */
function fieldsFor(book: BookFilesRow, request: SaveAnnotation): AnnotationFields {
  const { Kind: kind, Locator: place, Text: text, Note: note, Color: color } = request;
  if (book.format === 'EPUB') {
    if (!('Cfi' in place)) throw new InvalidInput(annotationMessages.epubNeedsCfi);
    // A highlight is drawn from its range; a point could not say where it ends.
    if (kind !== 'bookmark' && !isRangeCfi(place.Cfi)) throw new InvalidInput(annotationMessages.rangeNeeded);
    const locator = JSON.stringify({ Cfi: place.Cfi, Progression: place.Progression, Href: place.Href });
    return { kind, page: null, locator, text, note, color };
  }
  if (!('Page' in place)) throw new InvalidInput(annotationMessages.pdfNeedsPage);
  if (book.page_count !== null && place.Page > book.page_count) throw new InvalidInput(messages.pageBeyondBook);
  return { kind, page: place.Page, locator: null, text, note, color };
}

export class AnnotationsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly library: LibraryService,
  ) {}

  async list(user: AuthUser, bookId: string): Promise<AnnotationsResponse> {
    const book = await this.library.readableBook(user, bookId);
    const rows = await this.uow.repos.annotations.listOf(user.id, book.id);
    return { Annotations: rows.map(toAnnotation) };
  }

  /** Saves a new annotation (409 past the limit) or changes the caller's own; answers its id. */
  async save(user: AuthUser, request: SaveAnnotation): Promise<string> {
    const book = await this.library.readableBook(user, request.BookId);
    const fields = fieldsFor(book, request);
    const now = this.clock.now().toISOString();
    if (request.Id !== undefined) {
      const id = parseDbId(request.Id);
      if (id === undefined || !(await this.uow.repos.annotations.update(id, user.id, book.id, fields, now)))
        throw notFound();
      return String(id);
    }
    const id = await this.uow.transact(async (repos) => {
      await repos.annotations.lockUser(user.id);
      if ((await repos.annotations.countOf(user.id, book.id)) >= ANNOTATIONS_PER_BOOK_MAX)
        throw new Conflict(annotationMessages.tooMany(ANNOTATIONS_PER_BOOK_MAX));
      return repos.annotations.insert(user.id, book.id, fields, now);
    });
    return String(id);
  }

  /**
   * Deletes one of the caller's own. Their book need not be readable any more: what a reader wrote
   * stays theirs to delete after a refund.
   */
  async remove(user: AuthUser, annotationId: string): Promise<void> {
    const id = parseDbId(annotationId);
    if (id === undefined || !(await this.uow.repos.annotations.delete(id, user.id))) throw notFound();
  }
}
