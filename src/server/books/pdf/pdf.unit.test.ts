/** PDFs: the page count and details an upload's inspection finds, and the store's sample. */
import fs from 'node:fs';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { inspectBookFile, makeSample, type InspectedBook } from '../book-file';
import { BookFileError } from '../book-file-error';
import { bookFileMessages } from '../book-file-messages';
import { makeTempDir, removeTempDir } from '../testing/test-epubs';
import { writeTestPdf } from '../testing/test-pdfs';
import { splitAuthors } from './pdf-metadata';
import { samplePageCount } from './pdf-sample';

const PRODUCT_URL = 'https://pustaka.example/product/42';
let dir: string;

beforeAll(async () => {
  dir = await makeTempDir('book-file-pdf-');
});

afterAll(() => removeTempDir(dir));

describe('PDF inspection', () => {
  it('counts pages and reads Title, Author (several), Subject and the catalog /Lang', async () => {
    const file = await writeTestPdf(path.join(dir, 'details.pdf'), 5, {
      title: ' Monsoon   Letters ',
      author: 'Asha Verma; Ravi Menon and Tagore, Rabindranath',
      subject: 'Letters written through one monsoon.',
      language: 'hi-in',
    });
    expect(await inspectBookFile(file)).toEqual({
      format: 'PDF',
      pageCount: 5,
      metadata: {
        title: 'Monsoon Letters',
        authors: ['Asha Verma', 'Ravi Menon', 'Tagore, Rabindranath'],
        description: 'Letters written through one monsoon.',
        language: 'hi-IN',
      },
    });
  });

  it('has no details when the info dictionary has none', async () => {
    const file = await writeTestPdf(path.join(dir, 'bare.pdf'), 1);
    expect((await inspectBookFile(file)).metadata).toEqual({
      title: undefined,
      authors: [],
      description: undefined,
      language: undefined,
    });
  });

  it('refuses a file with the PDF header that pdf-lib cannot open', async () => {
    const file = path.join(dir, 'broken.pdf');
    await fs.promises.writeFile(file, '%PDF-1.7\nnot really a PDF');
    await expect(inspectBookFile(file)).rejects.toMatchObject({
      name: BookFileError.name,
      message: bookFileMessages.pdfUnreadable,
    });
  });

  it('splits authors on ";" and " and ", never on a comma', () => {
    expect(splitAuthors('A. Verma;B. Menon')).toEqual(['A. Verma', 'B. Menon']);
    expect(splitAuthors('Verma, Asha')).toEqual(['Verma, Asha']);
    expect(splitAuthors(undefined)).toEqual([]);
  });
});

describe('PDF sample', () => {
  it('holds 10 % of the pages, at least 3 and at most 30, never more than the book', () => {
    expect([1, 2, 5, 29, 30, 31, 60, 65, 299, 300, 400].map(samplePageCount)).toEqual([
      1, 2, 3, 3, 3, 4, 6, 7, 30, 30, 30,
    ]);
  });

  it.each([
    [5, 3],
    [60, 6],
    [400, 30],
  ])('a %i-page book gives %i pages, then the end page linking to the product', async (pages, expected) => {
    const file = await writeTestPdf(path.join(dir, `book-${pages}.pdf`), pages, {
      title: 'Monsoon Letters',
      author: 'Asha Verma',
      language: 'en',
    });
    const inspected = await inspectBookFile(file);
    const out = path.join(dir, `sample-${pages}.pdf`);
    expect(await makeSample(file, inspected, out, { productUrl: PRODUCT_URL })).toEqual({
      format: 'PDF',
      pageCount: expected,
    });

    const sample = await PDFDocument.load(await fs.promises.readFile(out));
    expect(sample.getPageCount()).toBe(expected + 1);
    expect(sample.getTitle()).toBe('Monsoon Letters (sample)');
    expect(sample.getAuthor()).toBe('Asha Verma');
    const annotations = sample.getPage(expected).node.lookup(PDFName.of('Annots'), PDFArray);
    const action = (annotations.lookup(0, PDFDict) as PDFDict).lookup(PDFName.of('A'), PDFDict);
    expect(action.lookup(PDFName.of('URI'), PDFString).decodeText()).toBe(PRODUCT_URL);
    // The pages are the book's first ones, in order ("Page N" drawn on each).
    expect((await inspectBookFile(out)).pageCount).toBe(expected + 1);
  });

  it('refuses an encrypted PDF, whose pages would copy unreadable', async () => {
    const file = await writeTestPdf(path.join(dir, 'encrypted.pdf'), 10, { encrypted: true });
    const inspected: InspectedBook = await inspectBookFile(file);
    expect(inspected.pageCount).toBe(10);
    await expect(
      makeSample(file, inspected, path.join(dir, 'encrypted-sample.pdf'), { productUrl: PRODUCT_URL }),
    ).rejects.toMatchObject({
      name: BookFileError.name,
      message: bookFileMessages.pdfEncryptedNoSample,
    });
  });
});
