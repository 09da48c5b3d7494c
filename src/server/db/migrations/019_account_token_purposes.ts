/**
 * Two more kinds of mailed link (decision 025): 'invitation', an invited author's first password
 * (its own page: nothing was reset, nobody logged out), and 'undo_email_change', the 'This was not
 * me' link the old address gets when an account's address changed.
 *
 * account_tokens.purpose's CHECK cannot be altered in SQLite, so there the table is rebuilt (it is
 * a leaf: nothing references it); PostgreSQL swaps the constraint. Existing tokens keep their rows.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { withIdColumn } from './columns';

/** AccountTokenPurpose of db/database.ts. */
const PURPOSES = ['verify_email', 'reset_password', 'change_email', 'invitation', 'undo_email_change'];
/** As migration 010 made them. */
const PREVIOUS_PURPOSES = ['verify_email', 'reset_password', 'change_email'];
const COLUMNS = ['id', 'user_id', 'purpose', 'token_hash', 'email', 'created_at', 'expires_at', 'used_at'];

const purposeCheck = (purposes: readonly string[]) =>
  sql`purpose in (${sql.join(purposes.map((purpose) => sql.lit(purpose)))})`;

async function setPurposes(db: Kysely<unknown>, purposes: readonly string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table account_tokens drop constraint account_tokens_purpose_check`.execute(db);
    await sql`alter table account_tokens add constraint account_tokens_purpose_check check (${purposeCheck(purposes)})`.execute(
      db,
    );
    return;
  }
  const list = sql.join(COLUMNS.map((column) => sql.ref(column)));
  await sql`begin`.execute(db);
  try {
    await withIdColumn(db, db.schema.createTable('account_tokens_new'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (col) => col.notNull().check(purposeCheck(purposes)))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await sql`insert into account_tokens_new (${list}) select ${list} from account_tokens`.execute(db);
    await sql`drop table account_tokens`.execute(db);
    await sql`alter table account_tokens_new rename to account_tokens`.execute(db);
    await db.schema
      .createIndex('account_tokens_user_idx')
      .on('account_tokens')
      .columns(['user_id', 'purpose'])
      .execute();
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setPurposes(db, PURPOSES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from account_tokens where purpose in ('invitation', 'undo_email_change')`.execute(db);
  await setPurposes(db, PREVIOUS_PURPOSES);
}
