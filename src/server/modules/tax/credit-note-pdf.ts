/**
 * A credit note as a PDF (issue 35 item 5, decision 041), laid out by document-pdf.ts like the tax
 * invoice it is against: its number and date, "Against invoice <number> of <date>", the seller
 * and the recipient as the invoice has them, the lines taken back with their taxes reversed, the
 * totals in figures and in words, and why.
 */
import { taxTexts } from '../../../shared/tax-texts';
import {
  A4,
  gstLinesTable,
  istDate,
  MARGIN,
  newWriter,
  placeOfSupply,
  recipientLines,
  sellerBlock,
  SMALL,
  taxSummary,
  twoColumns,
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

export async function renderCreditNote(note: CreditNoteDocument): Promise<Uint8Array> {
  const w = await newWriter(`${taxTexts.creditNote} ${note.number}`);
  const { seller, recipient, supply } = note;
  w.text(taxTexts.creditNote, MARGIN, { size: 18, bold: true });
  w.right('Original for recipient', A4[0] - MARGIN, { size: SMALL });
  w.y -= 26;
  sellerBlock(w, seller);
  w.gap(8);
  twoColumns(w, recipientLines(recipient), [
    `Credit note number: ${note.number}`,
    `Credit note date: ${istDate(note.issuedAt)}`,
    taxTexts.againstInvoice(note.invoice.number, istDate(note.invoice.issuedAt)),
    `Order: #${note.orderId}`,
    `Place of supply: ${placeOfSupply(recipient)}`,
  ]);
  w.gap(10);
  w.paragraph(`Reason: ${note.reason}`);
  w.gap(6);
  gstLinesTable(w, supply, note.lines, note.totals);
  w.gap(8);
  taxSummary(w, supply, note.totals, 'Credit note total');
  w.gap(16);
  w.paragraph(`For ${seller.legalName}`);
  w.paragraph('This is a computer-generated credit note and needs no signature.', { size: SMALL });
  return w.pdf.save();
}
