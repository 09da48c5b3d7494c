/** User accounts (Kysely only). Lookups by e-mail take the normalised form (db/emails.ts). */
import type { Updateable } from 'kysely';
import type { Db } from '../../db/create-database';
import type { NewUser, UsersTable, UserType } from '../../db/database';
import type { PasswordColumns } from './passwords';

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  findByEmail(emailNormalized: string) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email_normalized', '=', emailNormalized)
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
  }

  findById(userId: number) {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
  }

  /** Throws the database's unique violation when the e-mail is taken (see db/errors.ts). */
  async insert(user: NewUser): Promise<number> {
    const row = await this.db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async setCredentials(userId: number, password: PasswordColumns, userType: UserType): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...password, user_type: userType })
      .where('id', '=', userId)
      .execute();
  }

  async update(userId: number, columns: Updateable<UsersTable>): Promise<void> {
    await this.db.updateTable('users').set(columns).where('id', '=', userId).execute();
  }

  async delete(userId: number): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', userId).execute();
  }
}
