/** The shop's query parameters as database filters (ShopFilters): what the query means, not how it was spelled. */
import type { AllBooksQuery } from '../../../shared/contract/catalog.contract';
import { rupeesToPaise } from '../../../shared/money';
import { parseDbId } from '../../db/books';
import type { ShopFilters } from './catalog.repository';

/** Database ids of an id list, sorted and without repeats; ids no row can have are dropped (so they match nothing). */
function toDbIds(ids: string[] | undefined): number[] | undefined {
  if (!ids) return undefined;
  const valid = ids.map(parseDbId).filter((id): id is number => id !== undefined);
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** From getAllBooks' query, or any query with some of its filters (the author lookup's). */
export function toShopFilters(
  query: Partial<Pick<AllBooksQuery, 'GenerIds' | 'AuthorIds' | 'Languages' | 'MinPrice' | 'MaxPrice'>>,
): ShopFilters {
  return {
    genreIds: toDbIds(query.GenerIds),
    authorIds: toDbIds(query.AuthorIds),
    // Normalised by the contract; sorted and without repeats here, as the ids, for the cache's keys.
    languages: query.Languages && [...new Set(query.Languages)].sort(),
    minSalePaise: query.MinPrice === undefined ? undefined : rupeesToPaise(query.MinPrice),
    maxSalePaise: query.MaxPrice === undefined ? undefined : rupeesToPaise(query.MaxPrice),
  };
}
