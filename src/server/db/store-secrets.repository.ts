/** The store's own random keys (table store_secrets, made by migration 017), the same for every server on the database. */
import type { Db } from './create-database';

export type StoreSecretName = 'reading_grants';

export class StoreSecretsRepository {
  constructor(private readonly db: Db) {}

  async load(name: StoreSecretName): Promise<Buffer> {
    const row = await this.db.selectFrom('store_secrets').select('value').where('name', '=', name).executeTakeFirst();
    if (!row) throw new Error(`The store secret ${name} is missing (migration 017 makes it)`);
    return Buffer.from(row.value, 'base64url');
  }
}
