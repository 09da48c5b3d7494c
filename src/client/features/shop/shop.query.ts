import { normalizeLanguageTag } from '../../../shared/book-details';
import { SHOP_MAX_DEPTH, SHOP_PAGE_SIZE, shopLastPage } from '../../../shared/constants';
import { initialShopFilters, type ShopFilters } from './shop.slice';

/** Ids in the URL are digits (the API's opaque ids are numeric strings); anything else is dropped. */
const ID = /^\d{1,15}$/;

function idList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter((id) => ID.test(id)))];
}

/** The most languages a URL's filter keeps (the server takes no more). */
const MAX_LANGUAGES = 20;

/** Language codes in the URL, normalised as books carry them ('en_in' is 'en-IN'); anything else is dropped. */
function languageList(value: string | null): string[] {
  if (!value) return [];
  const tags = value.split(',').map((code) => normalizeLanguageTag(code));
  return [...new Set(tags.filter((tag): tag is string => tag !== undefined))].slice(0, MAX_LANGUAGES);
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * The last page the server pages to at the shop's page size (SHOP_MAX_DEPTH books): a URL asking for
 * a later page gets this one, so the server is never asked for a page it refuses.
 */
export const SHOP_DEEPEST_PAGE = shopLastPage(SHOP_MAX_DEPTH, SHOP_PAGE_SIZE);

/** Filters from the shop URL's query (?genre=1,2&author=3&language=hi,en&min=100&max=500&page=2). */
export function filtersFromSearchParams(params: URLSearchParams): ShopFilters {
  const page = Number(params.get('page'));
  let minPrice = amount(params.get('min'));
  let maxPrice = amount(params.get('max'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    genreIds: idList(params.get('genre')),
    authorIds: idList(params.get('author')),
    languages: languageList(params.get('language')),
    minPrice,
    maxPrice,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, SHOP_DEEPEST_PAGE) : initialShopFilters.page,
  };
}

/** The canonical query string for filters (empty parts left out; ids sorted so equal filters give equal URLs). */
export function searchStringFromFilters(filters: ShopFilters): string {
  const parts: string[] = [];
  if (filters.genreIds.length) parts.push(`genre=${[...filters.genreIds].sort(byNumber).join(',')}`);
  if (filters.authorIds.length) parts.push(`author=${[...filters.authorIds].sort(byNumber).join(',')}`);
  // `language`, not `lang`: ?lang= chooses the page's own language (shared/i18n/locales.ts).
  if (filters.languages.length) parts.push(`language=${sortedLanguages(filters.languages)}`);
  if (filters.minPrice !== null) parts.push(`min=${filters.minPrice}`);
  if (filters.maxPrice !== null) parts.push(`max=${filters.maxPrice}`);
  if (filters.page > 1) parts.push(`page=${filters.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function byNumber(a: string, b: string): number {
  return Number(a) - Number(b);
}

function sortedLanguages(languages: readonly string[]): string {
  return [...languages].sort().join(',');
}

/** The getAllBooks query string for filters: the server filters, pages and counts. */
export function allBooksQueryString(filters: ShopFilters, pageSize: number = SHOP_PAGE_SIZE): string {
  const parts: string[] = [];
  if (filters.genreIds.length) parts.push(`GenerIds=${[...filters.genreIds].sort(byNumber).join(',')}`);
  if (filters.authorIds.length) parts.push(`AuthorIds=${[...filters.authorIds].sort(byNumber).join(',')}`);
  if (filters.languages.length) parts.push(`Languages=${sortedLanguages(filters.languages)}`);
  parts.push(...priceParts(filters));
  parts.push(`Page=${filters.page}`, `PageSize=${pageSize}`);
  return parts.join('&');
}

function priceParts(filters: Pick<ShopFilters, 'minPrice' | 'maxPrice'>): string[] {
  const parts: string[] = [];
  if (filters.minPrice !== null) parts.push(`MinPrice=${filters.minPrice}`);
  if (filters.maxPrice !== null) parts.push(`MaxPrice=${filters.maxPrice}`);
  return parts;
}

/** What the author lookup sends: the typed name and the shop's genre, language and price filters (not its authors). */
export interface AuthorLookupArgs extends Pick<ShopFilters, 'genreIds' | 'languages' | 'minPrice' | 'maxPrice'> {
  /** Already trimmed and not empty. */
  name: string;
}

/** The searchAuthors query string: the authors are counted over the books matching the genre, language and price filters. */
export function authorLookupQueryString({ name, genreIds, languages, minPrice, maxPrice }: AuthorLookupArgs): string {
  const parts = [`Name=${encodeURIComponent(name)}`];
  if (genreIds.length) parts.push(`GenerIds=${[...genreIds].sort(byNumber).join(',')}`);
  if (languages.length) parts.push(`Languages=${sortedLanguages(languages)}`);
  parts.push(...priceParts({ minPrice, maxPrice }));
  return parts.join('&');
}
