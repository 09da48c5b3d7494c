/** Book management for admins: every book with every flag, and partial updates of them. */
import {
  BOOK_FLAG_FIELDS,
  type AdminBook,
  type AdminBooksQuery,
  type AdminBooksResponse,
  type BookDateField,
  type BookFlagField,
  type UpdateBookRequest,
} from '../../../shared/contract/admin.contract';
import { gstRateToBasisPoints } from '../../../shared/gst';
import { messages } from '../../../shared/messages';
import { basisPointsToFraction, fractionToBasisPoints, paiseToRupees, rupeesToPaise } from '../../../shared/money';
import type { Clock } from '../../clock';
import { bookPriceColumns, parseDbId } from '../../db/books';
import type { BookUpdate } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { NotFound } from '../../domain-errors';
import { coverUrl } from '../../storage/object-storage';
import type { AdminBookRow } from './books.repository';
import { bookDetailsOf } from './book-details';
import { dateColumns, flagAndDateColumns, flagColumns } from './book-flags';
import type { CatalogCache } from './catalog-cache';

export function toAdminBook(row: AdminBookRow): AdminBook {
  const flags = Object.fromEntries(BOOK_FLAG_FIELDS.map((field) => [field, row[flagColumns[field]] === 1])) as Record<
    BookFlagField,
    boolean
  >;
  const dates = Object.fromEntries(
    Object.entries(dateColumns).map(([field, column]) => [field, row[column]]),
  ) as Record<BookDateField, string | null>;
  return {
    Id: String(row.id),
    CoverImage: coverUrl(row.cover_key),
    BookName: row.name,
    BookDescription: row.description,
    AuthorId: String(row.author_id),
    AuthorName: `${row.first_name} ${row.last_name}`.trim(),
    GenerId: String(row.genre_id),
    Gener: row.genre_name,
    Price: paiseToRupees(row.price_paise),
    Discount: basisPointsToFraction(row.discount_bp),
    BookType: row.book_type,
    ...bookDetailsOf(row),
    PreviewUploaded: row.preview_uploaded === 1,
    CreatedAt: row.created_at,
    ...flags,
    ...dates,
  };
}

/** Only the details sent change: an absent one (undefined) keeps its column, null clears it. */
function withoutUndefined(columns: BookUpdate): BookUpdate {
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export class BookAdminService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    /** Every change of a book may change what shoppers see. */
    private readonly catalogCache: CatalogCache,
  ) {}

  async list(query: AdminBooksQuery): Promise<AdminBooksResponse> {
    const search = query.q || undefined;
    const { books } = this.uow.repos;
    const [rows, total] = await Promise.all([
      books.list(search, (query.Page - 1) * query.PageSize, query.PageSize),
      books.count(search),
    ]);
    return { AdminBooksList: rows.map(toAdminBook), Total: total, Page: query.Page, PageSize: query.PageSize };
  }

  /**
   * Changes only the fields sent; answers the book as it now is. The columns are computed from
   * what is stored, read and written in one transaction with the row locked, so two admins
   * editing the price and the discount at once cannot leave a sale price that matches neither.
   */
  async update(request: UpdateBookRequest): Promise<AdminBook> {
    const id = parseDbId(request.Id);
    if (id === undefined) throw new NotFound(messages.bookNotFound);
    await this.uow.transact(async ({ books }) => {
      const stored = await books.findForUpdate(id);
      if (!stored) throw new NotFound(messages.bookNotFound);
      await books.update(id, this.changedColumns(request, stored));
    });
    this.catalogCache.invalidate();
    return toAdminBook((await this.uow.repos.books.find(id))!);
  }

  private changedColumns(request: UpdateBookRequest, stored: AdminBookRow): BookUpdate {
    const {
      Id: _id,
      Price,
      Discount,
      Isbn,
      Publisher,
      PublishedDate,
      Language,
      GstRate,
      AvailableOn,
      ...flagsAndDates
    } = request;
    const details: BookUpdate = {
      isbn: Isbn,
      publisher: Publisher,
      published_date: PublishedDate,
      language: Language,
      gst_rate_bp: GstRate === undefined || GstRate === null ? GstRate : gstRateToBasisPoints(GstRate),
      available_on: AvailableOn,
    };
    // The sale price is derived from both, so a change of either rewrites all three columns.
    const price =
      Price === undefined && Discount === undefined
        ? {}
        : bookPriceColumns(
            Price === undefined ? stored.price_paise : rupeesToPaise(Price),
            Discount === undefined ? stored.discount_bp : fractionToBasisPoints(Discount),
          );
    return {
      ...price,
      ...withoutUndefined(details),
      ...flagAndDateColumns(flagsAndDates, flagsAndDates, this.clock.today(), stored),
    };
  }
}
