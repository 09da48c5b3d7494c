/**
 * PDFs as pdf-lib opens them. pdf-lib holds the whole document in memory while it works (several
 * times the file's size), so one PDF is worked on at a time in this process: two large books
 * arriving together wait instead of doubling the peak. (Moved from modules/uploads/file-checks.ts.)
 */
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { BookFileError } from '../book-file-error';
import { bookFileMessages } from '../book-file-messages';

export const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

let working: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = working.then(work, work);
  working = result.catch(() => undefined);
  return result;
}

/**
 * Opens the PDF at `filePath` (refused unless pdf-lib can parse it and finds a page) and hands it
 * to `use`, one PDF at a time. Encrypted PDFs open too (their page tree is readable; the reader asks
 * for any password), with `isEncrypted` set.
 */
export function withPdf<T>(filePath: string, use: (document: PDFDocument) => Promise<T> | T): Promise<T> {
  return oneAtATime(async () => {
    let document: PDFDocument;
    let pages: number;
    try {
      document = await PDFDocument.load(await fs.promises.readFile(filePath), {
        ignoreEncryption: true,
        updateMetadata: false,
      });
      pages = document.getPageCount(); // pdf-lib may load garbage without a word, then fail here
    } catch (error) {
      throw new BookFileError(bookFileMessages.pdfUnreadable, { cause: error });
    }
    if (pages < 1) throw new BookFileError(bookFileMessages.pdfNoPages);
    return use(document);
  });
}

/**
 * Parses PDF bytes already in memory (a stored book being marked that pdf-sparse.ts could not read
 * by range) and hands the document to `use`, one PDF at a time like withPdf; rejects with
 * BookFileError when pdf-lib cannot parse it.
 */
export function withPdfBytes<T>(bytes: Uint8Array, use: (document: PDFDocument) => Promise<T> | T): Promise<T> {
  return oneAtATime(async () => {
    let document: PDFDocument;
    try {
      document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
      document.getPageCount();
    } catch (error) {
      throw new BookFileError(bookFileMessages.pdfUnreadable, { cause: error });
    }
    return use(document);
  });
}
