/**
 * What an uploaded file really is, from its bytes: a name or a declared content type is whatever
 * the sender chose. Covers must be raster images (never SVG, which can carry script and is served
 * from our origin); books and previews must be PDFs that a PDF library can open.
 */
import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { FileExtension } from '../../storage/object-storage';

type CoverExtension = Extract<FileExtension, 'png' | 'jpg' | 'webp' | 'gif'>;

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** Magic numbers at the start of each accepted cover format. */
const imageSignatures: Array<{ extension: CoverExtension; matches: (head: Buffer) => boolean }> = [
  { extension: 'png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { extension: 'jpg', matches: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { extension: 'gif', matches: (head) => head.subarray(0, 6).equals(ascii('GIF87a')) || head.subarray(0, 6).equals(ascii('GIF89a')) },
  { extension: 'webp', matches: (head) => head.subarray(0, 4).equals(ascii('RIFF')) && head.subarray(8, 12).equals(ascii('WEBP')) },
];

const PDF_HEADER = ascii('%PDF-');

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

/** The cover's format, or undefined when it is none of PNG, JPEG, WebP and GIF. */
export async function coverImageExtension(filePath: string): Promise<CoverExtension | undefined> {
  const head = await readHead(filePath, 12);
  return imageSignatures.find((signature) => signature.matches(head))?.extension;
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
