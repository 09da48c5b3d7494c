/** PDFs for the book-file tests, made with pdf-lib: numbered pages and the info dictionary's details. */
import fs from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface TestPdfOptions {
  title?: string;
  author?: string;
  subject?: string;
  language?: string;
  /** Marks the trailer as encrypted (pdf-lib cannot encrypt; its reader only looks for /Encrypt). */
  encrypted?: boolean;
}

export async function writeTestPdf(filePath: string, pages: number, options: TestPdfOptions = {}): Promise<string> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1)
    document.addPage([300, 400]).drawText(`Page ${index + 1}`, { x: 40, y: 340, size: 14, font });
  if (options.title) document.setTitle(options.title);
  if (options.author) document.setAuthor(options.author);
  if (options.subject) document.setSubject(options.subject);
  if (options.language) document.setLanguage(options.language);
  if (options.encrypted)
    document.context.trailerInfo.Encrypt = document.context.obj({ Filter: 'Standard', V: 1, R: 2 });
  await fs.promises.writeFile(filePath, await document.save({ useObjectStreams: false }));
  return filePath;
}
