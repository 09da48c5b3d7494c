/**
 * A credit note as a PDF (issue 35 item 5, decision 041), laid out by document-pdf.ts like the tax
 * invoice it is against: its number and date, "Against invoice <number> of <date>", the seller
 * and the recipient as the invoice has them, the lines taken back with their taxes reversed, the
 * totals in figures and in words, and why.
 */
import { taxTexts } from '../../../shared/tax-texts';
import {
  renderGstDocument,
  istDate,
  placeOfSupply,
  type DocumentRecipient,
  type DocumentSeller,
  type DocumentSupply,
  type DocumentTotals,
  type GstDocumentLine,
} from './document-pdf';

export interface CreditNoteDocument {
  number: string;
  issuedAt: Date;
  invoice: { number: string; issuedAt: Date };
  orderId: number;
  supply: DocumentSupply;
  seller: DocumentSeller;
  recipient: DocumentRecipient;
  lines: GstDocumentLine[];
  totals: DocumentTotals;
  reason: string;
}

export function renderCreditNote(note: CreditNoteDocument): Promise<Uint8Array> {
  return renderGstDocument({
    ...note,
    title: taxTexts.creditNote,
    facts: [
      `Credit note number: ${note.number}`,
      `Credit note date: ${istDate(note.issuedAt)}`,
      taxTexts.againstInvoice(note.invoice.number, istDate(note.invoice.issuedAt)),
      `Order: #${note.orderId}`,
      `Place of supply: ${placeOfSupply(note.recipient)}`,
    ],
    before: `Reason: ${note.reason}`,
    totalLabel: 'Credit note total',
    kind: 'credit note',
  });
}
