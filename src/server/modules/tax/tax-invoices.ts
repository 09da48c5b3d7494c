/**
 * Issuing a tax invoice (issue 35, decision 041), in the transaction that marks its order paid
 * (PaymentSettlementService.fulfil), so an invoice exists exactly when the order is paid:
 *
 * - only when the seller's settings are complete (storeSettingsProblems() finds nothing) and the
 *   order has billing details; otherwise none, and the order's receipt says "not a tax invoice";
 * - the lines not refunded, each at its book's own GST rate or else the store's, split by
 *   splitOrder (decision 040): intra-state (CGST + SGST) when the billing state is the seller's,
 *   inter-state (IGST) for another state, export (no tax, rate 0) for 'Outside India';
 * - the number is taken last (allocateDocumentNumber), so the series' row lock is held only for
 *   the inserts that follow it and the commit; a rollback gives the serial back.
 * The order moves to paid once (a conditional update), and order_id is unique: a second
 * settlement path never issues a second invoice.
 */
import { OUTSIDE_INDIA } from '../../../shared/billing-details';
import { basisPointsToGstRate, isTaxInvoiceReady } from '../../../shared/gst';
import { splitOrder, type Supply } from '../../../shared/gst-arithmetic';
import type { OrderRow } from '../../db/database';
import type { TransactionRepositories } from '../../db/unit-of-work';
import { storeSettingsOf } from './store-settings.service';
import { allocateDocumentNumber } from './document-numbers';

export type InvoiceSupply = Supply | 'export';

export interface IssuedInvoice {
  id: number;
  number: string;
}

export function supplyOf(billingState: string, sellerState: string): InvoiceSupply {
  if (billingState === OUTSIDE_INDIA) return 'export';
  return billingState === sellerState ? 'intra' : 'inter';
}

/** Issues the order's invoice when the store issues them; undefined when it does not. */
export async function issueTaxInvoice(
  repos: TransactionRepositories,
  order: OrderRow,
  issuedAt: Date,
): Promise<IssuedInvoice | undefined> {
  const row = await repos.storeSettings.load();
  const settings = storeSettingsOf(row);
  if (!isTaxInvoiceReady(settings)) return undefined;
  if (!order.billing_name || !order.billing_state) return undefined;
  const supply = supplyOf(order.billing_state, settings.State);
  const lines = await repos.taxInvoices.linesToInvoice(order.id);
  if (lines.length === 0) return undefined;
  const rates = lines.map((line) => (supply === 'export' ? 0 : (line.gst_rate_bp ?? row.gst_rate_bp)));
  const split = splitOrder(
    lines.map((line, index) => ({
      pricePaise: line.sale_price_paise,
      ratePercent: basisPointsToGstRate(rates[index]!),
    })),
    supply === 'intra' ? 'intra' : 'inter',
  );
  // As late as possible: the series' row stays locked from here to the commit.
  const allocated = await allocateDocumentNumber(repos, {
    series: 'invoice',
    prefix: settings.InvoicePrefix,
    issuedAt,
  });
  const id = await repos.taxInvoices.insert(
    {
      order_id: order.id,
      number: allocated.number,
      financial_year: allocated.financialYear.code,
      serial: allocated.serial,
      issued_at: issuedAt.toISOString(),
      supply,
      seller_legal_name: settings.LegalName,
      seller_trade_name: settings.TradeName,
      seller_gstin: settings.Gstin,
      seller_address: settings.Address,
      seller_state: settings.State,
      recipient_name: order.billing_name,
      recipient_state: order.billing_state,
      recipient_pin: order.billing_pin ?? '',
      taxable_paise: split.totals.taxablePaise,
      cgst_paise: split.totals.cgstPaise,
      sgst_paise: split.totals.sgstPaise,
      igst_paise: split.totals.igstPaise,
      total_paise: split.totals.pricePaise,
    },
    split.lines.map((line, index) => ({
      book_id: lines[index]!.book_id,
      title: lines[index]!.name,
      sac: settings.Sac,
      rate_bp: rates[index]!,
      price_paise: line.pricePaise,
      taxable_paise: line.taxablePaise,
      cgst_paise: line.cgstPaise,
      sgst_paise: line.sgstPaise,
      igst_paise: line.igstPaise,
    })),
  );
  return { id, number: allocated.number };
}
