/** The seller's tax settings: the one row of store_settings (migration 021). */
import type { Db } from '../../db/create-database';
import type { Flag, StoreSettingsTable } from '../../db/database';

export type StoreSettingsRow = Omit<StoreSettingsTable, 'id'>;
export type StoreSettingsChange = Partial<Omit<StoreSettingsRow, 'updated_at'>> & { updated_at: string };

export class StoreSettingsRepository {
  constructor(private readonly db: Db) {}

  async load(): Promise<StoreSettingsRow> {
    const row = await this.db
      .selectFrom('store_settings')
      .select([
        'legal_name',
        'trade_name',
        'gstin',
        'address',
        'state',
        'gst_rate_bp',
        'sac',
        'invoice_prefix',
        'export_of_services',
        'updated_at',
      ])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!row) throw new Error('The store_settings row is missing (migration 021 makes it)');
    return { ...row, export_of_services: Number(row.export_of_services) as Flag };
  }

  async update(change: StoreSettingsChange): Promise<void> {
    await this.db.updateTable('store_settings').set(change).where('id', '=', 1).execute();
  }
}
