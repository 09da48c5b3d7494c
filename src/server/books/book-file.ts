/**
 * The book-file library's entry points, whatever the format: the upload path and downloads call
 * these and never a format's module. The format is sniffed from the bytes ('%PDF-', or a ZIP's 'PK\x03\x04' for
 * an EPUB), never taken from a name or a declared type, which are whatever the sender chose.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { BookFormat } from '../../shared/book-details';
import type { ObjectStorage } from '../storage/object-storage';
import { BookFileError } from './book-file-error';
import { bookFileMessages } from './book-file-messages';
import { DEFAULT_BOOK_FILE_LIMITS, type BookFileLimits, type InspectedBook, type MadeSample } from './book-file-types';
import { inspectEpub } from './epub/epub-inspect';
import { markedEpub, type Licence } from './epub/epub-licence';
import { makeEpubSample } from './epub/epub-sample';
import { PDF_HEADER } from './pdf/pdf-document';
import { inspectPdf } from './pdf/pdf-inspect';
import { pdfLicenceUpdate } from './pdf/pdf-licence';
import { blockCache } from './pdf/pdf-sparse';
import { makePdfSample } from './pdf/pdf-sample';
import { ZipArchive } from './zip-archive';

export type { BookFormat } from '../../shared/book-details';
export { BookFileError } from './book-file-error';
export { DEFAULT_BOOK_FILE_LIMITS } from './book-file-types';
export type { BookCover, BookFileLimits, BookMetadata, InspectedBook, MadeSample } from './book-file-types';
export type { Licence } from './epub/epub-licence';
export { PdfNotMarkable } from './pdf/pdf-licence';

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

export interface MarkedBook {
  stream: Readable;
  /** Known for a PDF (the original plus the update); an EPUB is made as it streams. */
  length?: number;
}

/**
 * The stored book `key` (`size` bytes) marked for its buyer (decision 043), as a stream: an EPUB
 * rebuilt entry by entry with its licence page and dc:rights; a PDF as it is stored followed by an
 * incremental update that adds the footer to every page. Throws PdfNotMarkable for a PDF that
 * cannot be marked (encrypted).
 */
export async function markedBook(
  storage: ObjectStorage,
  key: string,
  size: number,
  format: BookFormat,
  licence: Licence,
  at: Date,
): Promise<MarkedBook> {
  if (format === 'EPUB') {
    const archive = await ZipArchive.openStored(storage, 'books', key, size);
    try {
      const stream = await markedEpub(archive, licence, at);
      stream.once('close', () => archive.close());
      return { stream };
    } catch (error) {
      archive.close();
      throw error;
    }
  }
  // Read by range: only the cross-reference sections, the page tree and the Info dictionary.
  const source = blockCache(size, async (start, end) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.open('books', key, { start, end: end - 1 }))
      chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  });
  const update = (await pdfLicenceUpdate(source, licence)).bytes;
  const original = await storage.open('books', key);
  async function* bytes() {
    for await (const chunk of original) yield chunk as Buffer;
    yield update;
  }
  return { stream: Readable.from(bytes()), length: size + update.length };
}
