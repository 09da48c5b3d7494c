/** Catalog queries (Kysely only). Every book query is limited to public books via isPublicBook. */
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/create-database';
import type { Database } from '../../db/database';
import { isPublicBook } from '../../db/books';
import { AUTHOR_NAME_INDEXES, AUTHORS_ONLY, authorNameKeySql, type AuthorNameOrder } from '../../db/author-name-keys';
import { isPostgres } from '../../db/dialect';
import { bookDetailColumns } from './book-details';

/** Shop filters in database terms: ids as numbers, prices in paise of the discounted price. */
export interface ShopFilters {
  genreIds?: number[];
  authorIds?: number[];
  /** Language tags as books carry them (normalised), sorted; books of unknown language never match. */
  languages?: string[];
  minSalePaise?: number;
  maxSalePaise?: number;
}

/** The two ways to read a page of ids without an author filter (see shopPageIds). */
export type ShopPagePlan = 'walk' | 'collect';

/** Of the public books a page reads from: in its genres (scope), and also in its price range (matching). */
export interface ShopResultSize {
  scope: number;
  matching: number;
}

/**
 * Walking newest-first reads about (offset + limit) * scope / matching index entries before it has
 * the page; collecting reads every matching entry once and sorts them (about twice the cost per
 * entry). A narrow price range in a big genre collects; anything broad walks. Either way a page
 * costs at most about sqrt(depth * scope) entries, whatever the catalog's size.
 */
export function chooseShopPlan(size: ShopResultSize, offset: number, limit: number): ShopPagePlan {
  const walk = ((offset + limit) * size.scope) / Math.max(1, size.matching);
  return 2 * size.matching < walk ? 'collect' : 'walk';
}

const books = expressionBuilder<Database, 'books'>();

/** Unary plus: the same value, but no index may serve the term (the plan is chosen, not guessed). */
const notIndexed = (column: 'books.genre_id' | 'books.sale_price_paise') => sql<number>`+${sql.ref(column)}`;

/** `in ()` is a syntax error, and an empty id list means "matches nothing". */
function idIn(column: Expression<number> | 'books.genre_id' | 'books.author_id', ids: number[]): Expression<SqlBool> {
  return ids.length === 0 ? sql<SqlBool>`1 = 0` : books(column, 'in', ids);
}

/** `in ()` is a syntax error, and an empty list means "matches nothing". */
function languageIn(languages: string[]): Expression<SqlBool> {
  return languages.length === 0 ? sql<SqlBool>`1 = 0` : books('books.language', 'in', languages);
}

function priceIn(column: Expression<number> | 'books.sale_price_paise', filters: ShopFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.minSalePaise !== undefined) conditions.push(books(column, '>=', filters.minSalePaise));
  if (filters.maxSalePaise !== undefined) conditions.push(books(column, '<=', filters.maxSalePaise));
  return conditions;
}

/** Public books of the filters, through the author index (authors' books are few: no plan needed). */
function byAuthors(filters: ShopFilters & { authorIds: number[] }): Expression<SqlBool> {
  const conditions = [
    idIn('books.author_id', filters.authorIds),
    isPublicBook,
    ...priceIn('books.sale_price_paise', filters),
  ];
  if (filters.genreIds) conditions.push(idIn('books.genre_id', filters.genreIds));
  if (filters.languages) conditions.push(languageIn(filters.languages));
  return books.and(conditions);
}

/** Every text starting with a prefix sorts below prefix + this (byte order: the last code point). */
const LAST_CHARACTER = '\u{10FFFF}';

/** The name keys' range of a prefix, folded by the database as the keys are (migrations 008 and 013). */
function foldedPrefixRange(postgres: boolean, prefix: string) {
  const low = postgres ? sql<string>`book_search_fold(${prefix})` : sql<string>`lower(${prefix})`;
  return { low, high: sql<string>`${low} || ${LAST_CHARACTER}` };
}

/**
 * Rows of several name ranges merged: each id once, under its smallest key, alphabetically (ties
 * by id), the first `limit`. An author found by first name and by surname is listed by the one
 * that sorts first.
 */
function firstByKey<Row extends { key: string }>(rows: Row[], idOf: (row: Row) => number, limit: number): Row[] {
  const best = new Map<number, Row>();
  for (const row of rows) {
    const known = best.get(idOf(row));
    if (known === undefined || row.key < known.key) best.set(idOf(row), row);
  }
  return [...best.values()]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : idOf(a) - idOf(b)))
    .slice(0, limit);
}

const cardColumns = [
  'books.id',
  'books.name',
  'books.cover_key',
  'books.price_paise',
  'books.discount_bp',
  'genres.name as genre_name',
  // The running sums of the book's visible reviews (migration 024): no list aggregates reviews.
  'books.rating_sum',
  'books.rating_count',
] as const;

export type CardRow = Awaited<ReturnType<CatalogRepository['newArrivals']>>[number];

/** A section flag as a literal: the partial index of its list (migration 008) applies only then. */
const flagged = (column: 'books.is_trending' | 'books.is_upcoming' | 'books.is_original' | 'books.is_new_arrival') =>
  books(column, '=', sql.lit(1));

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  private publicCards() {
    return this.db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .select(cardColumns)
      .where(isPublicBook);
  }

  banners() {
    return this.db
      .selectFrom('banners')
      .select(['title', 'heading', 'sub_title', 'description', 'cover_key'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /** Most sold first; among equals, live hot deals, then the newest. */
  bestSellers(today: string, limit: number) {
    return this.publicCards()
      .orderBy('books.sales_count', 'desc')
      .orderBy(
        (eb) =>
          eb
            .case()
            .when(eb.and([eb('books.is_hot_deals', '=', 1), eb('books.hot_deals_date', '>=', today)]))
            .then(1)
            .else(0)
            .end(),
        'desc',
      )
      .orderBy('books.id', 'desc')
      .limit(limit)
      .execute();
  }

  trending(today: string, limit: number) {
    return this.publicCards()
      .where(flagged('books.is_trending'))
      .where('books.trending_date', '>=', today)
      .orderBy('books.id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Upcoming until the available-on date itself. Soonest first. The ids come first, alone, in the
   * list index's order: joined to genres in one query, PostgreSQL (which expects a handful of
   * future dates) fetched every upcoming book and sorted them, 8.7 ms at 1 M books against 1.6.
   */
  upcoming(today: string, limit: number) {
    const soonest = this.db
      .selectFrom('books')
      .select('books.id')
      .where(isPublicBook)
      .where(flagged('books.is_upcoming'))
      .where('books.upcoming_date', '>', today)
      .orderBy('books.upcoming_date')
      .orderBy('books.id')
      .limit(limit);
    return this.publicCards()
      .where('books.id', 'in', soonest)
      .orderBy('books.upcoming_date')
      .orderBy('books.id')
      .execute();
  }

  originals(limit: number) {
    return this.publicCards().where(flagged('books.is_original')).orderBy('books.id', 'desc').limit(limit).execute();
  }

  newArrivals(today: string, limit: number) {
    return this.publicCards()
      .where(flagged('books.is_new_arrival'))
      .where('books.new_arrival_date', '>=', today)
      .orderBy('books.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** From the summaries: a handful of rows whatever the catalog's size. */
  async stats(): Promise<{ customers: number; authors: number; books: number }> {
    const users = await this.db.selectFrom('user_type_counts').select(['user_type', 'user_count']).execute();
    const bookCount = await this.db
      .selectFrom('shop_price_counts')
      .select((eb) => eb.fn.sum<number>('book_count').as('count'))
      .executeTakeFirstOrThrow();
    const countOf = (type: string) => Number(users.find((row) => row.user_type === type)?.user_count ?? 0);
    return { customers: countOf('User'), authors: countOf('Author'), books: Number(bookCount.count ?? 0) };
  }

  genres() {
    return this.db.selectFrom('genres').select(['id', 'name']).orderBy('name').execute();
  }

  /**
   * Authors (with books or not) whose "first last" or "last first" name starts with the folded
   * prefix ('' for any), alphabetically, at most `limit`: the admin's author picker. Two ranges of
   * migration 013's indexes, each stopping at `limit`, as authorsByNamePrefix reads the shop's.
   */
  async authorsByName(prefix: string, limit: number) {
    const postgres = isPostgres(this.db);
    const { low, high } = foldedPrefixRange(postgres, prefix);
    const range = async (order: AuthorNameOrder) => {
      const key = sql<string>`${sql.raw(authorNameKeySql(postgres, order))}`;
      // SQLite, without statistics, prefers users_type_idx's equality to the name index's range
      // and then sorts every author: 105-215 ms at 1 M books (200,000 authors), 0.1-1.2 ms read
      // from the name index, which INDEXED BY names (it fails loudly should the index go).
      const users = postgres ? sql`users` : sql`users indexed by ${sql.raw(AUTHOR_NAME_INDEXES[order])}`;
      const { rows } = await sql<{ id: number; first_name: string; last_name: string; key: string }>`
        select id, first_name, last_name, ${key} as key from ${users}
        where ${sql.raw(AUTHORS_ONLY)} and ${key} >= ${low} and ${key} < ${high}
        order by ${key}, id limit ${limit}`.execute(this.db);
      return rows;
    };
    // Without a prefix every author is in both ranges: the first names alone give the order.
    const ranges = prefix === '' ? [await range('name')] : await Promise.all([range('name'), range('surname')]);
    return firstByKey(ranges.flat(), (row) => row.id, limit);
  }

  bookById(id: number) {
    return this.db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select([
        ...cardColumns,
        ...bookDetailColumns,
        'books.description',
        'books.genre_id',
        'books.author_id',
        'users.first_name',
        'users.last_name',
      ])
      .where('books.id', '=', id)
      .where(isPublicBook)
      .executeTakeFirst();
  }

  /** Shop cards of the public books among ids, in no particular order. */
  shopBooksByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select([...cardColumns, 'books.genre_id', 'books.author_id', 'users.first_name', 'users.last_name'])
      .where('books.id', 'in', ids)
      .where(isPublicBook)
      .execute();
  }

  /**
   * Ids of one page of public books matching the filters, newest first, read from an index alone
   * (the cards are fetched by id afterwards). With authors: their books, through the author index.
   * Otherwise `plan` (chooseShopPlan) says whether to walk ids newest-first, testing genre and price
   * in each index entry, or to collect the whole genre-and-price range and sort it. Unary plus and
   * `id + 0` keep each planner from choosing another index than the plan's.
   */
  async shopPageIds(filters: ShopFilters, plan: ShopPagePlan, offset: number, limit: number): Promise<number[]> {
    if (!filters.authorIds && filters.languages) return this.languagePageIds(filters.languages, filters, offset, limit);
    let query = this.db.selectFrom('books').select('books.id');
    if (filters.authorIds) {
      // `id + 0`: ordered by id, SQLite would walk every public book newest-first looking for the
      // authors' (9 s at a million books) instead of sorting their few books.
      query = query.where(byAuthors({ ...filters, authorIds: filters.authorIds })).orderBy(sql`books.id + 0`, 'desc');
    } else if (plan === 'walk') {
      const oneGenre = filters.genreIds?.length === 1;
      query = query
        .where(isPublicBook)
        .where((eb) =>
          eb.and([
            ...(filters.genreIds
              ? [idIn(oneGenre ? 'books.genre_id' : notIndexed('books.genre_id'), filters.genreIds)]
              : []),
            ...priceIn(notIndexed('books.sale_price_paise'), filters),
          ]),
        )
        .orderBy('books.id', 'desc');
    } else {
      const genreIds =
        filters.genreIds ?? (await this.db.selectFrom('genres').select('id').execute()).map((row) => row.id);
      query = query
        .where(isPublicBook)
        .where((eb) => eb.and([idIn('books.genre_id', genreIds), ...priceIn('books.sale_price_paise', filters)]))
        .orderBy(sql`books.id + 0`, 'desc');
    }
    const rows = await query.limit(limit).offset(offset).execute();
    return rows.map((row) => row.id);
  }

  /**
   * A page of the languages' public books without an author filter: each language walked newest
   * first in books_shop_language_walk_idx (migration 035), genre and price tested in its entries,
   * for the first offset + limit ids, and the walks merged. A walk reads about
   * (offset + limit) * language / matching entries, bounded by SHOP_MAX_DEPTH as every page is;
   * unlike the unfiltered shop there is no collect plan for a narrow price range in a big language.
   */
  private async languagePageIds(
    languages: string[],
    filters: ShopFilters,
    offset: number,
    limit: number,
  ): Promise<number[]> {
    const walks = await Promise.all(
      languages.map((language) =>
        this.db
          .selectFrom('books')
          .select('books.id')
          .where(isPublicBook)
          .where('books.language', '=', language)
          .where((eb) =>
            eb.and([
              ...(filters.genreIds ? [idIn(notIndexed('books.genre_id'), filters.genreIds)] : []),
              ...priceIn(notIndexed('books.sale_price_paise'), filters),
            ]),
          )
          .orderBy('books.id', 'desc')
          .limit(offset + limit)
          .execute(),
      ),
    );
    return walks
      .flat()
      .map((row) => row.id)
      .sort((a, b) => b - a)
      .slice(offset, offset + limit);
  }

  /**
   * Per genre, from the price summary: its public books (all) and those in the price range
   * (matching); with languages, from the language summary (migration 035): its public books in
   * those languages. Exact, and a few hundred (or thousand) summary rows whatever the catalog's size.
   */
  async genreSizes(filters: ShopFilters): Promise<Array<{ genre_id: number; all: number; matching: number }>> {
    if (filters.languages?.length === 0) return [];
    // The two summaries share these columns: genre_id, sale_price_paise and book_count.
    const priced = priceIn(sql.ref('sale_price_paise'), filters);
    const all = sql<number>`sum(book_count)`;
    const matching =
      priced.length === 0
        ? all
        : sql<number>`sum(case when ${sql.join(priced, sql` and `)} then book_count else 0 end)`;
    const columns = [sql.ref<number>('genre_id').as('genre_id'), all.as('all'), matching.as('matching')];
    const rows = filters.languages
      ? await this.db
          .selectFrom('shop_language_counts')
          .select(columns)
          .where('language', 'in', filters.languages)
          .groupBy('genre_id')
          .execute()
      : await this.db.selectFrom('shop_price_counts').select(columns).groupBy('genre_id').execute();
    return rows.map((row) => ({ genre_id: row.genre_id, all: Number(row.all), matching: Number(row.matching) }));
  }

  /**
   * The language facet's counts: per language, the public books matching every filter but the
   * language one. From the language summary (a few thousand rows at most); with authors, counted
   * in their books (few: the author index, each book's language read from its row).
   */
  async languageCounts(filters: ShopFilters): Promise<Map<string, number>> {
    const rows = filters.authorIds
      ? await this.db
          .selectFrom('books')
          .select(['books.language', (eb) => eb.fn.countAll<number>().as('count')])
          .where(byAuthors({ ...filters, authorIds: filters.authorIds, languages: undefined }))
          .where('books.language', 'is not', null)
          .groupBy('books.language')
          .execute()
      : filters.genreIds?.length === 0
        ? []
        : await this.db
            .selectFrom('shop_language_counts')
            .select(['language', (eb) => eb.fn.sum<number>('book_count').as('count')])
            .where((eb) =>
              eb.and([
                ...(filters.genreIds ? [eb('genre_id', 'in', filters.genreIds)] : []),
                ...priceIn(sql.ref('sale_price_paise'), filters),
              ]),
            )
            .groupBy('language')
            .execute();
    return new Map(rows.map((row) => [row.language!, Number(row.count)]));
  }

  /** The `limit` authors with the most public books in a language, most first: the head of a summary index. */
  async topAuthorsOfLanguage(language: string, limit: number): Promise<Array<{ author_id: number; count: number }>> {
    const rows = await this.db
      .selectFrom('shop_author_language_counts')
      .select(['author_id', 'book_count'])
      .where('language', '=', language)
      .where('book_count', '>', 0)
      .orderBy('book_count', 'desc')
      .orderBy('author_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ author_id: row.author_id, count: Number(row.book_count) }));
  }

  /** Per genre, the books of the selected authors matching the price filter (the author index). */
  async genreCountsOfAuthors(
    filters: ShopFilters & { authorIds: number[] },
  ): Promise<Array<{ genre_id: number; count: number }>> {
    // Grouped by `genre_id + 0`: grouping by the column, SQLite would walk a genre index over every
    // public book (in group order) instead of reading the authors' few books.
    const genre = sql<number>`books.genre_id + 0`;
    const rows = await this.db
      .selectFrom('books')
      .select([genre.as('genre_id'), (eb) => eb.fn.countAll<number>().as('count')])
      .where(byAuthors({ ...filters, genreIds: undefined }))
      .groupBy(genre)
      .execute();
    return rows.map((row) => ({ genre_id: row.genre_id, count: Number(row.count) }));
  }

  /** Cheapest and dearest discounted price over all public books. */
  priceRange() {
    return this.db
      .selectFrom('shop_price_counts')
      .select((eb) => [eb.fn.min('sale_price_paise').as('min'), eb.fn.max('sale_price_paise').as('max')])
      .where('book_count', '>', 0)
      .executeTakeFirstOrThrow();
  }

  /**
   * The `limit` authors with the most public books in a genre (or in all genres), most first:
   * the head of a summary index, whatever the number of authors.
   */
  async topAuthors(genreId: number | undefined, limit: number): Promise<Array<{ author_id: number; count: number }>> {
    const rows =
      genreId === undefined
        ? await this.db
            .selectFrom('shop_author_counts')
            .select(['author_id', 'book_count'])
            .where('book_count', '>', 0)
            .orderBy('book_count', 'desc')
            .orderBy('author_id')
            .limit(limit)
            .execute()
        : await this.db
            .selectFrom('shop_author_genre_counts')
            .select(['author_id', 'book_count'])
            .where('genre_id', '=', genreId)
            .where('book_count', '>', 0)
            .orderBy('book_count', 'desc')
            .orderBy('author_id')
            .limit(limit)
            .execute();
    return rows.map((row) => ({ author_id: row.author_id, count: Number(row.book_count) }));
  }

  /** Public books of each author within the genres (all genres when undefined), from the summaries. */
  async authorCountsInGenres(authorIds: number[], genreIds: number[] | undefined): Promise<Map<number, number>> {
    if (authorIds.length === 0) return new Map();
    const rows =
      genreIds === undefined
        ? await this.db
            .selectFrom('shop_author_counts')
            .select(['author_id', 'book_count as count'])
            .where('author_id', 'in', authorIds)
            .execute()
        : genreIds.length === 0
          ? []
          : await this.db
              .selectFrom('shop_author_genre_counts')
              .select(['author_id', (eb) => eb.fn.sum<number>('book_count').as('count')])
              // Each (genre, author) pair looked up in the primary key. As two IN lists, SQLite (no
              // statistics) walked every author of the genres in their top index: 300 ms to 2 s at 30 M.
              // Literal integers: parameters in VALUES would have no type on PostgreSQL.
              .where(
                sql<boolean>`(genre_id, author_id) in (values ${sql.join(genreIds.flatMap((genre) => authorIds.map((author) => sql`(${sql.lit(genre)}, ${sql.lit(author)})`)))})`,
              )
              .groupBy('author_id')
              .execute();
    return new Map(rows.map((row) => [row.author_id, Number(row.count)]));
  }

  /** Public books of each author matching the genre and price filters, counted in the author index. */
  async authorCountsInBooks(authorIds: number[], filters: ShopFilters): Promise<Map<number, number>> {
    if (authorIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('books')
      .select(['books.author_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where(byAuthors({ ...filters, authorIds }))
      .groupBy('books.author_id')
      .execute();
    return new Map(rows.map((row) => [row.author_id, Number(row.count)]));
  }

  /**
   * Authors with public books whose "first last" or "last first" name starts with the folded
   * prefix, alphabetically, at most `limit`: two index ranges, each stopping at `limit`.
   */
  async authorsByNamePrefix(prefix: string, limit: number): Promise<number[]> {
    const { low, high } = foldedPrefixRange(isPostgres(this.db), prefix);
    const range = (column: 'name_key' | 'surname_key') =>
      this.db
        .selectFrom('shop_author_counts')
        .select(['author_id', `${column} as key`])
        .where(column, '>=', low)
        .where(column, '<', high)
        .where('book_count', '>', 0)
        .orderBy(column)
        .limit(limit)
        .execute();
    const [byName, bySurname] = await Promise.all([range('name_key'), range('surname_key')]);
    return firstByKey([...byName, ...bySurname], (row) => row.author_id, limit).map((row) => row.author_id);
  }

  /**
   * Names of the authors among ids (other users' ids, say from a hand-made URL, give nothing). The
   * type is tested here, not in SQL: SQLite would otherwise walk the user-type index over every
   * author instead of looking the ids up.
   */
  async authorNames(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'user_type'])
      .where('id', 'in', ids)
      .execute();
    return rows.filter((row) => row.user_type === 'Author');
  }
}
