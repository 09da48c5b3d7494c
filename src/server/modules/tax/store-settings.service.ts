/**
 * The seller's tax settings (decision 039): read with the defaults a new store starts with, and
 * changed field by field. Each field's own rule is the contract's (the route refuses a bad field
 * before this runs); here the one rule across fields: a GSTIN's state code names the state chosen.
 * The change and that check run in one transaction, so nothing is written when it is refused.
 */
import { basisPointsToGstRate, gstinStateMismatch, gstRateToBasisPoints, isTaxInvoiceReady } from '../../../shared/gst';
import type { StoreSettings, UpdateStoreSettings } from '../../../shared/contract/store-settings.contract';
import type { Clock } from '../../clock';
import type { UnitOfWork } from '../../db/unit-of-work';
import { InvalidInput } from '../../domain-errors';
import type { StoreSettingsChange, StoreSettingsRow } from './store-settings.repository';

export function storeSettingsOf(row: StoreSettingsRow): StoreSettings {
  const settings = {
    LegalName: row.legal_name,
    TradeName: row.trade_name,
    Gstin: row.gstin,
    Address: row.address,
    State: row.state,
    GstRate: basisPointsToGstRate(row.gst_rate_bp),
    Sac: row.sac,
    InvoicePrefix: row.invoice_prefix,
    ExportOfServices: row.export_of_services === 1,
  };
  return { ...settings, TaxInvoiceReady: isTaxInvoiceReady(settings) };
}

function changeOf(update: UpdateStoreSettings, now: string): StoreSettingsChange {
  return {
    updated_at: now,
    ...(update.LegalName !== undefined && { legal_name: update.LegalName }),
    ...(update.TradeName !== undefined && { trade_name: update.TradeName }),
    ...(update.Gstin !== undefined && { gstin: update.Gstin }),
    ...(update.Address !== undefined && { address: update.Address }),
    ...(update.State !== undefined && { state: update.State }),
    ...(update.GstRate !== undefined && { gst_rate_bp: gstRateToBasisPoints(update.GstRate) }),
    ...(update.Sac !== undefined && { sac: update.Sac }),
    ...(update.InvoicePrefix !== undefined && { invoice_prefix: update.InvoicePrefix }),
    ...(update.ExportOfServices !== undefined && { export_of_services: update.ExportOfServices ? 1 : 0 }),
  };
}

export class StoreSettingsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<StoreSettings> {
    return storeSettingsOf(await this.uow.repos.storeSettings.load());
  }

  async update(update: UpdateStoreSettings): Promise<StoreSettings> {
    const change = changeOf(update, this.clock.now().toISOString());
    return this.uow.transact(async (repos) => {
      const merged = { ...(await repos.storeSettings.load()), ...change };
      if (merged.gstin && merged.state) {
        const mismatch = gstinStateMismatch(merged.gstin, merged.state);
        if (mismatch)
          throw new InvalidInput(`Invalid field '${update.Gstin !== undefined ? 'Gstin' : 'State'}': ${mismatch}`);
      }
      await repos.storeSettings.update(change);
      return storeSettingsOf(merged);
    });
  }
}
