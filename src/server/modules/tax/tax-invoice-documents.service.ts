/**
 * GET /api/getInvoice: an order's tax invoice as a PDF for its buyer or an admin (issue 35,
 * decision 041). Someone else's order and an unknown one answer the same 404, so a number tells
 * nobody whether it exists; an order never paid is 409; one paid while the store issued no tax
 * invoices gets its receipt, titled "Receipt — not a tax invoice". The PDF is made from the
 * invoice's rows as issued (seller and recipient as they were then), never from today's settings.
 */
import { basisPointsToGstRate } from '../../../shared/gst';
import { taxTexts } from '../../../shared/tax-texts';
import type { OrderRow, TaxInvoiceLinesTable, TaxInvoicesTable } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { Conflict, NotFound } from '../../domain-errors';
import type { AuthUser } from '../accounts/auth-user';
import type { DocumentRecipient, DocumentSeller, DocumentTotals, GstDocumentLine } from './document-pdf';
import { renderReceipt, renderTaxInvoice } from './invoice-pdf';

/** A tax document's PDF as the routes send it. */
export interface DocumentFile {
  /** 'PK-2627-1.pdf', 'PK-2627-C1.pdf', or 'receipt-12.pdf'. */
  filename: string;
  bytes: Uint8Array;
}

/** A document number as a file name: its slashes become hyphens. */
export function documentFilename(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

type InvoiceRow = Omit<TaxInvoicesTable, 'id'>;
type DocumentLineRow = Pick<
  TaxInvoiceLinesTable,
  'title' | 'sac' | 'rate_bp' | 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'price_paise'
>;

/** The seller as the invoice was issued (credit notes against it name the same). */
export function sellerOf(invoice: InvoiceRow): DocumentSeller {
  return {
    legalName: invoice.seller_legal_name,
    tradeName: invoice.seller_trade_name,
    gstin: invoice.seller_gstin,
    address: invoice.seller_address,
    state: invoice.seller_state,
  };
}

export function recipientOf(invoice: InvoiceRow): DocumentRecipient {
  return { name: invoice.recipient_name, state: invoice.recipient_state, pin: invoice.recipient_pin };
}

/** The stored totals of an invoice or a credit note. */
export function totalsOf(
  row: Pick<InvoiceRow, 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'total_paise'>,
): DocumentTotals {
  return {
    taxablePaise: row.taxable_paise,
    cgstPaise: row.cgst_paise,
    sgstPaise: row.sgst_paise,
    igstPaise: row.igst_paise,
    totalPaise: row.total_paise,
  };
}

/** A stored line of an invoice or a credit note, as its PDF prints it. */
export function documentLineOf(line: DocumentLineRow): GstDocumentLine {
  return {
    title: line.title,
    sac: line.sac,
    ratePercent: basisPointsToGstRate(line.rate_bp),
    taxablePaise: line.taxable_paise,
    cgstPaise: line.cgst_paise,
    sgstPaise: line.sgst_paise,
    igstPaise: line.igst_paise,
    totalPaise: line.price_paise,
  };
}

export class TaxInvoiceDocumentsService {
  constructor(private readonly uow: UnitOfWork) {}

  async pdfFor(caller: AuthUser, orderId: number): Promise<DocumentFile> {
    const order = await this.uow.repos.orders.findById(orderId);
    if (!order || (order.user_id !== caller.id && caller.userType !== 'Admin'))
      throw new NotFound(taxTexts.invoiceNotFound);
    return this.pdfOf(order);
  }

  /** The document of an order, for the receipt mail (the buyer it goes to is the order's). */
  async pdfOfOrder(orderId: number): Promise<DocumentFile> {
    const order = await this.uow.repos.orders.findById(orderId);
    if (!order) throw new NotFound(taxTexts.invoiceNotFound);
    return this.pdfOf(order);
  }

  private async pdfOf(order: OrderRow): Promise<DocumentFile> {
    const { orders, taxInvoices, storeSettings } = this.uow.repos;
    if (order.paid_at === null) throw new Conflict(taxTexts.orderNotPaid);
    const invoice = await taxInvoices.ofOrder(order.id);
    if (invoice) {
      const lines = await taxInvoices.linesOf(invoice.id);
      const bytes = await renderTaxInvoice({
        kind: 'invoice',
        number: invoice.number,
        issuedAt: new Date(invoice.issued_at),
        orderId: order.id,
        supply: invoice.supply,
        seller: sellerOf(invoice),
        recipient: recipientOf(invoice),
        lines: lines.map(documentLineOf),
        totals: totalsOf(invoice),
      });
      return { filename: documentFilename(invoice.number), bytes };
    }
    const settings = await storeSettings.load();
    const lines = await orders.titledLines(order.id);
    const bytes = await renderReceipt({
      kind: 'receipt',
      orderId: order.id,
      paidAt: new Date(order.paid_at),
      storeName: settings.trade_name || settings.legal_name || 'Pustaka',
      buyer:
        order.billing_name && order.billing_state
          ? { name: order.billing_name, state: order.billing_state, pin: order.billing_pin ?? '' }
          : undefined,
      lines: lines.map((line) => ({
        title: line.name,
        pricePaise: line.sale_price_paise,
        refunded: line.refund_id !== null,
      })),
      paidPaise: order.amount_paise,
      refundedPaise: order.refunded_paise,
    });
    return { filename: `receipt-${order.id}.pdf`, bytes };
  }
}
