/** The demo catalog's rows (Kysely only), written by seed-demo-catalog.ts in one transaction. */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../create-database';
import type { BannersTable, NewBook, NewUser } from '../database';
import { isPostgres } from '../dialect';

export class DemoCatalogRepository {
  constructor(private readonly db: Db) {}

  async hasBooks(): Promise<boolean> {
    return (await this.db.selectFrom('books').select('id').limit(1).executeTakeFirst()) !== undefined;
  }

  /**
   * PostgreSQL: takes the advisory lock `lock` until the transaction ends, so servers starting
   * together seed one at a time. SQLite has one writer at a time anyway.
   */
  async lockUntilCommit(lock: number): Promise<void> {
    if (isPostgres(this.db)) await sql`select pg_advisory_xact_lock(${lock})`.execute(this.db);
  }

  insertGenres(names: readonly string[]) {
    return this.db
      .insertInto('genres')
      .values(names.map((name) => ({ name })))
      .returning(['id', 'name'])
      .execute();
  }

  /** RETURNING order is not promised by either database: match the rows by their unique email. */
  insertUsers(users: readonly NewUser[]) {
    return this.db
      .insertInto('users')
      .values([...users])
      .returning(['id', 'email'])
      .execute();
  }

  async insertBooks(books: readonly NewBook[]): Promise<void> {
    await this.db
      .insertInto('books')
      .values([...books])
      .execute();
  }

  async setBookCount(authorId: number, count: number): Promise<void> {
    await this.db.updateTable('users').set({ no_of_books: count }).where('id', '=', authorId).execute();
  }

  async insertBanners(banners: ReadonlyArray<Insertable<BannersTable>>): Promise<void> {
    await this.db
      .insertInto('banners')
      .values([...banners])
      .execute();
  }
}
