/**
 * Search rules: which books a query finds and in what order (search.contract.ts). The index
 * answers in popularity order (search.repository.ts); this service puts the shopper's tiers on
 * top of it without ever ranking every match:
 *   1. titles that start with the query ('harry pot': 'Harry Potter and ...'): their own index
 *      probe, so this tier is exact on every page (on SQLite, among the SEARCH_TOTAL_CAP most
 *      popular matches: search.repository.ts);
 *   2. books where every query word is a whole word of the title or author name ('pot' finding
 *      'Pot' rather than 'Potter'), before books matched through word prefixes only;
 *   3. popularity (sales, then newest) inside each tier.
 * Tier 2 is applied within fixed blocks of RERANK_BLOCK books of the popularity order, so a page
 * costs one block or two of the index's matches whatever the match count, and pages never overlap;
 * the index tells which matches hold the words whole, so only the page's own cards are read.
 * The routes cache the answers (CatalogCache) per normalised query, limit and page.
 */
import type { ShopBook } from '../../../shared/contract/catalog.contract';
import { SEARCH_TOTAL_CAP, type SearchQuery, type SearchResponse } from '../../../shared/contract/search.contract';
import { searchWords } from '../../../shared/search-words';
import type { UnitOfWork } from '../../db/unit-of-work';
import { toShopBook } from '../catalog/catalog.service';

/** Books re-ranked together; at least SEARCH_MAX_LIMIT, so a page spans one block or two. */
const RERANK_BLOCK = 100;

const EMPTY_RESULT: SearchResponse = { SearchList: [], Total: 0 };

/** Within each block, whole-word matches (as the index tells them) move ahead; otherwise the popularity order stays. */
function rerankBlocks(ids: number[], wholeWords: ReadonlySet<number>): number[] {
  const reranked: number[] = [];
  for (let start = 0; start < ids.length; start += RERANK_BLOCK) {
    const block = ids.slice(start, start + RERANK_BLOCK);
    reranked.push(...block.filter((id) => wholeWords.has(id)), ...block.filter((id) => !wholeWords.has(id)));
  }
  return reranked;
}

/**
 * Where positions [offset, end) fall among the books after the `starters` title-starts-with
 * books: [restStart, restEnd) of them, inside the whole blocks [blockFrom, blockTo).
 */
function restBlocks(offset: number, end: number, starters: number) {
  const restStart = Math.max(0, offset - starters);
  const restEnd = end - starters;
  return {
    restStart,
    restEnd,
    blockFrom: Math.floor(restStart / RERANK_BLOCK) * RERANK_BLOCK,
    blockTo: Math.ceil(restEnd / RERANK_BLOCK) * RERANK_BLOCK,
  };
}

/**
 * The part of the page after the title-starts-with tier: positions [offset, end) of the whole
 * order, less the `starters` (all of them, as there are fewer than `end`), to be re-ranked by
 * blocks: the whole blocks they fall in, and where they lie in those blocks, [from, to).
 * `matches` are the first matches in popularity order, starters among them.
 */
function restOfPage(matches: number[], starters: number[], offset: number, end: number) {
  const { restStart, restEnd, blockFrom, blockTo } = restBlocks(offset, end, starters.length);
  const starterSet = new Set(starters);
  // Every starter is also a match, so blockTo + starters.length matches cover blockTo others.
  const others = matches.slice(0, blockTo + starters.length).filter((id) => !starterSet.has(id));
  return { blocks: others.slice(blockFrom, blockTo), from: restStart - blockFrom, to: restEnd - blockFrom };
}

export class SearchService {
  constructor(private readonly uow: UnitOfWork) {}

  async search(query: SearchQuery): Promise<SearchResponse> {
    const words = searchWords(query.q);
    // Nothing searchable ('***', '--'): an empty answer, not an error; the text was valid.
    if (words.length === 0) return EMPTY_RESULT;
    return this.build(words, query);
  }

  private async build(words: string[], { limit, page }: SearchQuery): Promise<SearchResponse> {
    const offset = (page - 1) * limit;
    // The list goes as far as Total does: past the cap there is nothing more to page through.
    const pageEnd = (total: number) => Math.min(offset + limit, total);
    const hits = await this.uow.repos.search.find(words, {
      cap: SEARCH_TOTAL_CAP,
      startersWanted: Math.min(offset + limit, SEARCH_TOTAL_CAP),
      matchesWanted: (total, starters) =>
        offset >= pageEnd(total) || starters >= pageEnd(total)
          ? 0
          : restBlocks(offset, pageEnd(total), starters).blockTo + starters,
    });
    const { total } = hits;
    const end = pageEnd(total);
    if (offset >= end) return { SearchList: [], Total: total };

    const starters = hits.starters.slice(0, end);
    const pageStarters = starters.slice(offset, end);
    const rest = starters.length < end ? restOfPage(hits.matches, starters, offset, end) : undefined;
    const restIds = rest ? rerankBlocks(rest.blocks, hits.wholeWords).slice(rest.from, rest.to) : [];
    // One read, of the page's own books: cold at 30 M books, each is a disk read or two.
    const pageIds = [...pageStarters, ...restIds];
    const rows = new Map((await this.uow.repos.catalog.shopBooksByIds(pageIds)).map((row) => [row.id, row] as const));
    const list: ShopBook[] = [];
    for (const id of pageIds) {
      const row = rows.get(id);
      // A book hidden since the index answered is left out rather than shown.
      if (row) list.push(toShopBook(row));
    }
    return { SearchList: list, Total: total };
  }
}
