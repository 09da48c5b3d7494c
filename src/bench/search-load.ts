/**
 * Bulk loads for the search benchmark. Books go in through the real schema, so the migration's
 * triggers fill the search index exactly as the store's own writes do; only the connection
 * settings are those of a scratch load (no journal, no fsync: a crash just means running again).
 */
import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Client } from 'pg';
import { BOOK_TYPE } from '../shared/constants';
import { bookPriceColumns } from '../server/db/books';
import { registerSqliteFunctions } from '../server/db/sqlite-functions';
import type { SyntheticCatalog } from './search-catalog';

export interface LoadReport {
  loadMs: number;
  /** Merging the index into its final shape after the load (FTS5 optimize, PostgreSQL analyze). */
  finishMs: number;
  indexBytes: number;
  databaseBytes: number;
}

const CREATED_AT = '2025-01-01T00:00:00.000Z';
const BOOK_COLUMNS = [
  'name',
  'description',
  'author_id',
  'genre_id',
  'price_paise',
  'discount_bp',
  'sale_price_paise',
  'cover_key',
  'book_type',
  'is_active',
  'is_approved',
  'sales_count',
  'created_at',
] as const;

/** One book row in BOOK_COLUMNS order; 1 in 50 is hidden, so the index must leave some out. */
function bookValues(
  catalog: SyntheticCatalog,
  n: number,
  authorIds: number[],
  genreId: number,
): Array<string | number> {
  const price = bookPriceColumns((99 + ((n * 37) % 801)) * 100, ((n * 13) % 9) * 500);
  return [
    catalog.title(),
    '',
    authorIds[catalog.authorIndex()]!,
    genreId,
    price.price_paise,
    price.discount_bp,
    price.sale_price_paise,
    'bench-cover.svg',
    BOOK_TYPE,
    n % 50 === 49 ? 0 : 1,
    1,
    catalog.sales(),
    CREATED_AT,
  ];
}

function authorRow(author: { firstName: string; lastName: string }, i: number) {
  const email = `author${i}@bench.example`;
  return [email, email, author.firstName, author.lastName, 'Author', 'x', 'x', CREATED_AT];
}
const AUTHOR_COLUMNS =
  'email, email_normalized, first_name, last_name, user_type, password_hash, password_salt, created_at';

function progress(done: number, total: number, started: number): void {
  if (done % 1_000_000 === 0 || done === total) {
    process.stdout.write(
      `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} books, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
}

const SQLITE_ROWS_PER_INSERT = 50;
const SQLITE_ROWS_PER_TRANSACTION = 200_000;

export async function loadSqlite(file: string, catalog: SyntheticCatalog, titles: number): Promise<LoadReport> {
  const db = new SqliteDatabase(file);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -1000000');
    db.pragma('temp_store = MEMORY');
    registerSqliteFunctions(db);
    const genreId = Number(db.prepare("insert into genres (name) values ('Fiction')").run().lastInsertRowid);
    const insertAuthor = db.prepare(
      `insert into users (${AUTHOR_COLUMNS}) values (${AUTHOR_COLUMNS.split(',')
        .map(() => '?')
        .join(', ')})`,
    );
    const authorIds = catalog.authors.map((author, i) =>
      Number(insertAuthor.run(...authorRow(author, i)).lastInsertRowid),
    );

    const placeholders = `(${BOOK_COLUMNS.map(() => '?').join(', ')})`;
    const insertMany = db.prepare(
      `insert into books (${BOOK_COLUMNS.join(', ')}) values ${Array(SQLITE_ROWS_PER_INSERT).fill(placeholders).join(', ')}`,
    );
    const insertOne = db.prepare(`insert into books (${BOOK_COLUMNS.join(', ')}) values ${placeholders}`);
    const insertRange = db.transaction((from: number, to: number) => {
      let n = from;
      for (; n + SQLITE_ROWS_PER_INSERT <= to; n += SQLITE_ROWS_PER_INSERT) {
        insertMany.run(
          ...Array.from({ length: SQLITE_ROWS_PER_INSERT }, (_, i) =>
            bookValues(catalog, n + i, authorIds, genreId),
          ).flat(),
        );
      }
      for (; n < to; n += 1) insertOne.run(...bookValues(catalog, n, authorIds, genreId));
    });

    const started = performance.now();
    for (let from = 0; from < titles; from += SQLITE_ROWS_PER_TRANSACTION) {
      const to = Math.min(titles, from + SQLITE_ROWS_PER_TRANSACTION);
      insertRange(from, to);
      progress(to, titles, started);
    }
    const loadMs = performance.now() - started;
    // One b-tree per term instead of the many segments incremental writes leave behind.
    db.prepare("insert into book_search (book_search) values ('optimize')").run();
    const finishMs = performance.now() - started - loadMs;
    // The FTS5 index and its vocabulary (search_terms, with its scratch tokenizer: migration 006).
    const indexBytes = (
      db
        .prepare("select sum(pgsize) as bytes from dbstat where name like 'book_search%' or name like 'search_terms%'")
        .get() as { bytes: number }
    ).bytes;
    return { loadMs, finishMs, indexBytes, databaseBytes: fs.statSync(file).size };
  } finally {
    db.close();
  }
}

/** pg allows 65,535 parameters per statement; arrays (unnest) pass a whole batch in 13. */
const PG_ROWS_PER_INSERT = 20_000;
const PG_COLUMN_TYPES = [
  'text',
  'text',
  'int',
  'int',
  'int',
  'int',
  'int',
  'text',
  'text',
  'int',
  'int',
  'int',
  'text',
];

export async function loadPostgres(url: string, catalog: SyntheticCatalog, titles: number): Promise<LoadReport> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    const genreId = Number(
      (await client.query<{ id: number }>("insert into genres (name) values ('Fiction') returning id")).rows[0]!.id,
    );
    const authorIds: number[] = [];
    for (const [i, author] of catalog.authors.entries()) {
      const values = authorRow(author, i);
      const result = await client.query<{ id: number }>(
        `insert into users (${AUTHOR_COLUMNS}) values (${values.map((_, k) => `$${k + 1}`).join(', ')}) returning id`,
        values,
      );
      authorIds.push(result.rows[0]!.id);
    }
    const insert = `insert into books (${BOOK_COLUMNS.join(', ')})
      select * from unnest(${PG_COLUMN_TYPES.map((type, k) => `$${k + 1}::${type}[]`).join(', ')})`;

    const started = performance.now();
    for (let from = 0; from < titles; from += PG_ROWS_PER_INSERT) {
      const to = Math.min(titles, from + PG_ROWS_PER_INSERT);
      const columns: Array<Array<string | number>> = BOOK_COLUMNS.map(() => []);
      for (let n = from; n < to; n += 1)
        bookValues(catalog, n, authorIds, genreId).forEach((value, k) => columns[k]!.push(value));
      await client.query(insert, columns);
      progress(to, titles, started);
    }
    const loadMs = performance.now() - started;
    await client.query('vacuum analyze books');
    const finishMs = performance.now() - started - loadMs;
    const sizes = await client.query<{ index_bytes: string; database_bytes: string }>(`
      select pg_relation_size('books_search_vector_idx') + pg_relation_size('books_search_title_idx') + pg_relation_size('books_search_popularity_idx')
        + (select coalesce(sum(pg_column_size(search_vector) + pg_column_size(search_title)), 0) from books) as index_bytes,
        pg_database_size(current_database()) as database_bytes`);
    return {
      loadMs,
      finishMs,
      indexBytes: Number(sizes.rows[0]!.index_bytes),
      databaseBytes: Number(sizes.rows[0]!.database_bytes),
    };
  } finally {
    await client.end();
  }
}
