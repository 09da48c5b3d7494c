/**
 * Book queries for admins (Kysely only): unlike the catalog's, these see every book, hidden ones
 * included, and they write.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/create-database';
import type { BookUpdate, NewBook } from '../../db/database';
import { isPostgres } from '../../db/dialect';

const adminBookColumns = [
  'books.id', 'books.name', 'books.description', 'books.cover_key', 'books.author_id', 'books.genre_id',
  'books.price_paise', 'books.discount_bp', 'books.book_type', 'books.page_count', 'books.created_at',
  'books.is_active', 'books.is_approved', 'books.is_original', 'books.is_new_arrival', 'books.new_arrival_date',
  'books.is_trending', 'books.trending_date', 'books.is_upcoming', 'books.upcoming_date', 'books.is_hot_deals',
  'books.hot_deals_date', 'books.is_top_author', 'genres.name as genre_name', 'users.first_name', 'users.last_name',
] as const;

export type AdminBookRow = Awaited<ReturnType<BookAdminRepository['find']>> & object;

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export class BookAdminRepository {
  constructor(private readonly db: Db) {}

  async genreExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('genres').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** An author is a user of type Author (an anonymised former author no longer counts). */
  async authorExists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('id', '=', id).where('user_type', '=', 'Author').where('anonymised_at', 'is', null).executeTakeFirst();
    return row !== undefined;
  }

  async insert(book: NewBook): Promise<number> {
    return (await this.db.insertInto('books').values(book).returning('id').executeTakeFirstOrThrow()).id;
  }

  private withNames(db: Db = this.db) {
    return db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select(adminBookColumns);
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
    return this.withNames().where(this.matching(search)).orderBy('books.id', 'desc').limit(limit).offset(offset).execute();
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
   * Reads the book, lets `change` compute the columns from what is stored, and writes them, in
   * one transaction (the row locked on PostgreSQL), so two admins editing the price and the
   * discount at once cannot leave a sale price that matches neither. False when there is no such book.
   */
  update(id: number, change: (stored: AdminBookRow) => BookUpdate): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const query = this.withNames(trx).where('books.id', '=', id);
      const stored = await (isPostgres(trx) ? query.forUpdate('books') : query).executeTakeFirst();
      if (!stored) return false;
      await trx.updateTable('books').set(change(stored)).where('id', '=', id).execute();
      return true;
    });
  }
}
