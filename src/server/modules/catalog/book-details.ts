/**
 * A book's bibliographic details (format, ISBN, publisher, date, language, length) as the API
 * names them: the one mapping getBookById, Manage Books and the library share; and the book's own
 * GST rate (migration 021) and its available-on date (027), which both answers carry.
 */
import type { BookDetail } from '../../../shared/contract/catalog.contract';
import { basisPointsToGstRate } from '../../../shared/gst';
import type { BooksTable } from '../../db/database';

/** The columns to select for bookDetailsOf, in a query joining books. */
export const bookDetailColumns = [
  'books.format',
  'books.isbn',
  'books.publisher',
  'books.published_date',
  'books.language',
  'books.page_count',
  'books.word_count',
  'books.gst_rate_bp',
  'books.available_on',
] as const;

type DetailRow = Pick<
  BooksTable,
  'isbn' | 'publisher' | 'published_date' | 'language' | 'page_count' | 'word_count' | 'gst_rate_bp' | 'available_on'
> & { format: BookDetail['Format'] };

export type BookDetailsPart = Pick<
  BookDetail,
  'Format' | 'Isbn' | 'Publisher' | 'PublishedDate' | 'Language' | 'PageCount' | 'WordCount' | 'GstRate' | 'AvailableOn'
>;

export function bookDetailsOf(row: DetailRow): BookDetailsPart {
  return {
    Format: row.format,
    Isbn: row.isbn,
    Publisher: row.publisher,
    PublishedDate: row.published_date,
    Language: row.language,
    PageCount: row.page_count,
    WordCount: row.word_count,
    GstRate: row.gst_rate_bp === null ? null : basisPointsToGstRate(row.gst_rate_bp),
    AvailableOn: row.available_on,
  };
}
