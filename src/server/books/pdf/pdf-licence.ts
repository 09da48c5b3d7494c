/**
 * A bought PDF marked for its buyer as it is downloaded (issue 37), as an incremental update
 * (ISO 32000-1, 7.5.6): the stored file is sent unchanged, followed by
 * - a Helvetica font object, and per page a content stream drawing the footer "Licensed to NAME,
 *   EMAIL, order N. Mark M." at the page's bottom left, with one shared stream that saves the
 *   graphics state before the page's own content (so the footer is drawn in the page's default
 *   coordinates whatever that content leaves behind);
 * - each page object again, under its own number, its Contents now [save, ...original, footer]
 *   and its Resources (inherited ones copied in) naming the font;
 * - the Info dictionary again with Subject and Keywords naming the order and the mark id;
 * - a cross-reference section of the same kind as the file's last one (a table, or a stream) and
 *   a trailer whose Prev is the original's.
 * Only this update is made in memory. The stored file is read by range for what the update needs
 * (pdf-sparse.ts: the cross-reference sections, the page tree, the Info dictionary; never a page's
 * content or images), then streamed from storage; a file that reader cannot follow (a damaged
 * cross-reference table) is parsed whole by pdf-lib instead, as it was before (its memory is then
 * several times the file's size, one PDF at a time). pdf-lib reads the result (later objects of a
 * number replace earlier ones) and so does every reader that follows /Prev. Encrypted PDFs are
 * refused: the new streams and strings would have to be encrypted too.
 */
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  StandardFonts,
  type PDFFont,
  type PDFObject,
} from 'pdf-lib';
import { licenceText, type Licence } from '../epub/epub-licence';
import { withPdfBytes } from './pdf-document';
import { bytesSource, readSparsePdf, type PdfSource, type SparsePage } from './pdf-sparse';

export class PdfNotMarkable extends Error {
  override name = 'PdfNotMarkable';
}

const FONT_NAME = 'PustakaLicenceF1';
const FOOTER_SIZE = 7;
const FOOTER_MARGIN = 10;

/** The update appended to the original file, and the original's length it was computed for. */
export interface PdfLicenceUpdate {
  bytes: Buffer;
}

/** Helvetica draws WinAnsi only: any other character of the name is shown as '?' (the metadata has it whole). */
function drawable(font: PDFFont, text: string): string {
  const characters = new Set(font.getCharacterSet());
  return [...text].map((char) => (characters.has(char.codePointAt(0)!) ? char : '?')).join('');
}

function bytesOf(object: PDFObject): Buffer {
  const buffer = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(buffer, 0);
  return Buffer.from(buffer);
}

/** The offset the file's last `startxref` names. */
function previousXref(original: Uint8Array): number {
  const tail = Buffer.from(original.subarray(Math.max(0, original.length - 2048))).toString('latin1');
  const matches = [...tail.matchAll(/startxref\s+(\d+)/g)];
  const offset = Number(matches.at(-1)?.[1]);
  if (!Number.isSafeInteger(offset)) throw new PdfNotMarkable('no startxref');
  return offset;
}

/**
 * The /Size of the file's last cross-reference section: object numbers below it may be taken by
 * objects pdf-lib does not keep (object streams, a cross-reference stream), so new ones start there.
 */
function previousSize(original: Uint8Array, previous: number, table: boolean): number {
  const text = table
    ? Buffer.from(original.subarray(Math.max(0, original.length - 4096))).toString('latin1')
    : Buffer.from(original.subarray(previous, previous + 4096)).toString('latin1');
  const sizes = [...text.matchAll(/\/Size\s+(\d+)/g)].map((match) => Number(match[1]));
  const size = table ? sizes.at(-1) : sizes[0];
  if (size === undefined || !Number.isSafeInteger(size)) throw new PdfNotMarkable('no /Size');
  return size;
}

/** Sorted object numbers as [first, count] runs (the subsections of a cross-reference section). */
function runs(numbers: readonly number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const number of [...numbers].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && last[0] + last[1] === number) last[1] += 1;
    else out.push([number, 1]);
  }
  return out;
}

/** The page's Contents as a list of stream references (or direct streams). */
function contentsOf(document: PDFDocument, page: PDFDict): PDFObject[] {
  const raw = page.get(PDFName.of('Contents'));
  if (raw === undefined) return [];
  const resolved = raw instanceof PDFRef ? document.context.lookup(raw) : raw;
  if (resolved instanceof PDFArray) return resolved.asArray();
  return [raw];
}

function footerStream(context: PDFContext, font: PDFFont, text: string, box: { x: number; y: number; width: number }) {
  const room = Math.max(box.width - 2 * FOOTER_MARGIN, 10);
  const size = Math.min(FOOTER_SIZE, (FOOTER_SIZE * room) / Math.max(font.widthOfTextAtSize(text, FOOTER_SIZE), 1));
  const encoded = font.encodeText(text).toString();
  const x = (box.x + FOOTER_MARGIN).toFixed(2);
  const y = (box.y + FOOTER_MARGIN - size / 2).toFixed(2);
  const content = `\nQ\nq BT /${FONT_NAME} ${size.toFixed(2)} Tf 0.3 g 1 0 0 1 ${x} ${y} Tm ${encoded} Tj ET Q\n`;
  return context.stream(content);
}

/** What the update is computed from, however the file was read. */
interface MarkablePdf {
  context: PDFContext;
  root: PDFObject;
  id: PDFObject | undefined;
  /** The trailer's Info entry (a reference, as a rule) and the dictionary it names. */
  infoEntry: PDFObject | undefined;
  info: PDFDict | undefined;
  /** The offset the file's last startxref names, whether that section is a table, and its /Size. */
  previous: number;
  tableBefore: boolean;
  size: number;
  pages: SparsePage[];
}

/** The whole file parsed by pdf-lib: the fallback for a file the range reader cannot follow. */
function wholeFile(original: Uint8Array): Promise<MarkablePdf> {
  return withPdfBytes(original, (document) => {
    if (document.isEncrypted) throw new PdfNotMarkable('encrypted');
    const { context } = document;
    const previous = previousXref(original);
    const tableBefore = Buffer.from(original.subarray(previous, previous + 4)).toString('latin1') === 'xref';
    const { trailerInfo } = context;
    const infoEntry = trailerInfo.Info as PDFObject | undefined;
    return {
      context,
      root: trailerInfo.Root as PDFObject,
      id: trailerInfo.ID as PDFObject | undefined,
      infoEntry,
      info: infoEntry ? context.lookupMaybe(infoEntry, PDFDict) : undefined,
      previous,
      tableBefore,
      size: previousSize(original, previous, tableBefore),
      pages: document.getPages().map((page) => ({
        ref: page.ref,
        node: page.node,
        resources: page.node.Resources(),
        contents: contentsOf(document, page.node),
        cropBox: page.getCropBox(),
      })),
    };
  });
}

/** Read by range (pdf-sparse.ts); the whole file through pdf-lib when that reader gives up. */
async function markable(source: PdfSource): Promise<MarkablePdf> {
  let sparse;
  try {
    sparse = await readSparsePdf(source);
  } catch {
    return wholeFile(await source.read(0, source.length));
  }
  if (sparse.trailer.get(PDFName.of('Encrypt')) !== undefined) throw new PdfNotMarkable('encrypted');
  return {
    context: sparse.context,
    root: sparse.trailer.get(PDFName.of('Root'))!,
    id: sparse.trailer.get(PDFName.of('ID')),
    infoEntry: sparse.trailer.get(PDFName.of('Info')),
    info: sparse.info,
    previous: sparse.previous,
    tableBefore: sparse.tableBefore,
    size: sparse.size,
    pages: sparse.pages,
  };
}

/**
 * The incremental update that marks `original` (the whole stored PDF, or a reader of its ranges)
 * for the licence. Throws PdfNotMarkable for an encrypted PDF, BookFileError when it cannot be
 * parsed.
 */
export async function pdfLicenceUpdate(original: Uint8Array | PdfSource, licence: Licence): Promise<PdfLicenceUpdate> {
  const source = original instanceof Uint8Array ? bytesSource(original) : original;
  const measuring = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const pdf = await markable(source);
  const { context } = pdf;
  context.largestObjectNumber = Math.max(context.largestObjectNumber, pdf.size - 1);
  const objects: Array<[PDFRef, PDFObject]> = [];
  const text = drawable(measuring, licenceText(licence));

  const fontRef = context.nextRef();
  objects.push([
    fontRef,
    context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: 'Helvetica', Encoding: 'WinAnsiEncoding' }),
  ]);
  const saveRef = context.nextRef();
  objects.push([saveRef, context.stream('q\n')]);

  for (const page of pdf.pages) {
    const footerRef = context.nextRef();
    objects.push([footerRef, footerStream(context, measuring, text, page.cropBox)]);
    const updated = page.node.clone(context);
    updated.set(PDFName.of('Contents'), context.obj([saveRef, ...page.contents, footerRef]));
    const resources = page.resources ? page.resources.clone(context) : context.obj({});
    const fontsOrRef = resources.get(PDFName.of('Font'));
    const existingFonts = fontsOrRef && context.lookupMaybe(fontsOrRef, PDFDict);
    const fonts = existingFonts ? existingFonts.clone(context) : context.obj({});
    fonts.set(PDFName.of(FONT_NAME), fontRef);
    resources.set(PDFName.of('Font'), fonts);
    updated.set(PDFName.of('Resources'), resources);
    objects.push([page.ref, updated]);
  }

  const info = pdf.info ? pdf.info.clone(context) : context.obj({});
  const orderWords = licence.orderNumber === null ? 'store copy' : `order ${licence.orderNumber}`;
  info.set(PDFName.of('Subject'), PDFHexString.fromText(licenceText(licence)));
  info.set(
    PDFName.of('Keywords'),
    PDFHexString.fromText(`${orderWords}; mark ${licence.markId}; licensed to ${licence.email}`),
  );
  const infoRef = pdf.infoEntry instanceof PDFRef ? pdf.infoEntry : context.nextRef();
  objects.push([infoRef, info]);

  const xrefStreamRef = pdf.tableBefore ? undefined : context.nextRef();
  const size = context.largestObjectNumber + 1;

  const parts: Buffer[] = [Buffer.from('\n', 'latin1')];
  let offset = source.length + 1;
  const offsets = new Map<number, { offset: number; generation: number }>();
  for (const [ref, object] of objects) {
    offsets.set(ref.objectNumber, { offset, generation: ref.generationNumber });
    const part = Buffer.concat([
      Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'),
      bytesOf(object),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    offset += part.length;
  }

  const trailer: Record<string, PDFObject> = {
    Size: PDFNumber.of(size),
    Root: pdf.root,
    Info: infoRef,
    Prev: PDFNumber.of(pdf.previous),
  };
  if (pdf.id) trailer.ID = pdf.id;
  const xrefOffset = offset;
  if (!xrefStreamRef) {
    const lines = ['xref'];
    for (const [first, count] of runs([...offsets.keys()])) {
      lines.push(`${first} ${count}`);
      for (let number = first; number < first + count; number += 1) {
        const entry = offsets.get(number)!;
        lines.push(`${String(entry.offset).padStart(10, '0')} ${String(entry.generation).padStart(5, '0')} n\r`);
      }
    }
    const dict = PDFDict.withContext(context);
    for (const [key, value] of Object.entries(trailer)) dict.set(PDFName.of(key), value);
    parts.push(Buffer.from(`${lines.join('\n')}\ntrailer\n`, 'latin1'), bytesOf(dict));
  } else {
    offsets.set(xrefStreamRef.objectNumber, { offset: xrefOffset, generation: 0 });
    const sections = runs([...offsets.keys()]);
    const rows: Buffer[] = [];
    for (const [first, count] of sections)
      for (let number = first; number < first + count; number += 1) {
        const entry = offsets.get(number)!;
        const row = Buffer.alloc(8);
        row.writeUInt8(1, 0);
        row.writeUIntBE(entry.offset, 1, 5);
        row.writeUInt16BE(entry.generation, 6);
        rows.push(row);
      }
    const dict = PDFDict.withContext(context);
    dict.set(PDFName.of('Type'), PDFName.of('XRef'));
    for (const [key, value] of Object.entries(trailer)) dict.set(PDFName.of(key), value);
    dict.set(PDFName.of('W'), context.obj([1, 5, 2]));
    dict.set(PDFName.of('Index'), context.obj(sections.flat()));
    const stream = PDFRawStream.of(dict, Buffer.concat(rows));
    parts.push(
      Buffer.from(`${xrefStreamRef.objectNumber} 0 obj\n`, 'latin1'),
      bytesOf(stream),
      Buffer.from('\nendobj\n', 'latin1'),
    );
  }
  parts.push(Buffer.from(`\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'));
  return { bytes: Buffer.concat(parts) };
}
