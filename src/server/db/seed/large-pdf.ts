/**
 * A large book for the reader benchmark: ~20 MB over 300 pages, made locally with pdf-lib, whose
 * page 1 pdf.js can show after fetching a small fraction of the file through range requests.
 *
 * Why page 1 needs only a few ranges (with pdf.js' disableAutoFetch and disableStream set, it
 * fetches just the byte ranges it needs, in rangeChunkSize pieces, 64 KB by default):
 * - pdf.js reads the end of the file first: `startxref` points at a classic cross-reference table
 *   of 20 bytes per object (about 1,200 objects here: some 25 KB), the only "index" there is;
 * - object streams are off (`useObjectStreams: false`), so every object sits at its own offset and
 *   is fetched alone, instead of inside a compressed bundle shared with other pages;
 * - each page is independent: its own content stream and its own image, nothing shared but a font;
 * - objects are written in the order they were created: all page objects are created first (pdf.js
 *   reads every one of them to check the last page before it renders anything), then page 1's
 *   image and text, so all of that sits near the START of the file;
 * - the weight is in the pages themselves: an uncompressed image of random pixels per page
 *   (incompressible, so gzip or a proxy cannot shrink the benchmark away), not in shared objects.
 * So opening page 1 costs the first chunk, the last chunk (xref and trailer) and page 1's own
 * ~70 KB: a few hundred kilobytes of 20 MB. (This is not "linearized" in the PDF sense: pdf-lib
 * cannot write hint tables, and pdf.js does not need them when the server answers ranges.)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

export interface LargeBookPdfOptions {
  /** Default 300. */
  pages?: number;
  /** The file size to aim at (default 20 MB); the result lands within a few percent of it. */
  targetBytes?: number;
  title?: string;
}

export interface LargeBookPdf {
  pageCount: number;
  sizeBytes: number;
}

const PAGE_SIZE: [number, number] = [420, 595];
const IMAGE_WIDTH_PX = 256;
const RGB_BYTES = 3;
/** Per page besides the image: page dictionary, content stream, image dictionary, xref entries. */
const PAGE_OVERHEAD_BYTES = 600;
const DOCUMENT_OVERHEAD_BYTES = 8 * 1024;

/** Image height in pixels that gives each page its share of the target size. */
function imageHeightPx(pages: number, targetBytes: number): number {
  const perPage = (targetBytes - DOCUMENT_OVERHEAD_BYTES) / pages - PAGE_OVERHEAD_BYTES;
  return Math.max(1, Math.round(perPage / (IMAGE_WIDTH_PX * RGB_BYTES)));
}

export async function writeLargeBookPdf(filePath: string, options: LargeBookPdfOptions = {}): Promise<LargeBookPdf> {
  const pages = options.pages ?? 300;
  const targetBytes = options.targetBytes ?? 20 * 1024 * 1024;
  const title = options.title ?? 'The Weight of Pages';
  const heightPx = imageHeightPx(pages, targetBytes);

  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [width, height] = PAGE_SIZE;

  // Every page object first: pdf.js, before it hands back the document, checks the last page by
  // fetching every page object under the page tree. Created together, those small objects are
  // written together near the start, so that check costs one or two ranges instead of 300.
  const allPages = Array.from({ length: pages }, () => doc.addPage(PAGE_SIZE));
  for (let index = 0; index < pages; index += 1) {
    // Then each page's image and text, so its weight sits in one place of the file.
    const page = allPages[index]!;
    const image = doc.context.register(
      // A raw stream: no filter, so the bytes are stored as they are (random, so incompressible).
      doc.context.stream(randomBytes(IMAGE_WIDTH_PX * heightPx * RGB_BYTES), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: IMAGE_WIDTH_PX,
        Height: heightPx,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      }),
    );
    const imageName = page.node.newXObject('Noise', image);
    const box = { x: 60, y: 140, width: width - 120, height: height - 260 };
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
      drawObject(imageName),
      popGraphicsState(),
    );
    page.drawText(index === 0 ? title : `Page ${index + 1} of ${pages}`, {
      x: 60,
      y: height - 80,
      size: index === 0 ? 22 : 14,
      font,
    });
  }

  const bytes = await doc.save({ useObjectStreams: false });
  await fs.promises.writeFile(filePath, bytes);
  return { pageCount: pages, sizeBytes: bytes.length };
}
