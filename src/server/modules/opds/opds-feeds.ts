/**
 * The OPDS catalog's feeds as one model, whatever the version (decision 044): opds2.ts writes it
 * as OPDS 2.0 JSON and opds1.ts as OPDS 1.2 Atom, so both versions always have the same structure.
 *
 *   catalog            navigation: New arrivals, Best sellers, Genres, Authors, My bookshelf
 *   new-arrivals       publications, paged      (the partial index of flagged books)
 *   best-sellers       publications, paged      (the popularity index)
 *   genres             navigation: every genre with its count (the shop's summaries)
 *   genres/<id>        publications, paged      (the shop's own page plan: CatalogService.shopPage)
 *   authors            navigation: the most published authors, paged (the summary's top index)
 *   authors/<id>       publications, paged      (the shop's page plan, by author)
 *   search?query=      publications, paged      (the shop's search: SearchService)
 *   bookshelf          publications, paged: the reader's books, newest purchase first (sign-in needed)
 *
 * Every page is read from an index and stops at its page, as the shop's pages do (decision 014),
 * and paging stops at SHOP_MAX_DEPTH books. A reader who owns a book (or an admin) gets its
 * acquisition link.
 */
import { SHOP_MAX_DEPTH, SHOP_PAGE_SIZE } from '../../../shared/constants';
import type { BookFormat } from '../../../shared/book-details';
import { SEARCH_MAX_PAGE, SEARCH_TOTAL_CAP } from '../../../shared/contract/search.contract';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import type { Clock } from '../../clock';
import { parseDbId } from '../../db/books';
import type { UnitOfWork } from '../../db/unit-of-work';
import { NotFound, Unauthorized } from '../../domain-errors';
import { messages } from '../../../shared/messages';
import type { CatalogService } from '../catalog/catalog.service';
import type { SearchService } from '../search/search.service';
import type { Reader } from '../app-passwords/reader-auth';
import type { PublicationRow } from './opds.repository';

/** Books per page of a publications feed: the shop's page. */
export const OPDS_PAGE_SIZE = SHOP_PAGE_SIZE;
/** Authors per page of the authors' navigation. */
export const OPDS_AUTHORS_PAGE_SIZE = 50;

export type FeedKind = 'navigation' | 'acquisition';

/** A link of a navigation feed: another feed. */
export interface NavigationEntry {
  title: string;
  /** The feed's path under the version's root ('genres/3'). */
  path: string;
  kind: FeedKind;
  /** Its publications, when known. */
  count?: number;
  description?: string;
  /** The feed needs a signed-in reader (the bookshelf). */
  shelf?: boolean;
}

export interface Publication {
  id: number;
  title: string;
  description: string;
  author: { id: number; name: string };
  genre: { id: number; name: string };
  format: BookFormat;
  isbn: string | null;
  publisher: string | null;
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', as the publisher gave it. */
  published: string | null;
  language: string | null;
  pages: number | null;
  coverKey: string;
  salePaise: number;
  /** The sample's format; null: the book has no sample. */
  sampleFormat: BookFormat | null;
  /** When the book entered the store (an entry's `updated`). */
  addedAt: string;
  /** The reader may download it (its buyer, or an admin). */
  acquirable: boolean;
}

export interface Paging {
  page: number;
  pageSize: number;
  /** The feed's items over all pages, when known. */
  total?: number;
  hasNext: boolean;
}

export interface Feed {
  kind: FeedKind;
  title: string;
  /** Path under the version's root, without the query. */
  path: string;
  /** Query parameters of this feed besides the page (search's query). */
  query?: Record<string, string>;
  /** The feed one level up; undefined for the catalog itself. */
  up?: string;
  paging?: Paging;
  navigation?: NavigationEntry[];
  publications?: Publication[];
  /** The feed needs the reader (the bookshelf): never cached by a shared cache. */
  personal?: boolean;
}

const START: NavigationEntry = { title: 'Back to the catalog', path: 'catalog', kind: 'navigation' };

/** A page number from a query value: 1 for anything else, so a hand-typed URL is never an error. */
export function pageOf(value: unknown): number {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, page);
}

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

export class OpdsFeeds {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
    private readonly search: SearchService,
  ) {}

  private get repository() {
    return this.uow.repos.opds;
  }

  async catalogFeed(): Promise<Feed> {
    return {
      kind: 'navigation',
      title: readingAppsTexts.catalogTitle,
      path: 'catalog',
      navigation: [
        { title: 'New arrivals', path: 'new-arrivals', kind: 'acquisition', description: 'Books new in the store.' },
        { title: 'Best sellers', path: 'best-sellers', kind: 'acquisition', description: 'The most bought books.' },
        { title: 'Genres', path: 'genres', kind: 'navigation', description: 'Every genre of the store.' },
        { title: 'Authors', path: 'authors', kind: 'navigation', description: 'The most published authors.' },
        {
          title: 'My bookshelf',
          path: 'bookshelf',
          kind: 'acquisition',
          description: 'The books you bought (sign in with an app password).',
          shelf: true,
        },
      ],
    };
  }

  async newArrivals(reader: Reader | null, page: number): Promise<Feed> {
    const offset = this.offsetOf(page, OPDS_PAGE_SIZE);
    const today = this.clock.today();
    const [ids, total] = await Promise.all([
      offset === undefined ? [] : this.repository.newArrivalIds(today, offset, OPDS_PAGE_SIZE),
      this.repository.newArrivalCount(today, SHOP_MAX_DEPTH),
    ]);
    return this.publicationsFeed(reader, {
      title: 'New arrivals',
      path: 'new-arrivals',
      ids,
      page,
      total,
    });
  }

  async bestSellers(reader: Reader | null, page: number): Promise<Feed> {
    const offset = this.offsetOf(page, OPDS_PAGE_SIZE);
    // One more than the page tells whether there is a next one, without counting every sale.
    const ids = offset === undefined ? [] : await this.repository.bestSellerIds(offset, OPDS_PAGE_SIZE + 1);
    return this.publicationsFeed(reader, {
      title: 'Best sellers',
      path: 'best-sellers',
      ids: ids.slice(0, OPDS_PAGE_SIZE),
      page,
      hasNext: ids.length > OPDS_PAGE_SIZE && page * OPDS_PAGE_SIZE < SHOP_MAX_DEPTH,
    });
  }

  async genres(): Promise<Feed> {
    const { result } = await this.catalog.shopPage({ Page: 1, PageSize: 1 });
    return {
      kind: 'navigation',
      title: 'Genres',
      path: 'genres',
      up: 'catalog',
      navigation: result.facets.Filters.Geners.filter((genre) => genre.Count > 0).map((genre) => ({
        title: genre.GenerName,
        path: `genres/${genre.GenerId}`,
        kind: 'acquisition',
        count: genre.Count,
      })),
    };
  }

  async genre(reader: Reader | null, genreId: string, page: number): Promise<Feed> {
    const { result } = await this.catalog.shopPage({ Page: 1, PageSize: 1 });
    const genre = result.facets.Filters.Geners.find((item) => item.GenerId === genreId);
    if (!genre) throw new NotFound('No such genre.');
    return this.shopFeed(reader, { title: genre.GenerName, path: `genres/${genre.GenerId}`, up: 'genres' }, page, {
      GenerIds: [genre.GenerId],
    });
  }

  async authors(page: number): Promise<Feed> {
    const offset = this.offsetOf(page, OPDS_AUTHORS_PAGE_SIZE);
    const rows = offset === undefined ? [] : await this.repository.topAuthors(offset, OPDS_AUTHORS_PAGE_SIZE + 1);
    const navigation = rows.slice(0, OPDS_AUTHORS_PAGE_SIZE).map((row): NavigationEntry => ({
      title: `${row.firstName} ${row.lastName}`.trim(),
      path: `authors/${row.id}`,
      kind: 'acquisition',
      count: row.books,
    }));
    return {
      kind: 'navigation',
      title: 'Authors',
      path: 'authors',
      up: 'catalog',
      paging: {
        page,
        pageSize: OPDS_AUTHORS_PAGE_SIZE,
        hasNext: rows.length > OPDS_AUTHORS_PAGE_SIZE && page * OPDS_AUTHORS_PAGE_SIZE < SHOP_MAX_DEPTH,
      },
      // An OPDS feed holds at least one entry: past the last page, the way back.
      navigation: navigation.length > 0 ? navigation : [START],
    };
  }

  async author(reader: Reader | null, authorId: string, page: number): Promise<Feed> {
    const dbId = parseDbId(authorId);
    const author = dbId === undefined ? undefined : await this.repository.authorWithBooks(dbId);
    if (!author) throw new NotFound('No such author.');
    return this.shopFeed(reader, { title: fullName(author), path: `authors/${author.id}`, up: 'authors' }, page, {
      AuthorIds: [String(author.id)],
    });
  }

  async searchFeed(reader: Reader | null, query: string, page: number): Promise<Feed> {
    const text = query.trim().slice(0, 200);
    const inRange = page <= SEARCH_MAX_PAGE && (page - 1) * OPDS_PAGE_SIZE < SEARCH_TOTAL_CAP;
    const answer =
      text === '' || !inRange
        ? { SearchList: [], Total: 0 }
        : await this.search.search({ q: text, limit: OPDS_PAGE_SIZE, page });
    return this.publicationsFeed(reader, {
      title: text === '' ? 'Search' : `Search: ${text}`,
      path: 'search',
      query: { query: text },
      ids: answer.SearchList.map((book) => Number(book.Id)),
      page,
      total: answer.Total,
    });
  }

  /** The reader's books, newest purchase first; Unauthorized without a reader. */
  async bookshelf(reader: Reader | null, page: number): Promise<Feed> {
    if (!reader) throw new Unauthorized(messages.unauthorizedUser);
    const offset = (page - 1) * OPDS_PAGE_SIZE;
    const [shelf, total] = await Promise.all([
      this.repository.bookshelfIds(reader.id, offset, OPDS_PAGE_SIZE),
      this.repository.bookshelfCount(reader.id),
    ]);
    const rows = new Map(
      (
        await this.repository.publications(
          shelf.map((item) => item.id),
          { anyVisibility: true },
        )
      ).map((row) => [row.id, row]),
    );
    const publications = shelf.flatMap((item) => {
      const row = rows.get(item.id);
      return row ? [{ ...toPublication(row, true), addedAt: item.purchasedAt }] : [];
    });
    return {
      kind: 'acquisition',
      title: 'My bookshelf',
      path: 'bookshelf',
      up: 'catalog',
      personal: true,
      paging: { page, pageSize: OPDS_PAGE_SIZE, total, hasNext: offset + OPDS_PAGE_SIZE < total },
      ...(publications.length > 0
        ? { publications }
        : { navigation: [{ title: 'Browse the store', path: 'catalog', kind: 'navigation' }] }),
    };
  }

  /** The offset of a page, or undefined past SHOP_MAX_DEPTH (such a page is empty). */
  private offsetOf(page: number, pageSize: number): number | undefined {
    const offset = (page - 1) * pageSize;
    return offset < SHOP_MAX_DEPTH ? offset : undefined;
  }

  /** A genre's or an author's page, read as the shop reads it. */
  private async shopFeed(
    reader: Reader | null,
    feed: { title: string; path: string; up: string },
    page: number,
    filters: { GenerIds?: string[]; AuthorIds?: string[] },
  ): Promise<Feed> {
    const offset = this.offsetOf(page, OPDS_PAGE_SIZE);
    const { ids, result } =
      offset === undefined
        ? { ids: [], result: undefined }
        : await this.catalog.shopPage({ ...filters, Page: page, PageSize: OPDS_PAGE_SIZE });
    const total =
      result?.facets.Total ?? (await this.catalog.shopPage({ ...filters, Page: 1, PageSize: 1 })).result.facets.Total;
    return this.publicationsFeed(reader, { ...feed, ids, page, total });
  }

  private async publicationsFeed(
    reader: Reader | null,
    feed: {
      title: string;
      path: string;
      up?: string;
      query?: Record<string, string>;
      ids: number[];
      page: number;
      total?: number;
      hasNext?: boolean;
    },
  ): Promise<Feed> {
    const [rows, owned] = await Promise.all([
      this.repository.publications(feed.ids),
      this.ownedAmong(reader, feed.ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const publications = feed.ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPublication(row, owned.has(id))] : [];
    });
    const reachable = feed.total === undefined ? undefined : Math.min(feed.total, SHOP_MAX_DEPTH);
    return {
      kind: 'acquisition',
      title: feed.title,
      path: feed.path,
      query: feed.query,
      up: feed.up ?? 'catalog',
      paging: {
        page: feed.page,
        pageSize: OPDS_PAGE_SIZE,
        total: feed.total,
        hasNext: feed.hasNext ?? (reachable !== undefined && feed.page * OPDS_PAGE_SIZE < reachable),
      },
      // An OPDS feed holds at least one entry: an empty page (no match, past the end) offers the way back.
      ...(publications.length > 0 ? { publications } : { navigation: [START] }),
    };
  }

  /** The books among ids the reader may download: owned ones, or every one for an admin. */
  private async ownedAmong(reader: Reader | null, ids: number[]): Promise<Set<number>> {
    if (!reader || ids.length === 0) return new Set();
    if (reader.userType === 'Admin') return new Set(ids);
    return new Set(await this.uow.repos.library.ownedAmong(reader.id, ids));
  }
}

function toPublication(row: PublicationRow, acquirable: boolean): Publication {
  return {
    id: row.id,
    title: row.name,
    description: row.description,
    author: { id: row.author_id, name: fullName(row) },
    genre: { id: row.genre_id, name: row.genre_name },
    format: row.format,
    isbn: row.isbn,
    publisher: row.publisher,
    published: row.published_date,
    language: row.language,
    pages: row.page_count,
    coverKey: row.cover_key,
    salePaise: row.sale_price_paise,
    sampleFormat: row.preview_key === null ? null : row.preview_format,
    addedAt: row.created_at,
    acquirable,
  };
}
