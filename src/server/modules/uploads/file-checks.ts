/**
 * What an uploaded PDF really is, from its bytes: a name or a declared content type is whatever
 * the sender chose. Books and previews must be PDFs that a PDF library can open. (Covers are
 * checked by decoding them: storage/cover-images.ts.)
 */
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

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

/**
 * pdf-lib holds the whole document in memory while it parses (several times the file's size), so
 * uploads are parsed one at a time: two large books arriving together wait instead of doubling
 * the peak.
 */
let parsing: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = parsing.then(work, work);
  parsing = result.catch(() => undefined);
  return result;
}

/**
 * The page count of a PDF, or undefined when the file is not one: the '%PDF-' header first (cheap,
 * refuses renamed files at once), then a full parse by pdf-lib, which must find at least one page.
 * Encrypted PDFs are accepted (their page tree is readable); the reader asks for any password.
 */
export async function pdfPageCount(filePath: string): Promise<number | undefined> {
  const head = await readHead(filePath, PDF_HEADER.length);
  if (!head.equals(PDF_HEADER)) return undefined;
  return oneAtATime(async () => {
    try {
      const document = await PDFDocument.load(await fs.promises.readFile(filePath), { ignoreEncryption: true, updateMetadata: false });
      const pages = document.getPageCount();
      return pages >= 1 ? pages : undefined;
    } catch {
      return undefined;
    }
  });
}
