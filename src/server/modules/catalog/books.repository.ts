/**
 * Book rows as they are stored (Kysely only): unlike the catalog's queries, these see every book,
 * hidden ones included, and they write (admin edits, uploads, the samples the store makes, sales
 * counts).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/create-database';
import type { BookFormat } from '../../../shared/book-details';
import type { BookUpdate, NewBook } from '../../db/database';
import { AUTHORS_ONLY, authorNameKeySql } from '../../db/author-name-keys';
import { isPostgres } from '../../db/dialect';
import { bookDetailColumns } from './book-details';

const adminBookColumns = [
  'books.id',
  'books.name',
  'books.description',
  'books.cover_key',
  'books.author_id',
  'books.genre_id',
  'books.price_paise',
  'books.discount_bp',
  'books.book_type',
  ...bookDetailColumns,
  'books.preview_uploaded',
  'books.created_at',
  'books.is_active',
  'books.is_approved',
  'books.is_original',
  'books.is_new_arrival',
  'books.new_arrival_date',
  'books.is_trending',
  'books.trending_date',
  'books.is_upcoming',
  'books.upcoming_date',
  'books.is_hot_deals',
  'books.hot_deals_date',
  'books.is_top_author',
  'genres.name as genre_name',
  'users.first_name',
  'users.last_name',
] as const;

export type AdminBookRow = Awaited<ReturnType<BooksRepository['find']>> & object;

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export class BooksRepository {
  constructor(private readonly db: Db) {}

  async genreExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('genres').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** An author is a user of type Author (an anonymised former author no longer counts). */
  async authorExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('user_type', '=', 'Author')
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Authors whose "first last" name is `name`, folded as the author picker folds it (case, and
   * accents on PostgreSQL), read through migration 013's index; at most `limit`.
   */
  async authorsNamed(name: string, limit: number): Promise<number[]> {
    const postgres = isPostgres(this.db);
    const key = sql<string>`${sql.raw(authorNameKeySql(postgres, 'name'))}`;
    const folded = postgres ? sql<string>`book_search_fold(${name})` : sql<string>`lower(${name})`;
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`${sql.raw(AUTHORS_ONLY)}`)
      .where(key, '=', folded)
      .where('anonymised_at', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async insert(book: NewBook): Promise<number> {
    return (await this.db.insertInto('books').values(book).returning('id').executeTakeFirstOrThrow()).id;
  }

  private withNames() {
    return this.db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select(adminBookColumns);
  }

  /** An author's own books with their sales, newest first (My Books). */
  ofAuthor(authorId: number, limit: number) {
    return this.withNames()
      .select('books.sales_count')
      .where('books.author_id', '=', authorId)
      .orderBy('books.id', 'desc')
      .limit(limit)
      .execute();
  }

  find(id: number) {
    return this.withNames().where('books.id', '=', id).executeTakeFirst();
  }

  /** Title or author name containing `search`, without regard to case. */
  private matching(search: string | undefined): Expression<SqlBool> {
    if (!search) return sql<SqlBool>`1 = 1`;
    const pattern = containsPattern(search);
    return sql<SqlBool>`(lower(${sql.ref('books.name')}) like ${pattern} escape '\\'
      or lower(${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}) like ${pattern} escape '\\')`;
  }

  /** Newest first. */
  list(search: string | undefined, offset: number, limit: number) {
    return this.withNames()
      .where(this.matching(search))
      .orderBy('books.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async count(search: string | undefined): Promise<number> {
    const row = await this.db
      .selectFrom('books')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(this.matching(search))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * The book, locked against other writers until the transaction ends on PostgreSQL (SQLite has
   * one writer at a time anyway), so a read-compute-write of its columns cannot interleave. Only
   * meaningful on a transaction's repositories (uow.transact).
   */
  findForUpdate(id: number) {
    const query = this.withNames().where('books.id', '=', id);
    return (isPostgres(this.db) ? query.forUpdate('books') : query).executeTakeFirst();
  }

  async update(id: number, columns: BookUpdate): Promise<void> {
    await this.db.updateTable('books').set(columns).where('id', '=', id).execute();
  }

  /**
   * The books an update of their counts changes, for its `where id in`: on PostgreSQL, with two or
   * more, a subquery that takes their row locks in id order first (the update's own locks come in
   * the order its scan meets the rows, which the updates themselves change: two settlements of
   * orders sharing two books could each hold one and wait for the other, and PostgreSQL ended one
   * with a deadlock in the 200 concurrent orders of invoice-numbering.processes.test.ts). Taken in
   * one order by everyone, they queue instead; one statement, not a SELECT then the UPDATE. NO KEY
   * UPDATE, as the update's own: FOR UPDATE would also wait on the key-share locks that the
   * transaction's inserts referencing these books (user_books, order_lines) leave, and deadlock
   * with another settlement holding those. SQLite has one writer at a time.
   */
  private lockedInIdOrder(bookIds: readonly number[]) {
    if (bookIds.length < 2 || !isPostgres(this.db)) return bookIds;
    return this.db
      .selectFrom('books as locked')
      .select('locked.id')
      .where('locked.id', 'in', bookIds)
      .orderBy('locked.id')
      .forNoKeyUpdate();
  }

  /** One more sale of each book (an order's lines hold each book once). */
  async countSales(bookIds: readonly number[]): Promise<void> {
    if (bookIds.length === 0) return;
    await this.db
      .updateTable('books')
      .set((eb) => ({ sales_count: eb('sales_count', '+', 1) }))
      .where('id', 'in', this.lockedInIdOrder(bookIds))
      .execute();
  }

  /** A refunded sale is no sale: the best sellers should not count it. */
  async uncountSales(bookIds: readonly number[]): Promise<void> {
    if (bookIds.length === 0) return;
    await this.db
      .updateTable('books')
      .set((eb) => ({ sales_count: eb('sales_count', '-', 1) }))
      .where('id', 'in', this.lockedInIdOrder(bookIds))
      .where('sales_count', '>', 0)
      .execute();
  }

  /**
   * Records a sample the store made for the book, unless it has one by now (an uploaded sample, or
   * one another server made meanwhile); answers whether it was recorded.
   */
  async setMadeSample(id: number, sample: { key: string; format: BookFormat }): Promise<boolean> {
    const updated = await this.db
      .updateTable('books')
      .set({ preview_key: sample.key, preview_format: sample.format, preview_uploaded: 0 })
      .where('id', '=', id)
      .where('preview_key', 'is', null)
      .executeTakeFirst();
    return updated.numUpdatedRows !== 0n;
  }

  /** Books with a full book but no sample, oldest first, leaving out `except`. */
  withoutSample(except: readonly number[], limit: number) {
    let query = this.db
      .selectFrom('books')
      .select(['id', 'content_key'])
      .where('preview_key', 'is', null)
      .where('content_key', 'is not', null);
    if (except.length > 0) query = query.where('id', 'not in', except);
    return query.orderBy('id').limit(limit).execute();
  }

  /** Every book of the author, hidden ones included. */
  async countByAuthor(authorId: number): Promise<number> {
    const row = await this.db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('author_id', '=', authorId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
