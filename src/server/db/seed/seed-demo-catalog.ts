/**
 * Seeds the demo catalog on the first start of an empty database. Dates are relative to the
 * clock's today, so every home section has books whenever the store is started. Several servers
 * starting together on one empty database seed it once (a lock, then a second look for books), and
 * files are stored as pending (storage/pending-files.ts), so a crash mid-seed leaves no orphans.
 */
import { BOOK_TYPE, FOOTER_GENRES } from '../../../shared/constants';
import { addDays, type Clock } from '../../clock';
import { unusablePassword } from '../../modules/accounts/passwords';
import { encodeCover } from '../../storage/cover-images';
import { newStorageKey, type FileExtension, type ObjectStorage, type StorageKind } from '../../storage/object-storage';
import { PendingFiles, type FileToStore } from '../../storage/pending-files';
import { bookPriceColumns } from '../books';
import type { Db } from '../create-database';
import type { NewBook, NewUser } from '../database';
import { UnitOfWork } from '../unit-of-work';
import type { DemoCatalogRepository } from './demo-catalog.repository';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inspectBookFile } from '../../books/book-file';
import { BookSamples } from '../../modules/uploads/book-samples';
import { bookEpub } from './book-epub';
import { bookPdf } from './book-pdf';
import { devanagariFont } from '../../fonts/devanagari';
import { bannerSvg, bookCoverSvg } from './cover-svg';
import {
  chapterSentences,
  demoAuthors,
  demoBanners,
  demoBooksByGenre,
  demoPublishers,
  genrePalette,
  hindiChapterSentences,
  hindiChapterTitles,
  hindiDemoAuthors,
  hindiDemoBooks,
  type DemoAuthor,
} from './demo-catalog.data';

export const PREVIEW_PAGES = 3;
export const FULL_BOOK_PAGES = 12;

/**
 * Every third demo book is an EPUB (the store's samples of them made as an upload's are), but none
 * of the newest few: the shop lists those first, and the PDF reader's tests open them.
 */
export function isDemoEpub(index: number, bookCount: number): boolean {
  return index % 3 === 0 && index < bookCount - 4;
}

/** A valid ISBN-13 for the n-th demo book (978-93, India's group), its check digit computed. */
export function demoIsbn(index: number): string {
  const first12 = `97893${String(8_000_000 + index * 7_919).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** The details a publisher would give, the same for the same book on every machine. */
function demoDetails(index: number, language: string) {
  const month = String((index % 12) + 1).padStart(2, '0');
  const day = String(((index * 7) % 28) + 1).padStart(2, '0');
  return {
    isbn: demoIsbn(index),
    publisher: demoPublishers[index % demoPublishers.length]!,
    published_date: `${2015 + (index % 10)}-${month}-${day}`,
    language,
  };
}

/** What the book-file library reads in a generated book (its word count), as it reads an upload. */
async function inspectBytes(bytes: Buffer) {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'demo-book-'));
  try {
    const file = path.join(dir, 'book');
    await fs.promises.writeFile(file, bytes);
    return await inspectBookFile(file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export interface SeedOptions {
  /** The store's address: the EPUB samples' last page links to each book's page there. */
  publicUrl?: string;
  /** Where the samples are made (temporary files). */
  tempRoot?: string;
}

const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export interface SeedSummary {
  seeded: boolean;
  genres: number;
  authors: number;
  books: number;
  banners: number;
}

function authorRow(author: DemoAuthor, createdAt: string): NewUser {
  const email = `${author.emailName ?? `${author.firstName}.${author.lastName}`}@authors.pustaka.example`.toLowerCase();
  return {
    email,
    email_normalized: email,
    first_name: author.firstName,
    last_name: author.lastName,
    country_code: author.countryCode,
    phone_number: '',
    user_type: 'Author',
    description: author.about,
    image_url: '',
    email_confirmed: 1,
    no_of_books: 0,
    created_at: createdAt,
    ...unusablePassword(),
  };
}

/**
 * Home-section flags for the n-th demo book, spread so each section gets several books and a few
 * expired dates prove the date rules (a flag alone is not enough).
 */
export function demoSectionFlags(index: number, today: string) {
  const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;
  const newArrival = index % 4 === 0 || index % 9 === 5;
  const trending = index % 4 === 1 || index % 9 === 0;
  const upcoming = index % 6 === 2;
  const hotDeal = index % 5 === 3;
  return {
    is_original: flag(index % 3 === 0),
    is_new_arrival: flag(newArrival),
    // Every 9th flagged book has a date in the past: flagged but no longer shown.
    new_arrival_date: newArrival ? addDays(today, index % 9 === 5 ? -3 : 30) : null,
    is_trending: flag(trending),
    trending_date: trending ? addDays(today, index % 9 === 0 ? -1 : 14) : null,
    is_upcoming: flag(upcoming),
    // Upcoming until its available-on date: the one dated today is already out.
    upcoming_date: upcoming ? addDays(today, index === 2 ? 0 : 5 + index) : null,
    is_hot_deals: flag(hotDeal),
    hot_deals_date: hotDeal ? addDays(today, 7) : null,
    is_top_author: flag(index % 8 === 0),
  };
}

/** A book in no home list (the Hindi demo books, which leave the English lists as they were). */
const NO_SECTION_FLAGS = {
  is_original: 0,
  is_new_arrival: 0,
  new_arrival_date: null,
  is_trending: 0,
  trending_date: null,
  is_upcoming: 0,
  upcoming_date: null,
  is_hot_deals: 0,
  hot_deals_date: null,
  is_top_author: 0,
} as const;

/** Any constant shared by every server: the advisory lock taken while seeding (PostgreSQL). */
const SEED_LOCK = 7_283_310;
/** Files stored at once while seeding (small files: the store's round trips are the cost). */
const SEED_STORE_CONCURRENCY = 8;

const NOT_SEEDED: SeedSummary = { seeded: false, genres: 0, authors: 0, books: 0, banners: 0 };

/** Seeds only when the database has no books; safe to call on every start. */
export async function seedIfEmpty(
  db: Db,
  storage: ObjectStorage,
  clock: Clock,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  if (await new UnitOfWork(db).repos.demoCatalog.hasBooks()) return NOT_SEEDED;
  return seedDemoCatalog(db, storage, clock, options);
}

export async function seedDemoCatalog(
  db: Db,
  storage: ObjectStorage,
  clock: Clock,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const uow = new UnitOfWork(db);
  const today = clock.today();
  const createdAt = clock.now().toISOString();
  // The English books, then the Hindi ones (issue 38), after them so the English books keep their
  // ids, formats and home-list flags: the Hindi books are all EPUBs (a PDF of Devanagari needs a
  // font the generator lacks), in no home list, and their authors come after the English ones.
  const englishBooks = FOOTER_GENRES.flatMap((genre) =>
    demoBooksByGenre[genre].map((book) => ({ ...book, genre, language: 'en' })),
  );
  const hindiBooks = hindiDemoBooks.map((book) => ({
    ...book,
    author: demoAuthors.length + book.author,
    language: 'hi',
  }));
  const books = [...englishBooks, ...hindiBooks];
  const authors = [...demoAuthors, ...hindiDemoAuthors];
  const isHindi = (index: number) => index >= englishBooks.length;

  // Files first (CPU-bound PDF generation), then all rows in one transaction.
  const toStore: FileToStore[] = [];
  const fileOf = (kind: StorageKind, extension: FileExtension, bytes: Uint8Array | string) => {
    const key = newStorageKey(extension);
    toStore.push({ kind, key, source: { bytes } });
    return key;
  };
  // Book covers go through the uploads' pipeline (every width, WebP), as an admin's would.
  const coverOf = async (svg: string) => {
    const cover = await encodeCover(Buffer.from(svg), { allowSvg: true });
    if (!cover) throw new Error('A generated demo cover did not render');
    for (const variant of cover.variants)
      toStore.push({ kind: 'covers', key: variant.key, source: { bytes: variant.bytes } });
    return cover.key;
  };
  // Hindi titles and authors are drawn in the store's Devanagari face (cover-svg.ts says why).
  const devanagari = { regular: await devanagariFont('regular'), bold: await devanagariFont('bold') };
  const files = await Promise.all(
    books.map(async (book, index) => {
      const author = authors[book.author] ?? authors[0]!;
      const authorName = `${author.firstName} ${author.lastName}`;
      const coverSvg = bookCoverSvg({
        title: book.title,
        author: authorName,
        genre: book.genre,
        colors: genrePalette[book.genre],
        devanagari,
      });
      const cover_key = await coverOf(coverSvg);
      if (isHindi(index) || isDemoEpub(index, englishBooks.length)) {
        const details = demoDetails(index, book.language);
        const coverPng = await sharp(Buffer.from(coverSvg), { density: 150 }).resize({ width: 600 }).png().toBuffer();
        const epub = await bookEpub({
          title: book.title,
          author: authorName,
          genre: book.genre,
          description: book.blurb,
          coverPng,
          isbn: details.isbn,
          publisher: details.publisher,
          publishedDate: details.published_date,
          language: details.language,
          ...(isHindi(index) ? { sentences: hindiChapterSentences, chapterTitles: hindiChapterTitles } : {}),
        });
        const { wordCount } = await inspectBytes(epub);
        // The sample is the store's own, made once the book has its id (its last page links to the book).
        return {
          cover_key,
          preview_key: null,
          content_key: fileOf('books', 'epub', epub),
          format: 'EPUB' as const,
          page_count: null,
          word_count: wordCount ?? null,
          preview_format: 'EPUB' as const,
          preview_uploaded: 0 as const,
        };
      }
      const pdf = (pages: number) =>
        bookPdf({ title: book.title, author: authorName, pages, sentences: chapterSentences, seed: index });
      return {
        cover_key,
        preview_key: fileOf('previews', 'pdf', await pdf(PREVIEW_PAGES)),
        content_key: fileOf('books', 'pdf', await pdf(FULL_BOOK_PAGES)),
        format: 'PDF' as const,
        page_count: FULL_BOOK_PAGES,
        word_count: null,
        // Every row names every column: a multi-row insert leaves a missing one NULL on SQLite.
        preview_format: 'PDF' as const,
        preview_uploaded: 1 as const,
      };
    }),
  );
  const bannerCovers = demoBanners.map((banner, index) => {
    const palette = Object.values(genrePalette)[index % FOOTER_GENRES.length]!;
    return fileOf('covers', 'svg', bannerSvg({ title: banner.title, heading: banner.heading, colors: palette }));
  });

  const pendingFiles = new PendingFiles(uow, storage, clock);
  await pendingFiles.store(toStore, SEED_STORE_CONCURRENCY);
  let seeded: boolean;
  try {
    seeded = await uow.transact(async (repos) => {
      // Servers starting together on an empty database: the first seeds, the others find its books.
      await repos.demoCatalog.lockUntilCommit(SEED_LOCK);
      if (await repos.demoCatalog.hasBooks()) return false;
      await insertDemoRows(repos.demoCatalog);
      await repos.pendingFiles.settle(toStore);
      return true;
    });
  } catch (error) {
    await pendingFiles.discard(toStore).catch(() => undefined);
    throw error;
  }
  if (!seeded) {
    await pendingFiles.discard(toStore);
    return NOT_SEEDED;
  }
  const samples = new BookSamples({
    uow,
    storage,
    pendingFiles,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    tempRoot: options.tempRoot ?? os.tmpdir(),
  });
  await samples.makeMissing(books.length);
  return {
    seeded: true,
    genres: FOOTER_GENRES.length,
    authors: authors.length,
    books: books.length,
    banners: demoBanners.length,
  };

  async function insertDemoRows(rows: DemoCatalogRepository): Promise<void> {
    const genreRows = await rows.insertGenres(FOOTER_GENRES);
    const genreIds = new Map(genreRows.map((row) => [row.name, row.id]));
    const newAuthors = authors.map((author) => authorRow(author, createdAt));
    const insertedAuthors = await rows.insertUsers(newAuthors);
    // RETURNING order is not promised by either database; match rows by their unique email.
    const authorIdByEmail = new Map(insertedAuthors.map((row) => [row.email, row.id]));
    const authorIds = newAuthors.map((author) => authorIdByEmail.get(author.email)!);

    const bookRows: NewBook[] = books.map((book, index) => ({
      name: book.title,
      description: book.blurb,
      author_id: authorIds[book.author]!,
      genre_id: genreIds.get(book.genre)!,
      ...bookPriceColumns((99 + ((index * 137) % 801)) * 100, ((index * 7) % 9) * 500),
      ...files[index]!,
      ...demoDetails(index, book.language),
      book_type: BOOK_TYPE,
      is_active: 1,
      is_approved: 1,
      ...(isHindi(index) ? NO_SECTION_FLAGS : demoSectionFlags(index, today)),
      sales_count: (index * 53) % 400,
      created_at: createdAt,
    }));
    await rows.insertBooks(bookRows);

    for (const [index, authorId] of authorIds.entries()) {
      const count = books.filter((book) => book.author === index).length;
      await rows.setBookCount(authorId, count);
    }

    await rows.insertBanners(
      demoBanners.map((banner, index) => ({
        title: banner.title,
        heading: banner.heading,
        sub_title: banner.subTitle,
        description: banner.description,
        cover_key: bannerCovers[index]!,
        sort_order: index,
      })),
    );
  }
}
