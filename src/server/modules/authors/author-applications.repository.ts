/** Author Program applications (Kysely only). Statuses here are the database's (see database.ts). */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/create-database';
import type { AuthorApplicationStatus, AuthorApplicationsTable } from '../../db/database';

export class AuthorApplicationsRepository {
  constructor(private readonly db: Db) {}

  async add(application: Insertable<AuthorApplicationsTable>): Promise<void> {
    await this.db.insertInto('author_applications').values(application).execute();
  }

  find(id: number) {
    return this.db.selectFrom('author_applications').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Newest first. */
  list(status: AuthorApplicationStatus | undefined, offset: number, limit: number) {
    let query = this.db.selectFrom('author_applications').selectAll();
    if (status) query = query.where('status', '=', status);
    return query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  async count(status: AuthorApplicationStatus | undefined): Promise<number> {
    let query = this.db.selectFrom('author_applications').select((eb) => eb.fn.countAll<number>().as('count'));
    if (status) query = query.where('status', '=', status);
    return Number((await query.executeTakeFirstOrThrow()).count);
  }

  /**
   * Moves a pending application to its decision; false when it was not pending (any more). The
   * condition on status makes two simultaneous decisions meet here: only one of them wins.
   */
  async decide(id: number, status: Exclude<AuthorApplicationStatus, 'pending'>): Promise<boolean> {
    const result = await this.db
      .updateTable('author_applications')
      .set({ status })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
