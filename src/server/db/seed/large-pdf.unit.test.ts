import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { writeLargeBookPdf } from './large-pdf';

jest.setTimeout(60_000);

const TARGET_BYTES = 20 * 1024 * 1024;
/** pdf.js' default rangeChunkSize: the unit in which it fetches ranges. */
const PDFJS_CHUNK_BYTES = 64 * 1024;

let dir: string;
let bytes: Buffer;
let doc: PDFDocument;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'large-pdf-'));
  const file = path.join(dir, 'large.pdf');
  const written = await writeLargeBookPdf(file, { pages: 300, targetBytes: TARGET_BYTES });
  bytes = fs.readFileSync(file);
  expect(written).toEqual({ pageCount: 300, sizeBytes: bytes.length });
  doc = await PDFDocument.load(bytes);
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Byte offset of each object, from the classic cross-reference table the file ends with. */
function objectOffsets(pdf: Buffer): { xrefStart: number; offsets: Map<number, number> } {
  const tail = pdf.subarray(pdf.length - 64).toString('latin1');
  const xrefStart = Number(/startxref\s+(\d+)/.exec(tail)![1]);
  const table = pdf.subarray(xrefStart).toString('latin1');
  const [, first] = /^xref\s+(\d+) \d+/.exec(table)!;
  // One 20-byte entry per object number from `first` on ('f' entries are free, 'n' in use).
  const entries = [...table.matchAll(/(\d{10}) \d{5} ([fn])/g)].map((match) => ({
    offset: Number(match[1]),
    inUse: match[2] === 'n',
  }));
  const offsets = new Map<number, number>();
  entries.forEach((entry, index) => {
    if (entry.inUse) offsets.set(Number(first) + index, entry.offset);
  });
  return { xrefStart, offsets };
}

/** The page's own objects: the page, its content stream(s) and its images. */
function pageObjectRefs(index: number): PDFRef[] {
  const page = doc.getPage(index);
  const contents = page.node.get(PDFName.of('Contents'));
  const contentRefs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const images = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict).values() ?? [];
  return [page.ref, ...[...contentRefs, ...images].filter((value): value is PDFRef => value instanceof PDFRef)];
}

test('300 pages in about 20 MB', () => {
  expect(doc.getPageCount()).toBe(300);
  expect(bytes.length).toBeGreaterThan(TARGET_BYTES * 0.95);
  expect(bytes.length).toBeLessThan(TARGET_BYTES * 1.05);
});

test('page 1 and the cross-reference data come from a small fraction of the file', () => {
  const { xrefStart, offsets } = objectOffsets(bytes);
  // The index pdf.js reads first fits in one range request at the end of the file.
  expect(bytes.length - xrefStart).toBeLessThan(PDFJS_CHUNK_BYTES);

  // pdf.js reads every page object (to check the last page) before it renders: all 300 are
  // together at the start, so that costs the first chunk or two, not a range per page.
  const pageNodes = doc.getPages().map((page) => offsets.get(page.ref.objectNumber)!);
  expect(Math.max(...pageNodes)).toBeLessThan(2 * PDFJS_CHUNK_BYTES);

  // Page 1's content and image come next, and end before page 2's begin.
  const [, ...firstPageWeight] = pageObjectRefs(0).map((ref) => offsets.get(ref.objectNumber)!);
  expect(firstPageWeight).toHaveLength(2);
  const [, ...secondPageWeight] = pageObjectRefs(1).map((ref) => offsets.get(ref.objectNumber)!);
  const secondPageStart = Math.min(...secondPageWeight);
  expect(Math.max(...firstPageWeight)).toBeLessThan(secondPageStart);
  expect(secondPageStart).toBeLessThan(4 * PDFJS_CHUNK_BYTES);
  // What opening page 1 reads is under 2% of the book.
  expect((secondPageStart + (bytes.length - xrefStart)) / bytes.length).toBeLessThan(0.02);
});

test('no object streams: every object is addressable on its own, and each page has its own image', () => {
  expect(bytes.includes('/ObjStm')).toBe(false);
  const images = new Set(doc.getPages().map((_, index) => pageObjectRefs(index).at(-1)!.toString()));
  expect(images.size).toBe(300);
});
