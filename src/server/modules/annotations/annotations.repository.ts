/** Readers' bookmarks, highlights and notes (Kysely only; decision 049), read per reader and book. */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/create-database';
import type { AnnotationsTable } from '../../db/database';
import { isPostgres } from '../../db/dialect';

export type AnnotationRow = Selectable<AnnotationsTable>;
/** What a save writes: everything but the id, the owner, the book and the times. */
export type AnnotationFields = Pick<
  Insertable<AnnotationsTable>,
  'kind' | 'page' | 'locator' | 'text' | 'note' | 'color'
>;

export class AnnotationsRepository {
  constructor(private readonly db: Db) {}

  /** The reader's annotations in the book, oldest first (annotations_user_book_idx). */
  listOf(userId: number, bookId: number): Promise<AnnotationRow[]> {
    return this.db
      .selectFrom('annotations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .orderBy('id')
      .execute();
  }

  async countOf(userId: number, bookId: number): Promise<number> {
    const row = await this.db
      .selectFrom('annotations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Inside a transaction: holds the user's row until it ends, so two saves of one reader count and
   * insert one after the other and the limit holds (PostgreSQL; SQLite runs one writing
   * transaction at a time anyway).
   */
  async lockUser(userId: number): Promise<void> {
    if (!isPostgres(this.db)) return;
    await this.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async insert(userId: number, bookId: number, fields: AnnotationFields, now: string): Promise<number> {
    const row = await this.db
      .insertInto('annotations')
      .values({ user_id: userId, book_id: bookId, ...fields, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Changes the reader's own annotation in that book; false when there is none with this id. */
  async update(id: number, userId: number, bookId: number, fields: AnnotationFields, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('annotations')
      .set({ ...fields, updated_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('book_id', '=', bookId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes the reader's own annotation; false when there is none with this id. */
  async delete(id: number, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('annotations')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
