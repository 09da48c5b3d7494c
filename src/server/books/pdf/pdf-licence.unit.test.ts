/** The PDF licence update on both kinds of cross-reference section, read again by pdf-lib and pdf.js. */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfText } from '../../testing/pdf-text';
import { pdfLicenceUpdate, PdfNotMarkable } from './pdf-licence';

const licence = { name: 'Zoë Iyer', email: 'zoe@example.com', orderNumber: 42, markId: 'mark-123' };

async function pdf(useObjectStreams: boolean, encrypted = false): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('Original title');
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < 3; index += 1)
    document.addPage([300, 400]).drawText(`Page ${index + 1}`, { x: 40, y: 340, size: 14, font });
  if (encrypted) document.context.trailerInfo.Encrypt = document.context.obj({ Filter: 'Standard', V: 1, R: 2 });
  return Buffer.from(await document.save({ useObjectStreams }));
}

test.each([
  ['a cross-reference table', false],
  ['a cross-reference stream', true],
])('a PDF with %s: pages, text and metadata after the update', async (_kind, useObjectStreams) => {
  const original = await pdf(useObjectStreams);
  const marked = Buffer.concat([original, (await pdfLicenceUpdate(original, licence)).bytes]);
  const document = await PDFDocument.load(marked, { updateMetadata: false });
  expect(document.getPageCount()).toBe(3);
  expect(document.getTitle()).toBe('Original title');
  expect(document.getSubject()).toBe('Licensed to Zoë Iyer, zoe@example.com, order 42. Mark mark-123.');
  expect(document.getKeywords()).toContain('mark mark-123');
  const pages = await pdfText(marked);
  expect(pages).toEqual([1, 2, 3].map((n) => expect.stringContaining(`Page ${n}`)));
  for (const text of pages) expect(text).toContain('Licensed to Zoë Iyer, zoe@example.com, order 42. Mark mark-123.');
});

test('an encrypted PDF is not marked', async () => {
  await expect(pdfLicenceUpdate(await pdf(false, true), licence)).rejects.toBeInstanceOf(PdfNotMarkable);
});
