/**
 * The admin's author picker at catalog scale (issue 12): at 30 million books the store has six
 * million authors, so the Add Book wizard finds one by the start of a name instead of listing them
 * all. Authors without a public book count too (one just added), so the shop's name keys
 * (shop_author_counts, migration 008) do not serve; these indexes cover every author.
 */
import { sql, type Kysely } from 'kysely';
import { AUTHOR_NAME_INDEXES, AUTHORS_ONLY, authorNameKeySql, type AuthorNameOrder } from '../author-name-keys';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [order, name] of Object.entries(AUTHOR_NAME_INDEXES) as Array<[AuthorNameOrder, string]>) {
    await sql
      .raw(`create index ${name} on users ((${authorNameKeySql(isPostgres(db), order)}), id) where ${AUTHORS_ONLY}`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.values(AUTHOR_NAME_INDEXES)) await sql.raw(`drop index ${name}`).execute(db);
}
