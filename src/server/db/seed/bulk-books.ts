/**
 * Fills the catalog with many synthetic public books for benchmarks (100,000 in seconds): batched
 * multi-row inserts inside one transaction, reusing the covers and authors already seeded.
 */
import { BOOK_TYPE } from '../../../shared/constants';
import { bookPriceColumns } from '../books';
import type { Db } from '../create-database';
import type { NewBook } from '../database';

/** SQLite allows 32,766 bound parameters per statement; a book row binds about 30. */
const ROWS_PER_INSERT = 500;

const titleWords = [
  'Silent',
  'Golden',
  'Broken',
  'Hidden',
  'Last',
  'Crimson',
  'Distant',
  'Secret',
  'Midnight',
  'Forgotten',
];
const titleNouns = [
  'River',
  'Empire',
  'Garden',
  'Letter',
  'Harbour',
  'Mirror',
  'Monsoon',
  'Kingdom',
  'Journey',
  'Promise',
];

/** Needs the demo catalog (or any genres, authors and one book) to exist: it borrows their ids and covers. */
export async function insertBulkBooks(db: Db, count: number, createdAt = new Date().toISOString()): Promise<number> {
  const genres = await db.selectFrom('genres').select('id').execute();
  const authors = await db.selectFrom('users').select('id').where('user_type', '=', 'Author').execute();
  const covers = await db
    .selectFrom('books')
    .select(['cover_key', 'preview_key', 'content_key', 'page_count'])
    .limit(16)
    .execute();
  if (genres.length === 0 || authors.length === 0 || covers.length === 0) {
    throw new Error('insertBulkBooks needs genres, authors and at least one book (seed the demo catalog first)');
  }

  const bookAt = (n: number): NewBook => ({
    name: `The ${titleWords[n % 10]} ${titleNouns[Math.floor(n / 10) % 10]} ${Math.floor(n / 100) + 1}`,
    description: 'A synthetic book made for load tests.',
    author_id: authors[n % authors.length]!.id,
    genre_id: genres[(n * 7) % genres.length]!.id,
    ...bookPriceColumns((99 + ((n * 37) % 801)) * 100, ((n * 13) % 9) * 500),
    ...covers[n % covers.length]!,
    book_type: BOOK_TYPE,
    is_active: n % 50 === 49 ? 0 : 1,
    is_approved: 1,
    is_original: 0,
    is_new_arrival: 0,
    is_trending: 0,
    is_upcoming: 0,
    is_hot_deals: 0,
    is_top_author: 0,
    sales_count: (n * 31) % 1000,
    created_at: createdAt,
  });

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += ROWS_PER_INSERT) {
      const size = Math.min(ROWS_PER_INSERT, count - start);
      await trx
        .insertInto('books')
        .values(Array.from({ length: size }, (_, i) => bookAt(start + i)))
        .execute();
    }
  });
  return count;
}
