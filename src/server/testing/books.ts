import type { Db } from '../db/create-database';
import type { NewBook } from '../db/database';

/**
 * A book row to insert straight into the table (as a data fix or an import would), copied from
 * the store's first public book: everything but what the database fills itself, the id and the
 * search title (a generated column on SQLite, a trigger's on PostgreSQL).
 */
export async function bookTemplate(db: Db): Promise<NewBook> {
  const {
    id: _id,
    search_title: _searchTitle,
    ...template
  } = await db
    .selectFrom('books')
    .selectAll()
    .where('is_active', '=', 1)
    .where('is_approved', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return template;
}
