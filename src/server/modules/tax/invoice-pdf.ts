/**
 * A tax invoice (or a receipt, when the order was paid without one) as a PDF (issue 35, decision
 * 041), laid out by document-pdf.ts.
 */
import { amountInWords } from '../../../shared/amount-in-words';
import { taxTexts } from '../../../shared/tax-texts';
import {
  renderGstDocument,
  A4,
  istDate,
  MARGIN,
  newWriter,
  placeOfSupply,
  recipientLines,
  rupees,
  SMALL,
  table,
  twoColumns,
  figures,
  type Column,
  type DocumentRecipient,
  type DocumentSeller,
  type DocumentSupply,
  type DocumentTotals,
  type GstDocumentLine,
} from './document-pdf';

export interface TaxInvoiceDocument {
  kind: 'invoice';
  number: string;
  issuedAt: Date;
  orderId: number;
  supply: DocumentSupply;
  seller: DocumentSeller;
  recipient: DocumentRecipient;
  lines: GstDocumentLine[];
  totals: DocumentTotals;
}

export interface ReceiptDocument {
  kind: 'receipt';
  orderId: number;
  paidAt: Date;
  storeName: string;
  buyer: DocumentRecipient | undefined;
  lines: Array<{ title: string; pricePaise: number; refunded: boolean }>;
  paidPaise: number;
  refundedPaise: number;
}

export function renderTaxInvoice(invoice: TaxInvoiceDocument): Promise<Uint8Array> {
  return renderGstDocument({
    ...invoice,
    title: taxTexts.taxInvoice,
    facts: [
      `Invoice number: ${invoice.number}`,
      `Invoice date: ${istDate(invoice.issuedAt)}`,
      `Order: #${invoice.orderId}`,
      `Place of supply: ${placeOfSupply(invoice.recipient)}`,
      `Reverse charge: No`,
    ],
    after: invoice.supply === 'export' ? taxTexts.exportLine : undefined,
    totalLabel: 'Invoice total',
    kind: 'invoice',
  });
}

export async function renderReceipt(receipt: ReceiptDocument): Promise<Uint8Array> {
  const w = await newWriter(`${taxTexts.receiptNotTaxInvoice} #${receipt.orderId}`, receipt);
  w.text(taxTexts.receiptNotTaxInvoice, MARGIN, { size: 16, bold: true });
  w.y -= 24;
  w.paragraph(receipt.storeName, { bold: true, size: 11 });
  w.paragraph(taxTexts.receiptNote, { size: SMALL });
  w.gap(8);
  twoColumns(w, receipt.buyer ? recipientLines(receipt.buyer) : [], [
    `Order: #${receipt.orderId}`,
    `Paid on: ${istDate(receipt.paidAt)}`,
  ]);
  w.gap(10);
  const columns: Column[] = [
    { header: 'Title', width: A4[0] - 2 * MARGIN - 90, align: 'left' },
    { header: 'Price (Rs.)', width: 90, align: 'right' },
  ];
  const rows = receipt.lines.map((line) => [
    line.refunded ? `${line.title} (refunded)` : line.title,
    figures(line.pricePaise),
  ]);
  rows.push(['Total paid', figures(receipt.paidPaise)]);
  table(w, columns, rows, true);
  w.gap(8);
  w.paragraph(`Amount paid: ${rupees(receipt.paidPaise)}`, { bold: true, size: 11 });
  w.paragraph(`Amount in words: ${amountInWords(receipt.paidPaise)}`);
  if (receipt.refundedPaise > 0) w.paragraph(`Refunded: ${rupees(receipt.refundedPaise)}`);
  return w.bytes();
}
