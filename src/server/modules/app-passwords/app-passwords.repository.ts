/** App passwords (Kysely only): rows of app_passwords, found by their hashes (migration 020). */
import type { Db } from '../../db/create-database';

/** The account an app password signs in as, with the password's id. */
export type AppPasswordOwnerRow = NonNullable<Awaited<ReturnType<AppPasswordsRepository['findBySecret']>>>;

export class AppPasswordsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: {
    userId: number;
    name: string;
    secretHash: string;
    kosyncKeyHash: string;
    now: string;
  }): Promise<number> {
    const inserted = await this.db
      .insertInto('app_passwords')
      .values({
        user_id: row.userId,
        name: row.name,
        secret_hash: row.secretHash,
        kosync_key_hash: row.kosyncKeyHash,
        created_at: row.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** The user's app passwords, newest first. */
  listOf(userId: number) {
    return this.db
      .selectFrom('app_passwords')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  async countOf(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('app_passwords')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Deletes one of the user's app passwords; false when the user has none with this id. */
  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('app_passwords')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  private owners() {
    return this.db
      .selectFrom('app_passwords')
      .innerJoin('users', 'users.id', 'app_passwords.user_id')
      .select([
        'app_passwords.id as app_password_id',
        'app_passwords.last_used_at',
        'users.id',
        'users.email',
        'users.email_normalized',
        'users.user_type',
        'users.first_name',
        'users.last_name',
      ]);
  }

  /** The app password with this SHA-256, and its account. */
  findBySecret(secretHash: string) {
    return this.owners().where('app_passwords.secret_hash', '=', secretHash).executeTakeFirst();
  }

  /** The app password whose MD5 has this SHA-256 (KOReader's key), and its account. */
  findByKosyncKey(keyHash: string) {
    return this.owners().where('app_passwords.kosync_key_hash', '=', keyHash).executeTakeFirst();
  }

  /** Notes a use, unless one was noted since `staleBefore` (a write per request would cost every feed). */
  async touch(id: number, now: string, staleBefore: string): Promise<void> {
    await this.db
      .updateTable('app_passwords')
      .set({ last_used_at: now })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
      .execute();
  }
}
