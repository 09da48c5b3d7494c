/** The range reader the licence update uses: what it reads, what it never reads, and when it gives up. */
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { pdfText } from '../../testing/pdf-text';
import { pdfLicenceUpdate } from './pdf-licence';
import { blockCache, bytesSource, readSparsePdf, SparsePdfError, type PdfSource } from './pdf-sparse';

const licence = { name: 'Zoë Iyer', email: 'zoe@example.com', orderNumber: 42, markId: 'mark-123' };
const LICENSED = 'Licensed to Zoë Iyer, zoe@example.com, order 42. Mark mark-123.';

/** Pages of text, each with an image of `imageBytes` random-ish bytes (weight the reader must skip). */
async function pdf(options: { useObjectStreams: boolean; pages?: number; imageBytes?: number; inherited?: boolean }) {
  const document = await PDFDocument.create();
  document.setTitle('Original title');
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < (options.pages ?? 3); index += 1) {
    const page = document.addPage([300, 400]);
    page.drawText(`Page ${index + 1}`, { x: 40, y: 340, size: 14, font });
    if (options.imageBytes) {
      const image = document.context.register(
        document.context.stream(Buffer.alloc(options.imageBytes, index), {
          Type: 'XObject',
          Subtype: 'Image',
          Width: options.imageBytes / 3,
          Height: 1,
          ColorSpace: 'DeviceRGB',
          BitsPerComponent: 8,
        }),
      );
      page.node.newXObject('Weight', image);
    }
  }
  if (options.inherited) {
    // The first page's Resources and MediaBox moved to the page tree's root: inherited.
    const [first] = document.getPages();
    const resources = first!.node.get(PDFName.of('Resources'))!;
    const box = first!.node.get(PDFName.of('MediaBox'))!;
    document.catalog.Pages().set(PDFName.of('Resources'), resources);
    document.catalog.Pages().set(PDFName.of('MediaBox'), box);
    first!.node.delete(PDFName.of('Resources'));
    first!.node.delete(PDFName.of('MediaBox'));
  }
  return Buffer.from(await document.save({ useObjectStreams: options.useObjectStreams }));
}

/** A source that counts the bytes read. */
function counting(bytes: Uint8Array): PdfSource & { bytesRead: () => number } {
  let read = 0;
  const source = blockCache(bytes.length, async (start, end) => {
    read += end - start;
    return bytes.subarray(start, end);
  });
  return { ...source, bytesRead: () => read };
}

async function marked(original: Buffer, source: PdfSource = bytesSource(original)): Promise<Buffer> {
  return Buffer.concat([original, (await pdfLicenceUpdate(source, licence)).bytes]);
}

test.each([
  ['a cross-reference table', false],
  ['a cross-reference stream and object streams', true],
])('with %s, the pages are found without reading their images', async (_kind, useObjectStreams) => {
  const original = await pdf({ useObjectStreams, pages: 40, imageBytes: 600_000 });
  const source = counting(original);
  const sparse = await readSparsePdf(source);
  expect(sparse.pages).toHaveLength(40);
  expect(sparse.tableBefore).toBe(!useObjectStreams);
  expect(sparse.info?.get(PDFName.of('Title'))).toBeDefined();
  expect(source.bytesRead()).toBeLessThan(original.length / 10);

  const file = await marked(original, counting(original));
  const pages = await pdfText(file);
  expect(pages).toHaveLength(40);
  for (const [index, text] of pages.entries()) {
    expect(text).toContain(`Page ${index + 1}`);
    expect(text).toContain(LICENSED);
  }
});

test('a file marked twice: the reader follows /Prev and the newest objects win', async () => {
  for (const useObjectStreams of [false, true]) {
    const once = await marked(await pdf({ useObjectStreams }));
    const sparse = await readSparsePdf(bytesSource(once));
    expect(sparse.pages).toHaveLength(3);
    // The newest page objects are the marked ones: their Resources name the licence font.
    const fonts = sparse.pages[0]!.resources!.get(PDFName.of('Font'));
    expect(String(fonts)).toContain('PustakaLicenceF1');
    const twice = await marked(once);
    const document = await PDFDocument.load(twice, { updateMetadata: false });
    expect(document.getPageCount()).toBe(3);
    expect(document.getTitle()).toBe('Original title');
    const pages = await pdfText(twice);
    expect(pages[2]).toContain('Page 3');
    expect(pages[2]).toContain(LICENSED);
  }
});

test('Resources and MediaBox inherited from the page tree are copied into the marked page', async () => {
  const original = await pdf({ useObjectStreams: false, inherited: true });
  const sparse = await readSparsePdf(bytesSource(original));
  expect(sparse.pages[0]!.resources).toBeDefined();
  expect(sparse.pages[0]!.cropBox).toEqual({ x: 0, y: 0, width: 300, height: 400 });
  const pages = await pdfText(await marked(original));
  expect(pages[0]).toContain('Page 1');
  expect(pages[0]).toContain(LICENSED);
});

test('a file whose startxref points nowhere: the range reader gives up, the whole-file parse marks it', async () => {
  const original = await pdf({ useObjectStreams: false });
  const broken = Buffer.from(original.toString('latin1').replace(/startxref\s+\d+/, 'startxref\n9'), 'latin1');
  await expect(readSparsePdf(bytesSource(broken))).rejects.toBeInstanceOf(SparsePdfError);
  const pages = await pdfText(await marked(broken));
  expect(pages).toHaveLength(3);
  for (const text of pages) expect(text).toContain(LICENSED);
});
