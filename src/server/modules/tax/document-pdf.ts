/**
 * The layout of the store's tax documents as PDFs (issue 35, decision 041), shared by the tax
 * invoice, the receipt (invoice-pdf.ts) and the credit note (credit-note-pdf.ts): A4, text
 * selectable and searchable, in Helvetica and, where a document has Devanagari, Noto Sans
 * Devanagari (document-fonts.ts). Helvetica encodes only WinAnsi characters, so amounts are written
 * 'Rs. 1,234.50'; a character neither face has is written as '?' (the document's data keeps it).
 */
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { amountInWords } from '../../../shared/amount-in-words';
import { OUTSIDE_INDIA } from '../../../shared/billing-details';
import { groupDigits } from '../../../shared/digit-grouping';
import { IST_OFFSET_MS } from '../../../shared/financial-year';
import { stateByName } from '../../../shared/gst';
import { hasDevanagari } from '../../fonts/devanagari';
import { embedDocumentFaces, runsOf, runWidth, widthOf, type DocumentFaces, type Face } from './document-fonts';

export type DocumentSupply = 'intra' | 'inter' | 'export';

/** A line of a GST document: its taxable value and taxes, and what it totals. */
export interface GstDocumentLine {
  title: string;
  sac: string;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface DocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface DocumentSeller {
  legalName: string;
  tradeName: string;
  gstin: string;
  address: string;
  state: string;
}

export interface DocumentRecipient {
  name: string;
  state: string;
  pin: string;
}

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
export const BODY = 9;
export const SMALL = 8;
export const LINE = 12;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1,234.50' (Indian grouping). */
export function figures(paise: number): string {
  return `${groupDigits(Math.floor(paise / 100), 'indian')}.${String(paise % 100).padStart(2, '0')}`;
}

/** 'Rs. 1,234.50'. */
export function rupees(paise: number): string {
  return `Rs. ${figures(paise)}`;
}

/** '5 May 2026' as Asia/Kolkata reads the instant. */
export function istDate(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** 'Karnataka (29)'; 'Outside India' as it is. */
export function stateWithCode(name: string): string {
  const state = stateByName(name);
  return state ? `${state.name} (${state.code})` : name;
}

export function ratePercentText(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(2).replace(/0$/, '')}%`;
}

/** Writes text on pages, top to bottom, a new page when one is full. */
export class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly pdf: PDFDocument,
    private readonly faces: DocumentFaces,
  ) {
    this.newPage();
  }

  /**
   * The finished file. Without object streams: pdf-lib deflates them with pako (JavaScript), whose
   * set-up per stream made saving half of a receipt's render time, a render per paid order's mail
   * (bench:checkout's profile); the file grows from about 2 to 3 KB.
   */
  bytes(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: false });
  }

  newPage(): void {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private face(bold = false): Face {
    return bold ? this.faces.bold : this.faces.regular;
  }

  width(text: string, size = BODY, bold = false): number {
    return widthOf(text, size, this.face(bold));
  }

  /** The text broken into lines that fit `width`; line breaks and tabs are spaces. */
  wrap(raw: string, width: number, size = BODY, bold = false): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of raw.split(/\s+/).filter(Boolean)) {
      let piece = word;
      while (this.width(piece, size, bold) > width) {
        let cut = piece.length - 1;
        while (cut > 1 && this.width(piece.slice(0, cut), size, bold) > width) cut--;
        if (current) lines.push(current);
        lines.push(piece.slice(0, cut));
        current = '';
        piece = piece.slice(cut);
      }
      const joined = current ? `${current} ${piece}` : piece;
      if (this.width(joined, size, bold) <= width) current = joined;
      else {
        lines.push(current);
        current = piece;
      }
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [''];
  }

  ensure(height: number): boolean {
    if (this.y - height >= MARGIN) return false;
    this.newPage();
    return true;
  }

  /** One line at x, run by run in the faces that have its characters. */
  text(raw: string, x: number, options: { size?: number; bold?: boolean; y?: number } = {}): void {
    const size = options.size ?? BODY;
    let left = x;
    for (const run of runsOf(raw.replace(/[\r\n\t]+/g, ' '), this.face(options.bold))) {
      this.page.drawText(run.text, { x: left, y: options.y ?? this.y, size, font: run.font });
      left += runWidth(run, size);
    }
  }

  right(raw: string, rightEdge: number, options: { size?: number; bold?: boolean; y?: number } = {}): void {
    const size = options.size ?? BODY;
    this.text(raw, rightEdge - this.width(raw, size, options.bold), options);
  }

  /** A paragraph at x within width; moves down past it. */
  paragraph(raw: string, options: { x?: number; width?: number; size?: number; bold?: boolean } = {}): void {
    const size = options.size ?? BODY;
    for (const line of this.wrap(raw, options.width ?? A4[0] - 2 * MARGIN, size, options.bold)) {
      this.ensure(LINE);
      this.text(line, options.x ?? MARGIN, { size, bold: options.bold });
      this.y -= size + 3;
    }
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + LINE - 3 },
      end: { x: A4[0] - MARGIN, y: this.y + LINE - 3 },
      thickness: 0.5,
    });
  }

  gap(points = 6): void {
    this.y -= points;
  }
}

export interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

/** A table: its header again on every page it runs onto; the first column wraps. */
export function table(w: Writer, columns: Column[], rows: string[][], boldLast = false): void {
  const header = () => {
    let x = MARGIN;
    for (const column of columns) {
      if (column.align === 'left') w.text(column.header, x, { bold: true, size: SMALL });
      else w.right(column.header, x + column.width - 4, { bold: true, size: SMALL });
      x += column.width;
    }
    w.y -= LINE;
    w.rule();
  };
  w.ensure(3 * LINE);
  header();
  rows.forEach((row, index) => {
    const bold = boldLast && index === rows.length - 1;
    const titleLines = w.wrap(row[0] ?? '', columns[0]!.width - 6, BODY, bold);
    if (w.ensure(titleLines.length * LINE + 2)) header();
    if (bold) w.rule();
    let x = MARGIN;
    row.forEach((cell, cellIndex) => {
      const column = columns[cellIndex]!;
      if (cellIndex === 0) titleLines.forEach((line, i) => w.text(line, x, { bold, y: w.y - i * LINE }));
      else if (column.align === 'left') w.text(cell, x, { bold });
      else w.right(cell, x + column.width - 4, { bold });
      x += column.width;
    });
    w.y -= titleLines.length * LINE + 2;
  });
}

/** A writer for a document titled `title`, with the Devanagari face if any of `content` needs it. */
export async function newWriter(title: string, content: unknown): Promise<Writer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Pustaka');
  pdf.setProducer('Pustaka');
  return new Writer(pdf, await embedDocumentFaces(pdf, hasDevanagari(JSON.stringify(content))));
}

/** Two blocks side by side: lines of text at the left and at the right half. */
export function twoColumns(w: Writer, left: string[], right: string[]): void {
  const half = (A4[0] - 2 * MARGIN) / 2;
  const top = w.y;
  w.y = top;
  for (const line of left) w.paragraph(line, { width: half - 10 });
  const leftBottom = w.y;
  w.y = top;
  for (const line of right) w.paragraph(line, { x: MARGIN + half, width: half });
  w.y = Math.min(leftBottom, w.y);
}

/** The seller's block at the top: legal and trade name, address, state, GSTIN. */
export function sellerBlock(w: Writer, seller: DocumentSeller): void {
  w.paragraph(seller.legalName, { bold: true, size: 11 });
  if (seller.tradeName && seller.tradeName !== seller.legalName) w.paragraph(`Trading as ${seller.tradeName}`);
  w.paragraph(seller.address);
  w.paragraph(`State: ${stateWithCode(seller.state)}`);
  w.paragraph(`GSTIN: ${seller.gstin}`, { bold: true });
}

/** 'Billed to' and the recipient's name, state and PIN. */
export function recipientLines(recipient: DocumentRecipient): string[] {
  return [
    'Billed to',
    recipient.name,
    `State: ${stateWithCode(recipient.state)}`,
    ...(recipient.pin ? [`PIN: ${recipient.pin}`] : []),
  ];
}

/** 'Karnataka (29)', or 'Outside India (export)'. */
export function placeOfSupply(recipient: DocumentRecipient): string {
  return recipient.state === OUTSIDE_INDIA ? `${OUTSIDE_INDIA} (export)` : stateWithCode(recipient.state);
}

/** The lines' table: title, SAC, taxable value, rate, CGST + SGST or IGST, total; then the totals row. */
export function gstLinesTable(
  w: Writer,
  supply: DocumentSupply,
  lines: readonly GstDocumentLine[],
  totals: DocumentTotals,
): void {
  const taxColumns: Column[] =
    supply === 'intra'
      ? [
          { header: 'CGST', width: 55, align: 'right' },
          { header: 'SGST', width: 55, align: 'right' },
        ]
      : [{ header: 'IGST', width: 80, align: 'right' }];
  const fixed = 45 + 70 + 40 + taxColumns.reduce((sum, column) => sum + column.width, 0) + 75;
  const columns: Column[] = [
    { header: 'Title', width: A4[0] - 2 * MARGIN - fixed, align: 'left' },
    { header: 'SAC', width: 45, align: 'left' },
    { header: 'Taxable (Rs.)', width: 70, align: 'right' },
    { header: 'Rate', width: 40, align: 'right' },
    ...taxColumns,
    { header: 'Total (Rs.)', width: 75, align: 'right' },
  ];
  const taxCells = (line: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
    supply === 'intra' ? [figures(line.cgstPaise), figures(line.sgstPaise)] : [figures(line.igstPaise)];
  const rows = lines.map((line) => [
    line.title,
    line.sac,
    figures(line.taxablePaise),
    ratePercentText(line.ratePercent),
    ...taxCells(line),
    figures(line.totalPaise),
  ]);
  rows.push(['Total', '', figures(totals.taxablePaise), '', ...taxCells(totals), figures(totals.totalPaise)]);
  table(w, columns, rows, true);
}

/** Taxable value, the taxes, the total tax and `totalLabel`'s amount in figures and in words. */
export function taxSummary(w: Writer, supply: DocumentSupply, totals: DocumentTotals, totalLabel: string): void {
  const tax = totals.cgstPaise + totals.sgstPaise + totals.igstPaise;
  w.paragraph(`Taxable value: ${rupees(totals.taxablePaise)}`);
  if (supply === 'intra') w.paragraph(`CGST: ${rupees(totals.cgstPaise)}    SGST: ${rupees(totals.sgstPaise)}`);
  else w.paragraph(`IGST: ${rupees(totals.igstPaise)}`);
  w.paragraph(`Total tax: ${rupees(tax)}`);
  w.paragraph(`${totalLabel}: ${rupees(totals.totalPaise)}`, { bold: true, size: 11 });
  w.paragraph(`Amount in words: ${amountInWords(totals.totalPaise)}`);
}

/** What a GST document (tax invoice, credit note) says beyond its parties, lines and totals. */
export interface GstDocumentPage {
  /** 'Tax Invoice', 'Credit Note'. */
  title: string;
  number: string;
  seller: DocumentSeller;
  recipient: DocumentRecipient;
  supply: DocumentSupply;
  lines: GstDocumentLine[];
  totals: DocumentTotals;
  /** The right-hand facts: number, date, order, place of supply, ... */
  facts: string[];
  /** Said between the parties and the lines (a credit note's reason). */
  before?: string;
  /** Said in bold after the totals (an export's line). */
  after?: string;
  totalLabel: string;
  /** 'invoice', 'credit note': in the closing line. */
  kind: string;
}

/** The one layout of a GST document: title, seller, recipient and facts, lines, totals in words, sign-off. */
export async function renderGstDocument(page: GstDocumentPage): Promise<Uint8Array> {
  const w = await newWriter(`${page.title} ${page.number}`, page);
  w.text(page.title, MARGIN, { size: 18, bold: true });
  w.right('Original for recipient', A4[0] - MARGIN, { size: SMALL });
  w.y -= 26;
  sellerBlock(w, page.seller);
  w.gap(8);
  twoColumns(w, recipientLines(page.recipient), page.facts);
  w.gap(10);
  if (page.before) {
    w.paragraph(page.before);
    w.gap(6);
  }
  gstLinesTable(w, page.supply, page.lines, page.totals);
  w.gap(8);
  taxSummary(w, page.supply, page.totals, page.totalLabel);
  if (page.after) {
    w.gap(4);
    w.paragraph(page.after, { bold: true });
  }
  w.gap(16);
  w.paragraph(`For ${page.seller.legalName}`);
  w.paragraph(`This is a computer-generated ${page.kind} and needs no signature.`, { size: SMALL });
  return w.bytes();
}
