/**
 * The licence marks in a copy of a book found elsewhere (admin "Trace a file", issue 37): the
 * mark ids a marked download wrote into it (epub/epub-licence.ts, pdf/pdf-licence.ts), read back
 * from wherever they survived:
 * - an EPUB: the package document's dc:rights and the licence page, or any other text entry
 *   (a copy re-packed by another tool moves them around);
 * - a PDF: the Info dictionary's Subject and Keywords, and the footer drawn on every page (a hex
 *   string in a content stream, possibly re-compressed by whatever saved the copy again).
 * The file is never trusted: one entry or stream is read up to a size limit, and a file that is
 * neither a ZIP nor a PDF is a BookFileError.
 */
import fs from 'node:fs';
import { decodePDFRawStream, PDFDict, PDFHexString, PDFRawStream, PDFString } from 'pdf-lib';
import { BookFileError } from './book-file-error';
import { bookFileMessages } from './book-file-messages';
import { LICENCE_MARK_PATTERN } from './epub/epub-licence';
import { PDF_HEADER, withPdf } from './pdf/pdf-document';
import { ZipArchive, ZipArchiveError } from './zip-archive';

/** Text entries and content streams larger than this are not where a mark is written. */
const MAX_TEXT_BYTES = 4 * 1024 * 1024;
const TEXT_ENTRY = /\.(opf|xhtml|html|htm|xml|ncx)$/i;
const ZIP_HEADER = Buffer.from('PK\x03\x04', 'latin1');

function marksIn(text: string, into: Set<string>): void {
  for (const match of text.matchAll(LICENCE_MARK_PATTERN)) into.add(match[1]!);
}

/** The strings a content stream draws: hex <...> and literal (...) ones, as latin1 text. */
function drawnStrings(content: string): string {
  const hex = [...content.matchAll(/<([0-9A-Fa-f\s]+)>/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s+/g, ''), 'hex').toString('latin1'),
  );
  const literal = [...content.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((m) => m[1]!);
  return [...hex, ...literal].join('\n');
}

async function epubMarks(filePath: string): Promise<Set<string>> {
  const marks = new Set<string>();
  const archive = await ZipArchive.openFile(filePath);
  try {
    for (const entry of archive.entries) {
      if (!TEXT_ENTRY.test(entry.name) || entry.encrypted || entry.uncompressedSize > MAX_TEXT_BYTES) continue;
      marksIn(await archive.readText(entry.name, MAX_TEXT_BYTES), marks);
    }
  } finally {
    archive.close();
  }
  return marks;
}

function pdfMarks(filePath: string): Promise<Set<string>> {
  return withPdf(filePath, (document) => {
    const marks = new Set<string>();
    const { context } = document;
    const info = context.lookupMaybe(context.trailerInfo.Info, PDFDict);
    for (const value of info?.values() ?? [])
      if (value instanceof PDFHexString || value instanceof PDFString) marksIn(value.decodeText(), marks);
    for (const [, object] of context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFRawStream) || object.contents.length > MAX_TEXT_BYTES) continue;
      let content: string;
      try {
        content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
      } catch {
        continue; // a filter pdf-lib cannot decode (images): no footer there
      }
      if (content.length <= MAX_TEXT_BYTES) marksIn(drawnStrings(content), marks);
    }
    return marks;
  });
}

/** The distinct mark ids found in the file (none: an unmarked or scrubbed copy). */
export async function licenceMarksIn(filePath: string): Promise<string[]> {
  const head = Buffer.alloc(8);
  const handle = await fs.promises.open(filePath, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (head.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return [...(await pdfMarks(filePath))];
  if (head.subarray(0, ZIP_HEADER.length).equals(ZIP_HEADER)) {
    try {
      return [...(await epubMarks(filePath))];
    } catch (error) {
      if (error instanceof ZipArchiveError) throw new BookFileError(bookFileMessages.notPdfOrEpub, { cause: error });
      throw error;
    }
  }
  throw new BookFileError(bookFileMessages.notPdfOrEpub);
}
