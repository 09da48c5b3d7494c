/**
 * The store's own sample of a PDF: its first pages (SAMPLE_SHARE of them, at least
 * PDF_SAMPLE_MIN_PAGES and at most PDF_SAMPLE_MAX_PAGES, never more than the book) copied by
 * pdf-lib into a new PDF, then a last page saying what was read, linking to the product page.
 * An encrypted PDF cannot be sampled: pdf-lib copies its pages' streams still encrypted, and the
 * key does not come along, so they would draw nothing.
 */
import fs from 'node:fs';
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PDF_SAMPLE_MAX_PAGES, PDF_SAMPLE_MIN_PAGES, SAMPLE_SHARE } from '../../../shared/book-details';
import { BookFileError } from '../book-file-error';
import { bookFileMessages, sampleTexts } from '../book-file-messages';
import type { InspectedBook, MadeSample } from '../book-file-types';
import { withPdf } from './pdf-document';

/** The pages a sample of a `pages`-page book holds (the small epsilon keeps 60 x 0.1 from rounding up to 7). */
export function samplePageCount(pages: number): number {
  const share = Math.ceil(pages * SAMPLE_SHARE - 1e-9);
  return Math.min(pages, Math.max(PDF_SAMPLE_MIN_PAGES, Math.min(PDF_SAMPLE_MAX_PAGES, share)));
}

const MARGIN = 48;

/** Shrinks the type until the text fits the line (a long product URL). */
function fittingSize(font: PDFFont, text: string, width: number, size: number): number {
  return Math.min(size, (size * width) / Math.max(font.widthOfTextAtSize(text, size), 1));
}

/** A link annotation over a rectangle of the page, opening `url`. */
function addLink(page: PDFPage, rect: [number, number, number, number], url: string): void {
  const { context } = page.doc;
  const link = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.set(PDFName.of('Annots'), context.obj([link]));
}

/** Plain ASCII and WinAnsi only: the standard fonts cannot draw other scripts, so the book's title is not on this page. */
function drawEndPage(page: PDFPage, font: PDFFont, bold: PDFFont, pages: number, of: number, productUrl: string): void {
  const { width, height } = page.getSize();
  const lineWidth = width - 2 * MARGIN;
  let y = height - MARGIN - 24;
  const line = (text: string, lineFont: PDFFont, size: number, gap: number) => {
    const fitted = fittingSize(lineFont, text, lineWidth, size);
    page.drawText(text, { x: MARGIN, y, size: fitted, font: lineFont, color: rgb(0.1, 0.1, 0.1) });
    y -= gap;
    return fitted;
  };
  line(sampleTexts.endPageTitle, bold, 22, 40);
  line(sampleTexts.pdfEndPageSummary(pages, of), font, 12, 22);
  line(sampleTexts.endPageInvitation, font, 12, 36);
  line(sampleTexts.endPageLink, bold, 14, 22);
  const linkTop = y + 14;
  const size = line(productUrl, font, 11, 22);
  page.drawLine({
    start: { x: MARGIN, y: y + 20 },
    end: { x: MARGIN + font.widthOfTextAtSize(productUrl, size), y: y + 20 },
    thickness: 0.5,
    color: rgb(0.1, 0.2, 0.6),
  });
  addLink(page, [MARGIN, y + 18, width - MARGIN, linkTop + 18], productUrl);
}

export async function makePdfSample(
  filePath: string,
  inspected: InspectedBook,
  outPath: string,
  options: { productUrl: string },
): Promise<MadeSample> {
  return withPdf(filePath, async (source) => {
    if (source.isEncrypted) throw new BookFileError(bookFileMessages.pdfEncryptedNoSample);
    const total = source.getPageCount();
    const pages = samplePageCount(total);
    const sample = await PDFDocument.create();
    for (const page of await sample.copyPages(
      source,
      Array.from({ length: pages }, (_, index) => index),
    ))
      sample.addPage(page);

    const { metadata } = inspected;
    sample.setTitle(sampleTexts.sampleTitle(metadata.title ?? sampleTexts.untitled));
    if (metadata.authors.length > 0) sample.setAuthor(metadata.authors.join('; '));
    if (metadata.language) sample.setLanguage(metadata.language);

    const [font, bold] = await Promise.all([
      sample.embedFont(StandardFonts.Helvetica),
      sample.embedFont(StandardFonts.HelveticaBold),
    ]);
    const { width, height } = sample.getPage(pages - 1).getSize();
    drawEndPage(sample.addPage([width, height]), font, bold, pages, total, options.productUrl);
    await fs.promises.writeFile(outPath, await sample.save());
    return { format: 'PDF', pageCount: pages };
  });
}
