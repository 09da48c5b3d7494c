/**
 * The book-file library's entry points, whatever the format: the upload path calls these and never
 * a format's module. The format is sniffed from the bytes ('%PDF-', or a ZIP's 'PK\x03\x04' for
 * an EPUB), never taken from a name or a declared type, which are whatever the sender chose.
 */
import fs from 'node:fs';
import type { BookFormat } from '../../shared/book-details';
import { BookFileError } from './book-file-error';
import { bookFileMessages } from './book-file-messages';
import { DEFAULT_BOOK_FILE_LIMITS, type BookFileLimits, type InspectedBook, type MadeSample } from './book-file-types';
import { inspectEpub } from './epub/epub-inspect';
import { makeEpubSample } from './epub/epub-sample';
import { PDF_HEADER } from './pdf/pdf-document';
import { inspectPdf } from './pdf/pdf-inspect';
import { makePdfSample } from './pdf/pdf-sample';

export type { BookFormat } from '../../shared/book-details';
export { BookFileError } from './book-file-error';
export { DEFAULT_BOOK_FILE_LIMITS } from './book-file-types';
export type { BookCover, BookFileLimits, BookMetadata, InspectedBook, MadeSample } from './book-file-types';

const ZIP_HEADER = Buffer.from('PK\x03\x04', 'latin1');

async function readHead(filePath: string, length: number): Promise<Buffer> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The file's format by its first bytes; refused when it is neither. */
export async function sniffBookFormat(filePath: string): Promise<BookFormat> {
  const head = await readHead(filePath, PDF_HEADER.length);
  if (head.equals(PDF_HEADER)) return 'PDF';
  if (head.subarray(0, ZIP_HEADER.length).equals(ZIP_HEADER)) return 'EPUB';
  throw new BookFileError(bookFileMessages.notPdfOrEpub);
}

/**
 * What the uploaded file at `filePath` is: its format, details, length and (EPUB) cover. Throws
 * BookFileError, its message naming the problem, for anything the store cannot sell as it is.
 */
export async function inspectBookFile(
  filePath: string,
  limits: BookFileLimits = DEFAULT_BOOK_FILE_LIMITS,
): Promise<InspectedBook> {
  return (await sniffBookFormat(filePath)) === 'PDF' ? inspectPdf(filePath) : inspectEpub(filePath, limits);
}

export interface SampleOptions {
  /** The book's product page, which the sample's last page links to. */
  productUrl: string;
  limits?: BookFileLimits;
}

/**
 * Writes the store's own sample of the book at `filePath` to `outPath`, in the book's format:
 * SAMPLE_SHARE of it and a last page linking to `productUrl`. `inspected` is inspectBookFile's
 * answer (its details, perhaps corrected by the uploader, are the sample's).
 */
export async function makeSample(
  filePath: string,
  inspected: InspectedBook,
  outPath: string,
  options: SampleOptions,
): Promise<MadeSample> {
  if (inspected.format === 'PDF') return makePdfSample(filePath, inspected, outPath, options);
  return makeEpubSample(filePath, inspected, outPath, {
    productUrl: options.productUrl,
    limits: options.limits ?? DEFAULT_BOOK_FILE_LIMITS,
  });
}
