/** Author Program applications (Kysely only); admins review them in a later issue. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-database';
import type { AuthorApplicationsTable } from '../../db/database';

export class AuthorApplicationsRepository {
  constructor(private readonly db: Db) {}

  async add(application: Insertable<AuthorApplicationsTable>): Promise<void> {
    await this.db.insertInto('author_applications').values(application).execute();
  }
}
