/** Demo book files made locally with pdf-lib: a title page followed by pages of chapter prose. */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapWords } from './cover-svg';

export interface BookPdfInput {
  title: string;
  author: string;
  /** Total pages, the title page included. */
  pages: number;
  /** Sentences the chapter text is composed from. */
  sentences: readonly string[];
  /** Shifts which sentences open each page, so books differ from one another. */
  seed?: number;
}

const PAGE_SIZE: [number, number] = [420, 595];
const MARGIN = 48;
const BODY_SIZE = 11;
const LINE_HEIGHT = 16;
const PAGES_PER_CHAPTER = 3;
const CHARS_PER_LINE = 62;
const BODY_LINES = 28;

function drawTitlePage(page: PDFPage, input: BookPdfInput, bold: PDFFont, regular: PDFFont): void {
  const [width, height] = PAGE_SIZE;
  const titleLines = wrapWords(input.title, 22);
  titleLines.forEach((line, index) => {
    const size = 24;
    page.drawText(line, {
      x: (width - bold.widthOfTextAtSize(line, size)) / 2,
      y: height * 0.62 - index * 32,
      size,
      font: bold,
    });
  });
  const byline = `by ${input.author}`;
  page.drawText(byline, {
    x: (width - regular.widthOfTextAtSize(byline, 14)) / 2,
    y: height * 0.62 - titleLines.length * 32 - 20,
    size: 14,
    font: regular,
    color: rgb(0.3, 0.3, 0.3),
  });
}

function chapterText(input: BookPdfInput, pageIndex: number): string[] {
  const sentences = input.sentences;
  const start = (pageIndex * 5 + (input.seed ?? 0)) % sentences.length;
  const paragraph = Array.from({ length: 14 }, (_, i) => sentences[(start + i * 7) % sentences.length]).join(' ');
  return wrapWords(paragraph, CHARS_PER_LINE).slice(0, BODY_LINES);
}

export async function bookPdf(input: BookPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setAuthor(input.author);
  const [bold, regular] = await Promise.all([
    doc.embedFont(StandardFonts.TimesRomanBold),
    doc.embedFont(StandardFonts.TimesRoman),
  ]);
  drawTitlePage(doc.addPage(PAGE_SIZE), input, bold, regular);

  for (let pageIndex = 1; pageIndex < input.pages; pageIndex += 1) {
    const page = doc.addPage(PAGE_SIZE);
    let y = PAGE_SIZE[1] - MARGIN;
    if ((pageIndex - 1) % PAGES_PER_CHAPTER === 0) {
      page.drawText(`Chapter ${Math.floor((pageIndex - 1) / PAGES_PER_CHAPTER) + 1}`, {
        x: MARGIN,
        y: y - 10,
        size: 18,
        font: bold,
      });
      y -= 48;
    }
    page.drawText(chapterText(input, pageIndex).join('\n'), {
      x: MARGIN,
      y,
      size: BODY_SIZE,
      font: regular,
      lineHeight: LINE_HEIGHT,
    });
    page.drawText(String(pageIndex + 1), { x: PAGE_SIZE[0] / 2, y: MARGIN / 2, size: 9, font: regular });
  }
  // Object streams make files smaller but saving slower; seeding speed matters more here.
  return doc.save({ useObjectStreams: false });
}
