/**
 * A realistic, seeded catalog at any size, for bench:catalog (and runnable alone, to build or
 * resume a large load):
 *
 *   tsx src/bench/catalog-generator.ts --books 30000000 --data-dir DIR [--database-url postgres://...]
 *
 * On top of the demo catalog (seven genres, banners, a few authors and books with covers), it adds
 * about one Author user per 5 books and books whose titles follow the search bench's Zipf word mix
 * (search-catalog.ts), by skewed authors (a few prolific, a long tail), in skewed genres, priced in
 * shop price points with a minority discounted, a few per thousand in each home section (with the
 * section's date consistent with its flag, some already expired), 2% inactive and 1% unapproved,
 * created over eight years, sales heavy-tailed.
 *
 * Loads go in chunks of CHUNK rows, each in its own transaction, and every chunk draws from a
 * random sequence seeded by its number: a load that stopped (Ctrl-C, a full disk) resumes at the
 * first missing chunk when started again on the same database and builds the same catalog as an
 * uninterrupted one. The books' indexes and triggers are set aside for the load and built once
 * after it, with the search index and the shop's summaries (server/db/bulk-load.ts); a stopped
 * load restores them when it is run again.
 */
import { performance } from 'node:perf_hooks';
import { BOOK_TYPE } from '../shared/constants';
import { addDays, systemClock, type Clock } from '../server/clock';
import { loadConfig } from '../server/config';
import { bookPriceColumns } from '../server/db/books';
import { setAsideBookIndexes, restoreBookIndexes } from '../server/db/bulk-load';
import { createDatabase, type Db } from '../server/db/create-database';
import { demoCatalogSize } from '../server/db/seed/demo-catalog.data';
import { seedDemoCatalog } from '../server/db/seed/seed-demo-catalog';
import { unusablePassword } from '../server/modules/accounts/passwords';
import { createStorage } from '../server/storage/storage-config';
import { postgresWriter, sqliteWriter, type BulkWriter, type Cell, type Commit } from './bulk-writer';
import { seededRandom, syntheticCatalog, type SyntheticCatalog } from './search-catalog';
import { numberArg, stringArg } from './support';

export const BOOKS_PER_AUTHOR = 5;
const CHUNK = 100_000;
const VOCABULARY = 5000;
const YEARS_OF_HISTORY = 8;

/** Shares of all generated books; each home section gets a few per thousand. */
const SHARES = {
  newArrival: 0.004,
  trending: 0.003,
  upcoming: 0.002,
  hotDeal: 0.004,
  original: 0.02,
  expired: 0.15,
  inactive: 0.02,
  unapproved: 0.01,
};
/** Indie-shop price points in rupees, cheapest most common. */
const PRICE_POINTS = [49, 99, 99, 149, 199, 199, 249, 299, 299, 349, 399, 499, 599, 799, 999, 1499];
/** Basis points: most books are at full price, the rest discounted 5% to 50%. */
const DISCOUNTS = [0, 0, 0, 0, 0, 0, 0, 500, 1000, 1000, 1500, 2000, 2500, 3000, 4000, 5000];
/** Genre weights in FOOTER_GENRES order: some genres are far bigger than others. */
const GENRE_WEIGHTS = [0.18, 0.12, 0.08, 0.2, 0.22, 0.14, 0.06];
/** Authors at the front of the (skewed) author order are the shop's top authors. */
const TOP_AUTHOR_SHARE = 0.001;
/** Share of the (not upcoming) books with ratings; each has 1 to MAX_RATINGS, most a few (log-uniform). */
const RATED_SHARE = 0.3;
const MAX_RATINGS = 500;
/**
 * One book with many reviews (issue 36: the product page and its reviews pages at 10,000): the
 * first generated public book that is not upcoming, reviewed by as many readers of its own
 * (reader<n>@reviews.catalog-bench.example), a few reviews hidden by an admin.
 */
export const REVIEWED_BOOK_REVIEWS = 10_000;
const HIDDEN_REVIEW_SHARE = 0.01;
/** bench:catalog finds the reviewed book with this (all generated reviews are of that one book). */
export const REVIEWED_BOOK_QUERY = 'select min(book_id) as value from reviews';

const BOOK_COLUMNS = [
  'name',
  'description',
  'author_id',
  'genre_id',
  'price_paise',
  'discount_bp',
  'sale_price_paise',
  'cover_key',
  'preview_key',
  'content_key',
  'page_count',
  'book_type',
  'is_active',
  'is_approved',
  'is_original',
  'is_new_arrival',
  'new_arrival_date',
  'is_trending',
  'trending_date',
  'is_upcoming',
  'upcoming_date',
  'is_hot_deals',
  'hot_deals_date',
  'is_top_author',
  'sales_count',
  'created_at',
  'rating_sum',
  'rating_count',
] as const;
const REVIEW_COLUMNS = [
  'book_id',
  'user_id',
  'rating',
  'title',
  'text',
  'created_at',
  'updated_at',
  'hidden_at',
  'hidden_reason',
] as const;
/** The users table's columns as the generator writes them (authors, reviewers; opds.bench.ts's buyer). */
export const USER_COLUMNS = [
  'email',
  'email_normalized',
  'first_name',
  'last_name',
  'country_code',
  'phone_number',
  'user_type',
  'description',
  'image_url',
  'email_confirmed',
  'no_of_books',
  'password_hash',
  'password_salt',
  'created_at',
] as const;

const demoBookCount = demoCatalogSize.books;
const demoAuthorCount = demoCatalogSize.authors;

export interface GeneratorTarget {
  /** The store's data directory (SQLite's store.db and the demo covers live there). */
  dataDir: string;
  /** postgres:// URL; SQLite when absent. */
  databaseUrl?: string;
}

export interface GeneratorReport {
  books: number;
  authors: number;
  /** Time spent loading in this run (a resumed run counts only its own chunks). */
  loadMs: number;
  /** Time spent building the indexes and derived data after the load. */
  indexMs: number;
  booksPerSecond: number;
  resumedFromBooks: number;
}

interface Shared {
  catalog: SyntheticCatalog;
  genreIds: number[];
  covers: Array<{
    cover_key: string;
    preview_key: string | null;
    content_key: string | null;
    page_count: number | null;
  }>;
  authorIds: Int32Array;
  today: string;
}

/** A sequence of its own for each chunk of each stage: see the file comment. */
function chunkRandom(seed: number, stage: number, chunk: number): () => number {
  return seededRandom((seed ^ Math.imul(chunk + 1, 0x9e3779b1) ^ Math.imul(stage + 1, 0x85ebca6b)) >>> 0);
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

function weightedIndex(weights: readonly number[], random: () => number): number {
  let target = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) {
    target -= weight;
    if (target < 0) return index;
  }
  return weights.length - 1;
}

const flag = (on: boolean) => (on ? 1 : 0);

/** A section's flag and its date: shown until the date (some already expired), null when off. */
function section(
  share: number,
  random: () => number,
  today: string,
  activeDays: (random: () => number) => number,
): [number, string | null] {
  if (random() >= share) return [0, null];
  const expired = random() < SHARES.expired;
  return [1, addDays(today, expired ? -1 - Math.floor(random() * 30) : activeDays(random))];
}

function coverCells(cover: Shared['covers'][number]): Cell[] {
  return [cover.cover_key, cover.preview_key, cover.content_key, cover.page_count];
}

/**
 * A book's running rating sums (decision 042): RATED_SHARE of the books that can be bought have
 * 1 to MAX_RATINGS ratings averaging 2.5 to 5. Drawn from a sequence of their own, so the books'
 * other columns are those of a catalog generated without ratings.
 */
function ratingCells(upcoming: boolean, random: () => number): [number, number] {
  if (upcoming || random() >= RATED_SHARE) return [0, 0];
  const count = Math.min(MAX_RATINGS, Math.floor(MAX_RATINGS ** random()));
  const mean = 2.5 + random() * 2.5;
  return [Math.min(5 * count, Math.max(count, Math.round(mean * count))), count];
}

function bookRow(shared: Shared, n: number, total: number, random: () => number, ratingRandom: () => number): Cell[] {
  const { catalog, authorIds, today } = shared;
  // Squaring a uniform draw favours the first authors: a few write hundreds of books, most one or two.
  const authorRank = Math.floor(random() ** 2 * authorIds.length);
  const price = bookPriceColumns(pick(PRICE_POINTS, random) * 100, pick(DISCOUNTS, random));
  const [isNewArrival, newArrivalDate] = section(SHARES.newArrival, random, today, (r) => 1 + Math.floor(r() * 30));
  const [isTrending, trendingDate] = section(SHARES.trending, random, today, (r) => 1 + Math.floor(r() * 14));
  const [isUpcoming, upcomingDate] = section(SHARES.upcoming, random, today, (r) => 1 + Math.floor(r() * 90));
  const [isHotDeal, hotDealDate] = section(SHARES.hotDeal, random, today, (r) => 1 + Math.floor(r() * 7));
  // Older ids were created earlier (as in a real shop); new arrivals within the last month.
  const daysAgo = isNewArrival
    ? Math.floor(random() * 30)
    : Math.floor((1 - n / total) * YEARS_OF_HISTORY * 365 * (0.9 + random() * 0.1));
  const title = catalog.title(random);
  return [
    title,
    `${catalog.title(random)}. ${catalog.title(random)}.`,
    authorIds[authorRank]!,
    shared.genreIds[weightedIndex(GENRE_WEIGHTS, random)]!,
    price.price_paise,
    price.discount_bp,
    price.sale_price_paise,
    ...coverCells(shared.covers[n % shared.covers.length]!),
    BOOK_TYPE,
    flag(random() >= SHARES.inactive),
    flag(random() >= SHARES.unapproved),
    flag(random() < SHARES.original),
    isNewArrival,
    newArrivalDate,
    isTrending,
    trendingDate,
    isUpcoming,
    upcomingDate,
    isHotDeal,
    hotDealDate,
    flag(authorRank < authorIds.length * TOP_AUTHOR_SHARE),
    isUpcoming ? 0 : catalog.sales(random),
    `${addDays(today, -daysAgo)}T12:00:00.000Z`,
    ...ratingCells(isUpcoming === 1, ratingRandom),
  ];
}

function authorRow(catalog: SyntheticCatalog, i: number, today: string, random: () => number, reader = false): Cell[] {
  const author = catalog.authors[i % catalog.authors.length]!;
  const email = reader ? `reader${i}@reviews.catalog-bench.example` : `author${i}@catalog-bench.example`;
  const password = unusablePassword();
  const created = `${addDays(today, -Math.floor(random() * YEARS_OF_HISTORY * 365))}T12:00:00.000Z`;
  return [
    email,
    email,
    author.firstName,
    author.lastName,
    'IN',
    '',
    reader ? 'User' : 'Author',
    '',
    '',
    1,
    0,
    password.password_hash,
    password.password_salt,
    created,
  ];
}

/**
 * Writes rows [done, total) in chunks of CHUNK, where `done` is what an earlier run left (always a
 * whole number of chunks, as each chunk is one transaction). Each of `writers` takes every n-th
 * chunk: on PostgreSQL two backends insert two chunks at once (the per-row trigger that fills the
 * search columns holds one core), while the next chunk's rows are generated here; the chunks still
 * commit in order, each after the one before, so what a stopped load leaves is always the first
 * chunks (SQLite's one writer is synchronous: nothing overlaps). The rows are the same as with one
 * writer; only two chunks inserted at once share out their ids between them. 1 M books on
 * PostgreSQL: 7,686 books/s with one writer, 10,355 with two. Prints progress and rows/s.
 */
async function chunkedStage(
  label: string,
  done: number,
  total: number,
  rowsOf: (chunk: number, from: number, to: number) => Cell[][],
  writers: Array<(rows: Cell[][]) => Promise<Commit>>,
): Promise<number> {
  if (done % CHUNK !== 0 && done !== total)
    throw new Error(`${label}: ${done} rows found, not a whole number of ${CHUNK}-row chunks`);
  const started = performance.now();
  // Every chunk committed so far, in order; and per writer, its last chunk's commit (it is free once that is done).
  let committed: Promise<void> = Promise.resolve();
  const writerFree: Array<Promise<void>> = writers.map(() => Promise.resolve());
  for (let from = done, chunk = 0; from < total; from += CHUNK, chunk += 1) {
    const to = Math.min(total, from + CHUNK);
    const rows = rowsOf(from / CHUNK, from, to);
    const slot = chunk % writers.length;
    await writerFree[slot];
    const written = writers[slot]!(rows);
    committed = Promise.all([committed, written]).then(async ([, commit]) => {
      await commit();
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  ${label}: ${to.toLocaleString('en')} / ${total.toLocaleString('en')}, ${seconds.toFixed(0)} s, ${Math.round((to - done) / seconds).toLocaleString('en')} rows/s`,
      );
    });
    writerFree[slot] = committed;
  }
  await committed;
  return performance.now() - started;
}

function targetConfig(target: GeneratorTarget) {
  return loadConfig({ DATA_DIR: target.dataDir, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) });
}

/** The store's own (Kysely) connection to the target, for the work that is not a bulk insert. */
async function withDatabase<T>(target: GeneratorTarget, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await createDatabase(targetConfig(target));
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The demo catalog (once: a resumed load finds it), then the generated authors and books. */
async function seedDemo(target: GeneratorTarget, clock: Clock): Promise<void> {
  await withDatabase(target, async (db) => {
    const existing = await db.selectFrom('books').select('id').limit(1).executeTakeFirst();
    if (!existing) await seedDemoCatalog(db, createStorage(targetConfig(target).storage), clock);
  });
}

/** Generated authors for a catalog of `books` (the demo authors count towards one per 5 books). */
function generatedAuthors(books: number): number {
  return Math.max(1, Math.round(books / BOOKS_PER_AUTHOR) - demoAuthorCount);
}

/** The word list and author names the generator draws from (the benchmark's search queries use them too). */
export function generatorCatalog(books: number, seed = 42): SyntheticCatalog {
  return syntheticCatalog({ vocabulary: VOCABULARY, authors: generatedAuthors(books), seed });
}

export async function generateCatalog(
  target: GeneratorTarget,
  books: number,
  seed = 42,
  clock: Clock = systemClock,
): Promise<GeneratorReport> {
  if (books < demoBookCount) throw new Error(`--books must be at least the demo catalog's ${demoBookCount}`);
  await seedDemo(target, clock);
  const writer: BulkWriter = target.databaseUrl
    ? await postgresWriter(target.databaseUrl)
    : sqliteWriter(`${target.dataDir}/store.db`);
  const bookWriters = [writer];
  try {
    const today = clock.today();
    const authorCount = generatedAuthors(books);
    const catalog = generatorCatalog(books, seed);
    const authorsDone =
      (await writer.number("select count(*) as value from users where user_type = 'Author'")) - demoAuthorCount;
    const generated = books - demoBookCount;
    const booksDone = (await writer.number('select count(*) as value from books')) - demoBookCount;
    // Only when rows are to come: on a finished store this would drop and rebuild every index.
    // (An interrupted rebuild is finished below either way: restore does nothing when nothing is set aside.)
    const reviewsDone = await writer.number('select count(*) as value from reviews');
    if (authorsDone < authorCount || booksDone < generated || reviewsDone === 0)
      await withDatabase(target, setAsideBookIndexes);
    await chunkedStage(
      'authors',
      authorsDone,
      authorCount,
      (chunk, from, to) => {
        const random = chunkRandom(seed, 1, chunk);
        return Array.from({ length: to - from }, (_, i) => authorRow(catalog, from + i, today, random));
      },
      // One writer: the authors' ids follow their numbers, which the books' skew ranks them by.
      [(rows) => writer.write('users', USER_COLUMNS, rows)],
    );
    const shared: Shared = {
      catalog,
      today,
      // The demo seeds the genres in FOOTER_GENRES order, the order of GENRE_WEIGHTS.
      genreIds: [...(await writer.ids('select id from genres order by id'))],
      covers: [],
      // Generated authors in creation order, so the skew favours the same authors on every run.
      authorIds: await writer.ids(
        `select id from users where user_type = 'Author' and email like '%@catalog-bench.example' order by id`,
      ),
    };
    shared.covers = await coversOf(target);
    // PostgreSQL: a second connection, so that two chunks of books are inserted at once.
    if (target.databaseUrl) bookWriters.push(await postgresWriter(target.databaseUrl));
    const loadMs = await chunkedStage(
      'books',
      booksDone,
      generated,
      (chunk, from, to) => {
        const random = chunkRandom(seed, 2, chunk);
        const ratingRandom = chunkRandom(seed, 3, chunk);
        return Array.from({ length: to - from }, (_, i) => bookRow(shared, from + i, generated, random, ratingRandom));
      },
      bookWriters.map((bookWriter) => (rows) => bookWriter.write('books', BOOK_COLUMNS, rows)),
    );
    if (reviewsDone === 0) await loadReviews(writer, catalog, today, seed);
    console.log('  indexes, search index and summaries, built once after the load:');
    const indexStarted = performance.now();
    await withDatabase(target, (db) => restoreBookIndexes(db, console.log));
    const indexMs = performance.now() - indexStarted;
    // PostgreSQL's autovacuum would soon vacuum (the visibility map its index-only scans need) and
    // analyze the new rows after a real import; SQLite's store never runs ANALYZE.
    if (target.databaseUrl) await writer.run('vacuum analyze');
    return {
      books,
      authors: authorCount + demoAuthorCount,
      loadMs,
      indexMs,
      booksPerSecond: (generated - booksDone) / (loadMs / 1000),
      resumedFromBooks: booksDone + demoBookCount,
    };
  } finally {
    for (const bookWriter of bookWriters) await bookWriter.close();
  }
}

/**
 * REVIEWED_BOOK_REVIEWS readers and their reviews of one book, in one transaction each (a stopped
 * load finds no review and writes both again: the readers' emails are unique, so they are written
 * only when missing), then the book's running sums from its visible reviews (decision 042).
 * Reviews are spread over the last three years, rated mostly 4 and 5, most with a few sentences.
 */
async function loadReviews(writer: BulkWriter, catalog: SyntheticCatalog, today: string, seed: number): Promise<void> {
  const started = performance.now();
  const bookId = await writer.number(
    `select min(id) as value from books where is_active = 1 and is_approved = 1 and is_upcoming = 0 and id > ${demoBookCount}`,
  );
  const readerIds = async () =>
    writer.ids(`select id from users where email like '%@reviews.catalog-bench.example' order by id`);
  if ((await readerIds()).length < REVIEWED_BOOK_REVIEWS) {
    const random = chunkRandom(seed, 4, 0);
    const rows = Array.from({ length: REVIEWED_BOOK_REVIEWS }, (_, i) => authorRow(catalog, i, today, random, true));
    await (
      await writer.write('users', USER_COLUMNS, rows)
    )();
  }
  const readers = await readerIds();
  const random = chunkRandom(seed, 5, 0);
  const ratings = [1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5];
  const rows = Array.from(readers.slice(0, REVIEWED_BOOK_REVIEWS), (userId): Cell[] => {
    const created = new Date(Date.parse(`${today}T12:00:00.000Z`) - Math.floor(random() * 3 * 365 * 86_400_000));
    const edited = random() < 0.1 ? new Date(created.getTime() + Math.floor(random() * 30 * 86_400_000)) : created;
    const hidden = random() < HIDDEN_REVIEW_SHARE;
    const sentences = Array.from({ length: Math.floor(random() ** 2 * 12) }, () => `${catalog.title(random)}.`);
    return [
      bookId,
      userId,
      pick(ratings, random),
      catalog.title(random).slice(0, 120),
      sentences.join(' ').slice(0, 2000),
      created.toISOString(),
      edited.toISOString(),
      hidden ? edited.toISOString() : null,
      hidden ? 'Spoilers in the title' : null,
    ];
  });
  await (
    await writer.write('reviews', REVIEW_COLUMNS, rows)
  )();
  await writer.run(
    `update books set
       rating_sum = (select coalesce(sum(rating), 0) from reviews where book_id = ${bookId} and hidden_at is null),
       rating_count = (select count(*) from reviews where book_id = ${bookId} and hidden_at is null)
     where id = ${bookId}`,
  );
  console.log(
    `  reviews: ${rows.length.toLocaleString('en')} of book ${bookId}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** The demo books' files, borrowed by every generated book (the reader and covers work on them). */
function coversOf(target: GeneratorTarget): Promise<Shared['covers']> {
  return withDatabase(target, (db) =>
    db
      .selectFrom('books')
      .select(['cover_key', 'preview_key', 'content_key', 'page_count'])
      .orderBy('id')
      .limit(16)
      .execute(),
  );
}

if (require.main === module) {
  const dataDir = stringArg('data-dir');
  if (!dataDir) throw new Error('--data-dir is required (an existing directory: a started load resumes there)');
  generateCatalog({ dataDir, databaseUrl: stringArg('database-url') }, numberArg('books', 1_000_000))
    .then((report) =>
      console.log(
        `${report.books.toLocaleString('en')} books, ${report.authors.toLocaleString('en')} authors; this run: load ${(report.loadMs / 1000).toFixed(1)} s (${Math.round(report.booksPerSecond).toLocaleString('en')} books/s), indexes and derived data ${(report.indexMs / 1000).toFixed(1)} s`,
      ),
    )
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
