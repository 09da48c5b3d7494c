/**
 * Release dates that hold (issue 36 item 3, decision 046):
 * - books.available_on: 'YYYY-MM-DD', the day in India (Asia/Kolkata) the book goes on sale; null:
 *   on sale now. Before that day it can be wishlisted and its sample read, not bought or read in
 *   full (shared/release-dates.ts decides, against the clock: no job flips it).
 * - release_notifications: a shopper's "Notify me" of an upcoming book, one per (user, book);
 *   notified_at is set in the transaction that queues the mail (the 'release-notifications' job),
 *   so a mail is queued once whichever server runs the job. The partial index serves the job's
 *   look for the rows still to mail.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('books').addColumn('available_on', 'text').execute();
  await db.schema
    .createTable('release_notifications')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('notified_at', 'text')
    .addPrimaryKeyConstraint('release_notifications_pk', ['user_id', 'book_id'])
    .execute();
  await db.schema
    .createIndex('release_notifications_unnotified_idx')
    .on('release_notifications')
    .columns(['book_id', 'user_id'])
    .where(sql.ref('notified_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_notifications').execute();
  await db.schema.alterTable('books').dropColumn('available_on').execute();
}
