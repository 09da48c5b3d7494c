/**
 * A book's bibliographic details (format, ISBN, publisher, date, language, length) as the API
 * names them: the one mapping getBookById, Manage Books and the library share.
 */
import type { BookDetail } from '../../../shared/contract/catalog.contract';
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
] as const;

type DetailRow = Pick<
  BooksTable,
  'isbn' | 'publisher' | 'published_date' | 'language' | 'page_count' | 'word_count'
> & { format: BookDetail['Format'] };

export type BookDetailsPart = Pick<
  BookDetail,
  'Format' | 'Isbn' | 'Publisher' | 'PublishedDate' | 'Language' | 'PageCount' | 'WordCount'
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
  };
}
