import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { normalizeIsbn } from '../../../shared/isbn';
import { epubcheckErrors } from '../../books/testing/epubcheck';
import { ZipArchive } from '../../books/zip-archive';
import { FOOTER_GENRES } from '../../../shared/constants';
import { addDays } from '../../clock';
import { createTestApp, TEST_TODAY, type TestApp } from '../../testing/create-test-app';
import { bookPdf } from './book-pdf';
import { insertBulkBooks } from './bulk-books';
import { bannerSvg, bookCoverSvg, escapeXml, wrapWords } from './cover-svg';
import { chapterSentences, demoBooksByGenre, hindiChapterSentences, hindiDemoBooks } from './demo-catalog.data';
import { apiPaths } from '../../../shared/api-paths';
import type { SearchResponse } from '../../../shared/contract/search.contract';
import { FULL_BOOK_PAGES, isDemoEpub, PREVIEW_PAGES, seedIfEmpty } from './seed-demo-catalog';
import sharp from 'sharp';
import { readStoredObject } from '../../storage/object-storage';

/** The English demo books come first (their ids and formats as before issue 38), then the Hindi ones. */
const ENGLISH_BOOKS = FOOTER_GENRES.reduce((sum, genre) => sum + demoBooksByGenre[genre].length, 0);
const hindiTitles = new Set(hindiDemoBooks.map((book) => book.title));

describe('generated artwork', () => {
  test('a cover is a standalone SVG with the escaped title and author', () => {
    const svg = bookCoverSvg({
      title: 'Tom & Jerry <Live>',
      author: "O'Neil",
      genre: 'Comedy',
      colors: ['#000000', '#ffffff'],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('Tom &#38; Jerry');
    expect(svg).toContain('&#60;Live&#62;');
    expect(svg).toContain('O&#39;Neil');
    expect(svg).not.toMatch(/<script|href="http/);
  });

  test('a banner is a standalone SVG', () => {
    const svg = bannerSvg({ title: 'Sale', heading: 'Up to 40% off', colors: ['#111111', '#222222'] });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="400"/);
  });

  test('wrapWords keeps words whole and lines short', () => {
    expect(wrapWords('The Clockmaker of Kolkata', 13)).toEqual(['The', 'Clockmaker of', 'Kolkata']);
    expect(escapeXml('"a"')).toBe('&#34;a&#34;');
  });
});

describe('generated PDFs', () => {
  test.each([PREVIEW_PAGES, FULL_BOOK_PAGES])('a %i-page book is a valid PDF with that many pages', async (pages) => {
    const bytes = await bookPdf({
      title: 'Salt and Starlight',
      author: 'Tomas Lindqvist',
      pages,
      sentences: chapterSentences,
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(pages);
    expect(doc.getTitle()).toBe('Salt and Starlight');
  });
});

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('the demo catalog fills every genre and every home section, with stored files', async () => {
    const books = await t.db.selectFrom('books').selectAll().execute();
    expect(books.length).toBeGreaterThanOrEqual(42);
    expect(new Set(books.map((book) => book.genre_id)).size).toBe(FOOTER_GENRES.length);
    expect(books.every((book) => book.price_paise >= 9900 && book.price_paise <= 89900)).toBe(true);
    expect(books.every((book) => book.discount_bp >= 0 && book.discount_bp <= 4000)).toBe(true);
    expect(books.filter((book) => book.is_new_arrival && book.new_arrival_date! >= TEST_TODAY).length).toBeGreaterThan(
      2,
    );
    expect(books.filter((book) => book.is_trending && book.trending_date! >= TEST_TODAY).length).toBeGreaterThan(2);
    expect(books.filter((book) => book.is_upcoming && book.upcoming_date! > TEST_TODAY).length).toBeGreaterThan(2);
    expect(books.filter((book) => book.is_hot_deals && book.hot_deals_date! >= TEST_TODAY).length).toBeGreaterThan(2);
    expect(books.filter((book) => book.is_original).length).toBeGreaterThan(2);
    expect(books.some((book) => book.upcoming_date === addDays(TEST_TODAY, 0))).toBe(true);

    const authors = await t.db.selectFrom('users').selectAll().where('user_type', '=', 'Author').execute();
    expect(authors.length).toBeGreaterThanOrEqual(8);
    expect(authors.every((author) => author.password_hash.startsWith('!'))).toBe(true);

    // Every book carries the details a publisher gives, its ISBN's check digit right.
    expect(
      books.every(
        (book) =>
          normalizeIsbn(book.isbn ?? '') === book.isbn &&
          book.publisher &&
          book.published_date &&
          book.language === (hindiTitles.has(book.name) ? 'hi' : 'en'),
      ),
    ).toBe(true);
    expect(books.filter((book) => book.language === 'hi')).toHaveLength(hindiDemoBooks.length);

    const pdfBook = books.find((book) => book.format === 'PDF')!;
    // Generated as SVG, stored as the uploads' pipeline stores covers: WebP in every width.
    expect(pdfBook.cover_key).toMatch(/-w400\.webp$/);
    expect(await sharp(await readStoredObject(t.storage, 'covers', pdfBook.cover_key)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 600,
    });
    const preview = await PDFDocument.load(await readStoredObject(t.storage, 'previews', pdfBook.preview_key!));
    expect(preview.getPageCount()).toBe(PREVIEW_PAGES);
    const full = await PDFDocument.load(await readStoredObject(t.storage, 'books', pdfBook.content_key!));
    expect(full.getPageCount()).toBe(FULL_BOOK_PAGES);
    expect(pdfBook).toMatchObject({
      page_count: FULL_BOOK_PAGES,
      word_count: null,
      preview_format: 'PDF',
      preview_uploaded: 1,
    });
  });

  test('a third of the English books and every Hindi one are EPUBs whose samples the store made, linking back to each book', async () => {
    const epubs = await t.db.selectFrom('books').selectAll().where('format', '=', 'EPUB').orderBy('id').execute();
    const english = ENGLISH_BOOKS;
    expect(epubs.length).toBe(
      Array.from({ length: english }, (_, index) => isDemoEpub(index, english)).filter(Boolean).length +
        hindiDemoBooks.length,
    );
    expect(epubs.length).toBeGreaterThan(10);
    for (const book of epubs) {
      expect(book).toMatchObject({ page_count: null, preview_format: 'EPUB', preview_uploaded: 0 });
      expect(book.word_count).toBeGreaterThan(1500);
      expect(book.content_key).toMatch(/\.epub$/);
      expect(book.preview_key).toMatch(/\.epub$/);
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-sample-'));
    try {
      const sample = path.join(dir, 'sample.epub');
      fs.writeFileSync(sample, await readStoredObject(t.storage, 'previews', epubs[0]!.preview_key!));
      expect(await epubcheckErrors(sample)).toEqual([]);
      const archive = await ZipArchive.openFile(sample);
      const pages = await Promise.all(
        archive.entries
          .filter((entry) => entry.name.endsWith('.xhtml'))
          .map((entry) => archive.readText(entry.name, 1_000_000)),
      );
      archive.close();
      expect(pages.join('\n')).toContain(`/product/${epubs[0]!.id}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the Hindi books are EPUBs in Hindi: dc:language hi, Devanagari chapters, found by search', async () => {
    const book = await t.db
      .selectFrom('books')
      .selectAll()
      .where('name', '=', hindiDemoBooks[1]!.title)
      .executeTakeFirstOrThrow();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-hindi-'));
    const file = path.join(dir, 'book.epub');
    fs.writeFileSync(file, await readStoredObject(t.storage, 'books', book.content_key!));
    const archive = await ZipArchive.openFile(file);
    try {
      const texts = await Promise.all(
        archive.entries
          .filter((entry) => /\.(opf|xhtml)$/.test(entry.name))
          .map((entry) => archive.readText(entry.name, 1_000_000)),
      );
      const all = texts.join('\n');
      expect(all).toContain('<dc:language>hi</dc:language>');
      expect(all).toContain('xml:lang="hi"');
      expect(hindiChapterSentences.some((sentence) => all.includes(sentence))).toBe(true);
    } finally {
      archive.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const found = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.searchBooks}?q=${encodeURIComponent('कहानि')}`,
    });
    expect(found.json<SearchResponse>().SearchList.map((card) => card.Id)).toEqual([String(book.id)]);
  });

  test('seeding again is a no-op', async () => {
    const before = await t.db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await seedIfEmpty(t.db, t.storage, t.clock)).seeded).toBe(false);
    const after = await t.db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('insertBulkBooks adds synthetic books in batches with correct sale prices', async () => {
    await insertBulkBooks(t.db, 1234);
    const count = await t.db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(ENGLISH_BOOKS + hindiDemoBooks.length + 1234);
    const wrongSale = await t.db
      .selectFrom('books')
      .select('id')
      .where((eb) => eb('sale_price_paise', '>', eb.ref('price_paise')))
      .execute();
    expect(wrongSale).toEqual([]);
  });
});
