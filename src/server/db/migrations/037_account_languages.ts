/**
 * The language of an account (issue 38, decision 052): users.language, 'en' or 'hi' (a code of
 * shared/i18n/locales.ts), null while the account never had one (accounts made before this, and
 * authors an admin added): the store's mails to the account are written in it, English when null.
 * A registration stores the language it came in (or the one its body names); the header's language
 * switch changes it (POST /api/updateProfile, Language).
 *
 * author_applications.language: the language the Author Program application came in, which the
 * author account made from it on approval takes, so the invitation is mailed in it.
 *
 * No check constraint: the API validates the code, readers treat a code they do not speak as null,
 * and a language added later needs no rebuild of the users table (SQLite cannot alter a check).
 * Both columns are nullable additions: no row is rewritten on either database.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
  await db.schema.alterTable('author_applications').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('author_applications').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
