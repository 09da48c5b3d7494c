/** Catalog queries (Kysely only). Every book query is limited to public books via isPublicBook. */
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/create-database';
import type { Database } from '../../db/database';
import { isPublicBook } from '../../db/books';

/** Shop filters in database terms: ids as numbers, prices in paise of the discounted price. */
export interface ShopFilters {
  genreIds?: number[];
  authorIds?: number[];
  minSalePaise?: number;
  maxSalePaise?: number;
}

/** Facet counts leave out their own filter, so a ticked box never hides its siblings. */
type FacetExclusion = 'genre' | 'author' | 'none';

const books = expressionBuilder<Database, 'books'>();

function shopCondition(filters: ShopFilters, exclude: FacetExclusion): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [isPublicBook];
  if (filters.genreIds && exclude !== 'genre') conditions.push(idIn('books.genre_id', filters.genreIds));
  if (filters.authorIds && exclude !== 'author') conditions.push(idIn('books.author_id', filters.authorIds));
  if (filters.minSalePaise !== undefined) conditions.push(books('books.sale_price_paise', '>=', filters.minSalePaise));
  if (filters.maxSalePaise !== undefined) conditions.push(books('books.sale_price_paise', '<=', filters.maxSalePaise));
  return books.and(conditions);
}

/** `in ()` is a syntax error, and an empty id list means "matches nothing". */
function idIn(column: 'books.genre_id' | 'books.author_id', ids: number[]): Expression<SqlBool> {
  return ids.length === 0 ? sql<SqlBool>`1 = 0` : books(column, 'in', ids);
}

const cardColumns = ['books.id', 'books.name', 'books.cover_key', 'books.price_paise', 'books.discount_bp', 'genres.name as genre_name'] as const;

export type CardRow = Awaited<ReturnType<CatalogRepository['newArrivals']>>[number];

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  private publicCards() {
    return this.db.selectFrom('books').innerJoin('genres', 'genres.id', 'books.genre_id').select(cardColumns).where(isPublicBook);
  }

  banners() {
    return this.db.selectFrom('banners').select(['title', 'heading', 'sub_title', 'description', 'cover_key']).orderBy('sort_order').orderBy('id').execute();
  }

  /** Most sold first; among equals, live hot deals, then the newest. */
  bestSellers(today: string, limit: number) {
    return this.publicCards()
      .orderBy('books.sales_count', 'desc')
      .orderBy((eb) => eb.case().when(eb.and([eb('books.is_hot_deals', '=', 1), eb('books.hot_deals_date', '>=', today)])).then(1).else(0).end(), 'desc')
      .orderBy('books.id', 'desc')
      .limit(limit)
      .execute();
  }

  trending(today: string, limit: number) {
    return this.publicCards().where('books.is_trending', '=', 1).where('books.trending_date', '>=', today).orderBy('books.id', 'desc').limit(limit).execute();
  }

  /** Upcoming until the available-on date itself. Soonest first. */
  upcoming(today: string, limit: number) {
    return this.publicCards().where('books.is_upcoming', '=', 1).where('books.upcoming_date', '>', today).orderBy('books.upcoming_date').orderBy('books.id').limit(limit).execute();
  }

  originals(limit: number) {
    return this.publicCards().where('books.is_original', '=', 1).orderBy('books.id', 'desc').limit(limit).execute();
  }

  newArrivals(today: string, limit: number) {
    return this.publicCards().where('books.is_new_arrival', '=', 1).where('books.new_arrival_date', '>=', today).orderBy('books.id', 'desc').limit(limit).execute();
  }

  async stats(): Promise<{ customers: number; authors: number; books: number }> {
    const users = await this.db
      .selectFrom('users')
      .select(['user_type', (eb) => eb.fn.countAll<number>().as('count')])
      .where('user_type', 'in', ['User', 'Author'])
      .groupBy('user_type')
      .execute();
    const bookCount = await this.db.selectFrom('books').select((eb) => eb.fn.countAll<number>().as('count')).where(isPublicBook).executeTakeFirstOrThrow();
    const countOf = (type: string) => Number(users.find((row) => row.user_type === type)?.count ?? 0);
    return { customers: countOf('User'), authors: countOf('Author'), books: Number(bookCount.count) };
  }

  genres() {
    return this.db.selectFrom('genres').select(['id', 'name']).orderBy('name').execute();
  }

  authors() {
    return this.db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('user_type', '=', 'Author').orderBy('first_name').orderBy('last_name').orderBy('id').execute();
  }

  bookById(id: number) {
    return this.db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select([...cardColumns, 'books.description', 'books.genre_id', 'books.author_id', 'users.first_name', 'users.last_name'])
      .where('books.id', '=', id)
      .where(isPublicBook)
      .executeTakeFirst();
  }

  /** Books with the columns of a shop card (toShopBook); each caller adds isPublicBook. */
  private shopBooks() {
    return this.db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select([...cardColumns, 'books.genre_id', 'books.author_id', 'users.first_name', 'users.last_name']);
  }

  shopPage(filters: ShopFilters, offset: number, limit: number) {
    return this.shopBooks()
      .where(shopCondition(filters, 'none'))
      .orderBy('books.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Shop cards of the public books among ids, in no particular order. */
  shopBooksByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.shopBooks().where('books.id', 'in', ids).where(isPublicBook).execute();
  }

  /** Per genre, the books matching the author and price filters (not the genre filter). */
  genreCounts(filters: ShopFilters) {
    return this.db
      .selectFrom('books')
      .select(['books.genre_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where(shopCondition(filters, 'genre'))
      .groupBy('books.genre_id')
      .execute();
  }

  /** Per author, the books matching the genre and price filters (not the author filter). */
  authorCounts(filters: ShopFilters) {
    return this.db
      .selectFrom('books')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select(['books.author_id', 'users.first_name', 'users.last_name', (eb) => eb.fn.countAll<number>().as('count')])
      .where(shopCondition(filters, 'author'))
      .groupBy(['books.author_id', 'users.first_name', 'users.last_name'])
      .execute();
  }

  authorNames(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).where('user_type', '=', 'Author').execute();
  }

  /** Cheapest and dearest discounted price over all public books. */
  priceRange() {
    return this.db
      .selectFrom('books')
      .select((eb) => [eb.fn.min('books.sale_price_paise').as('min'), eb.fn.max('books.sale_price_paise').as('max')])
      .where(isPublicBook)
      .executeTakeFirstOrThrow();
  }
}
