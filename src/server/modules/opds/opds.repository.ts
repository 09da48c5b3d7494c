/**
 * The OPDS feeds' own reads (Kysely only). Pages of a genre or an author come from the shop's
 * queries (CatalogService.shopPage) and search's; these are the lists the shop has no page for,
 * each read from an index in its order and stopping at its page: new arrivals (the partial index
 * of flagged books), best sellers (the popularity index), the most published authors (the
 * summary's top index), the buyer's bookshelf, and the publications' details by id.
 */
import { sql } from 'kysely';
import { isPublicBook } from '../../db/books';
import type { Db } from '../../db/create-database';

export type PublicationRow = Awaited<ReturnType<OpdsRepository['publications']>>[number];

export class OpdsRepository {
  constructor(private readonly db: Db) {}

  /** Books by id with every detail a publication shows; only public ones unless `anyVisibility` (a bookshelf's). */
  publications(ids: readonly number[], options: { anyVisibility?: boolean } = {}) {
    if (ids.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select([
        'books.id',
        'books.name',
        'books.description',
        'books.cover_key',
        'books.sale_price_paise',
        'books.genre_id',
        'genres.name as genre_name',
        'books.author_id',
        'users.first_name',
        'users.last_name',
        'books.format',
        'books.isbn',
        'books.publisher',
        'books.published_date',
        'books.language',
        'books.page_count',
        'books.preview_key',
        'books.preview_format',
        'books.created_at',
      ])
      .where('books.id', 'in', [...ids]);
    if (!options.anyVisibility) query = query.where(isPublicBook);
    return query.execute();
  }

  /** New arrivals still new on `today`, newest first: the flagged books' partial index, read to the page. */
  async newArrivalIds(today: string, offset: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('books')
      .select('books.id')
      .where(isPublicBook)
      .where('books.is_new_arrival', '=', sql.lit(1))
      .where('books.new_arrival_date', '>=', today)
      .orderBy('books.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  }

  /** How many new arrivals there are, counted no further than `cap`. */
  async newArrivalCount(today: string, cap: number): Promise<number> {
    const capped = this.db
      .selectFrom('books')
      .select('books.id')
      .where(isPublicBook)
      .where('books.is_new_arrival', '=', sql.lit(1))
      .where('books.new_arrival_date', '>=', today)
      .limit(cap);
    const row = await this.db
      .selectFrom(capped.as('capped'))
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Books that sold, most sold first, then newest: the popularity index (migration 015), read to the page. */
  async bestSellerIds(offset: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('books')
      .select('books.id')
      // Literals: only then does SQLite see that its query is within the partial index's.
      .where('books.is_active', '=', sql.lit(1))
      .where('books.is_approved', '=', sql.lit(1))
      .where('books.sales_count', '>', sql.lit(0))
      .orderBy('books.sales_count', 'desc')
      .orderBy('books.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  }

  /** The authors with the most public books, most first (the summary's top index), with their names. */
  async topAuthors(offset: number, limit: number) {
    const top = await this.db
      .selectFrom('shop_author_counts')
      .select(['author_id', 'book_count'])
      .where('book_count', '>', 0)
      .orderBy('book_count', 'desc')
      .orderBy('author_id')
      .limit(limit)
      .offset(offset)
      .execute();
    if (top.length === 0) return [];
    const names = new Map(
      (
        await this.db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name'])
          .where(
            'id',
            'in',
            top.map((row) => row.author_id),
          )
          .execute()
      ).map((row) => [row.id, row]),
    );
    return top.flatMap((row) => {
      const name = names.get(row.author_id);
      return name
        ? [{ id: row.author_id, firstName: name.first_name, lastName: name.last_name, books: Number(row.book_count) }]
        : [];
    });
  }

  /** An author with public books: the name, or undefined. */
  async authorWithBooks(authorId: number) {
    return this.db
      .selectFrom('shop_author_counts')
      .innerJoin('users', 'users.id', 'shop_author_counts.author_id')
      .select(['users.id', 'users.first_name', 'users.last_name', 'shop_author_counts.book_count'])
      .where('shop_author_counts.author_id', '=', authorId)
      .where('shop_author_counts.book_count', '>', 0)
      .executeTakeFirst();
  }

  /** A page of the user's books, newest purchase first (books of one order: the later grant first). */
  async bookshelfIds(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<Array<{ id: number; purchasedAt: string }>> {
    const rows = await this.db
      .selectFrom('user_books')
      .select(['book_id', 'purchased_at'])
      .where('user_id', '=', userId)
      .orderBy('purchased_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({ id: row.book_id, purchasedAt: row.purchased_at }));
  }

  async bookshelfCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('user_books')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
