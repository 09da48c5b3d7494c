/** What readiness and a restore's check ask the database itself (Kysely only): does it answer, and is its schema this code's. */
import { Migrator, sql } from 'kysely';
import type { Db } from '../db/create-database';
import { migrationProvider } from '../db/migrations';

export interface MigrationState {
  /** This code's migrations the database has run. */
  applied: number;
  /** This code's migrations the database has not run (the next start runs them). */
  pending: string[];
  /** Migrations the database has run that this code does not know: it was written by a newer store. */
  unknown: string[];
}

export class HealthRepository {
  constructor(private readonly db: Db) {}

  /** One round trip: resolves when the database answers. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async migrationState(): Promise<MigrationState> {
    const known = await new Migrator({ db: this.db, provider: migrationProvider }).getMigrations();
    const knownNames = new Set(known.map((migration) => migration.name));
    const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(this.db).then(
      (result) => result.rows.map((row) => row.name),
      // No migration table at all: nothing has run.
      () => [] as string[],
    );
    return {
      applied: known.filter((migration) => migration.executedAt !== undefined).length,
      pending: known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name),
      unknown: ran.filter((name) => !knownNames.has(name)),
    };
  }
}
