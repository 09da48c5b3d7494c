/**
 * Loading millions of books at once (the catalog generator): keeping every index and trigger of
 * books (and users' triggers) up to date row by row costs several times the insert itself. So a bulk load sets them aside,
 * loads, then builds each index once and refills what the triggers would have kept (the search
 * index and its vocabulary, the shop's summaries).
 *
 * What is set aside is read from the database itself (sqlite_master; pg_get_indexdef and
 * pg_get_triggerdef), not restated here, so a later migration's index is handled too. The
 * definitions are saved in the table bulk_load_saved in the same database: a load stopped half-way
 * (Ctrl-C, a full disk) restores them when it is run again and finishes.
 *
 * Kept during the load: the primary key and unique indexes (they are constraints) and, on
 * PostgreSQL, BEFORE triggers (book_search_fill computes the row's own search columns as it is
 * inserted, which is cheaper than a second pass).
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from './create-database';
import { isPostgres } from './dialect';
import { fillSqliteSearchIndex } from './migrations/005_search';
import { fillSearchTerms } from './migrations/006_search_terms';
import { fillShopSummaries } from './migrations/008_shop_summaries';
import { fillSearchPostings } from './migrations/009_search_postings';
import { fillShopLanguageSummaries } from './migrations/035_shop_language_counts';

/** Schema work is raw SQL, as in the migrations (whose fill functions it calls): no table types. */
const schemaView = (store: Db) => store as unknown as Kysely<unknown>;

interface Saved {
  name: string;
  kind: 'index' | 'trigger';
  definition: string;
  /** The largest book id before the load: the search index is refilled above it. */
  books_before: number;
}

async function savedDefinitions(db: Kysely<unknown>): Promise<Saved[]> {
  await sql`create table if not exists bulk_load_saved (
    name text primary key, kind text not null, definition text not null, books_before integer not null)`.execute(db);
  return (await sql<Saved>`select name, kind, definition, books_before from bulk_load_saved`.execute(db)).rows;
}

/** The indexes and triggers of books that a bulk load sets aside, with their definitions. */
async function droppable(db: Kysely<unknown>): Promise<Array<Omit<Saved, 'books_before'>>> {
  if (isPostgres(db)) {
    const indexes = await sql<{ name: string; definition: string }>`
      select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'books'::regclass and not i.indisprimary and not i.indisunique`.execute(db);
    // tgtype bit 2 is BEFORE: those stay (see the file comment).
    const triggers = await sql<{ name: string; definition: string; table_name: string }>`
      select tgname as name, pg_get_triggerdef(oid) as definition, tgrelid::regclass::text as table_name from pg_trigger
      where tgrelid in ('books'::regclass, 'users'::regclass) and not tgisinternal and (tgtype & 2) = 0`.execute(db);
    return [
      ...indexes.rows.map((row) => ({ ...row, kind: 'index' as const })),
      // PostgreSQL names a trigger within its table: the drop needs both.
      ...triggers.rows.map((row) => ({
        name: `${row.name} on ${row.table_name}`,
        definition: row.definition,
        kind: 'trigger' as const,
      })),
    ];
  }
  const rows = await sql<{ name: string; definition: string; kind: 'index' | 'trigger' }>`
    select name, sql as definition, type as kind from sqlite_master
    where ((type = 'index' and tbl_name = 'books' and sql not like 'CREATE UNIQUE%') or (type = 'trigger' and tbl_name in ('books', 'users')))
      and sql is not null`.execute(db);
  return rows.rows;
}

async function drop(db: Kysely<unknown>, item: Pick<Saved, 'name' | 'kind'>): Promise<void> {
  await sql.raw(`drop ${item.kind} if exists ${item.name}`).execute(db);
}

/**
 * Before a bulk load of users and books: saves and drops the books' indexes and both tables' AFTER
 * triggers (once: a resumed load finds them saved). A counter row updated by a trigger for each of
 * 100,000 rows in one transaction is what makes them unbearable: PostgreSQL keeps every version.
 */
export async function setAsideBookIndexes(store: Db): Promise<void> {
  const db = schemaView(store);
  if ((await savedDefinitions(db)).length > 0) return;
  const booksBefore = Number(
    (await sql<{ id: number | null }>`select max(id) as id from books`.execute(db)).rows[0]?.id ?? 0,
  );
  const items = await droppable(db);
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      await sql`insert into bulk_load_saved (name, kind, definition, books_before) values (${item.name}, ${item.kind}, ${item.definition}, ${booksBefore})`.execute(
        trx,
      );
      await drop(trx, item);
    }
  });
}

/**
 * After the load: builds the saved indexes, refills the derived data, restores the triggers, and
 * forgets the saved definitions; logs the seconds each step took.
 */
export async function restoreBookIndexes(store: Db, log: (line: string) => void = () => {}): Promise<void> {
  // One connection, so that the memory settings below hold for every index build.
  await schemaView(store)
    .connection()
    .execute((db) => restoreOn(db, log));
}

async function restoreOn(db: Kysely<unknown>, log: (line: string) => void): Promise<void> {
  const saved = await savedDefinitions(db);
  if (saved.length === 0) return;
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  // Sorting tens of millions of index entries in memory instead of spilling to temporary files.
  if (isPostgres(db)) await sql`set maintenance_work_mem = '2GB'`.execute(db);
  else
    for (const pragma of ['cache_size = -2000000', 'temp_store = memory'])
      await sql.raw(`pragma ${pragma}`).execute(db);
  for (const index of saved.filter((item) => item.kind === 'index')) {
    await step(`index ${index.name}`, async () => {
      await drop(db, index);
      await sql.raw(index.definition).execute(db);
    });
  }
  if (isPostgres(db)) {
    await step('search postings and vocabulary', () => fillSearchPostings(db));
    // Index-only scans of the postings skip the table only for pages the visibility map marks.
    await step('vacuum search postings', () => sql`vacuum analyze search_postings, search_terms`.execute(db));
  } else {
    await step('search index (new books)', () => fillSqliteSearchIndex(db, saved[0]!.books_before));
    await step('search vocabulary', () => fillSearchTerms(db));
  }
  await step('shop summaries', () => fillShopSummaries(db));
  await step('shop language summaries', () => fillShopLanguageSummaries(db));
  // Loaded rows have no hint bits and no visibility map yet: until autovacuum comes round (for
  // a while, at 13 GB of books), every read of a fresh page writes it back, and the index-only
  // scans of books (the title and popularity indexes) fetch every row from the table (at 30 M
  // books the search's starts-with probe took 30 to 630 ms instead of 1).
  if (isPostgres(db)) await step('vacuum books and users', () => sql`vacuum analyze books, users`.execute(db));
  await db.transaction().execute(async (trx) => {
    for (const trigger of saved.filter((item) => item.kind === 'trigger')) {
      await drop(trx, trigger);
      await sql.raw(trigger.definition).execute(trx);
    }
    await sql`drop table bulk_load_saved`.execute(trx);
  });
}
