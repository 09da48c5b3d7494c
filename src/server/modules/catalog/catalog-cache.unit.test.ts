import type { AllBooksQuery } from '../../../shared/contract/catalog.contract';
import { manualClock, type ManualClock } from '../../clock';
import { NotFound } from '../../domain-errors';
import { CATALOG_CACHE_TTL_MS, CatalogCache, catalogCacheKeys } from './catalog-cache';

describe('CatalogCache', () => {
  let clock: ManualClock;
  let cache: CatalogCache;
  let builds: number;
  /** A build whose answer says how many builds ran so far: a cached answer keeps its number. */
  const build = async () => ({ Build: ++builds });
  const banners = () => cache.answer(catalogCacheKeys.list('getBanners'), build);

  beforeEach(() => {
    clock = manualClock('2025-06-15');
    cache = new CatalogCache(clock, { now: () => clock.now().getTime() });
    builds = 0;
  });

  test('keeps the answer as JSON text and serves it until invalidate()', async () => {
    expect(await banners()).toBe('{"Build":1}');
    expect(await banners()).toBe('{"Build":1}');
    cache.invalidate();
    expect(await banners()).toBe('{"Build":2}');
    expect(await banners()).toBe('{"Build":2}');
  });

  test('invalidate() drops shared parts and search answers too', async () => {
    const facets = catalogCacheKeys.shopFacets<{ Build: number }>({ genreIds: [1] });
    const search = catalogCacheKeys.search({ q: 'tagore', limit: 10, page: 1 });
    expect(await cache.part(facets, build)).toEqual({ Build: 1 });
    expect(await cache.answer(search, build)).toBe('{"Build":2}');
    expect(await cache.part(facets, build)).toEqual({ Build: 1 });
    cache.invalidate();
    expect(await cache.part(facets, build)).toEqual({ Build: 3 });
    expect(await cache.answer(search, build)).toBe('{"Build":4}');
  });

  test('an answer built while a write happened is not kept as current', async () => {
    let finishBuild!: () => void;
    const slow = cache.answer(
      catalogCacheKeys.list('getStats'),
      () =>
        new Promise((resolve) => {
          finishBuild = () => resolve({ Build: ++builds });
        }),
    );
    cache.invalidate();
    finishBuild();
    expect(await slow).toBe('{"Build":1}');
    expect(await cache.answer(catalogCacheKeys.list('getStats'), build)).toBe('{"Build":2}');
  });

  test('entries live for the safety lifetime only (writes by another server)', async () => {
    expect(await banners()).toBe('{"Build":1}');
    clock.advance(CATALOG_CACHE_TTL_MS - 1);
    expect(await banners()).toBe('{"Build":1}');
    clock.advance(1);
    expect(await banners()).toBe('{"Build":2}');
  });

  test('a new day starts with fresh answers (date-dependent lists change at midnight UTC)', async () => {
    // A lifetime longer than the day, so only the date can end the entry.
    const dayLong = new CatalogCache(clock, { ttlMs: 48 * 60 * 60 * 1000, now: () => clock.now().getTime() });
    const newArrivals = () => dayLong.answer(catalogCacheKeys.list('getNewArrivalBooks'), build);
    expect(await newArrivals()).toBe('{"Build":1}');
    clock.advance(12 * 60 * 60 * 1000 - 1); // 23:59:59.999 of the same day
    expect(await newArrivals()).toBe('{"Build":1}');
    clock.advance(1);
    expect(await newArrivals()).toBe('{"Build":2}');
  });

  test('a build that fails (no such book) keeps nothing, so probing cannot evict real answers', async () => {
    const missing = () =>
      cache.answer(catalogCacheKeys.book('999'), () => Promise.reject(new NotFound('no such book')));
    await expect(missing()).rejects.toBeInstanceOf(NotFound);
    expect(await cache.answer(catalogCacheKeys.book('999'), build)).toBe('{"Build":1}');
  });

  test('shop queries that mean the same share one key; pages and filters do not', () => {
    const query = (overrides: Partial<AllBooksQuery>): AllBooksQuery => ({ Page: 1, PageSize: 12, ...overrides });
    const key = (overrides: Partial<AllBooksQuery>) => catalogCacheKeys.shopPage(query(overrides)).id;
    expect(key({ GenerIds: ['3', '1', '3'] })).toBe(key({ GenerIds: ['1', '3'] }));
    expect(key({ GenerIds: ['1'] })).not.toBe(key({ GenerIds: ['3'] }));
    expect(key({ Page: 2 })).not.toBe(key({}));
    expect(key({ Languages: ['hi', 'en', 'hi'] })).toBe(key({ Languages: ['en', 'hi'] }));
    expect(key({ Languages: ['hi'] })).not.toBe(key({ Languages: ['en'] }));
    expect(key({ Languages: ['hi'] })).not.toBe(key({}));
    expect(catalogCacheKeys.search({ q: '  Tagore ', limit: 10, page: 1 }).id).toBe(
      catalogCacheKeys.search({ q: 'tagore', limit: 10, page: 1 }).id,
    );
  });

  test("type-ahead search cannot evict the shop's answers: each region has its own bound", async () => {
    expect(await banners()).toBe('{"Build":1}');
    for (let i = 0; i < 2500; i++)
      await cache.answer(catalogCacheKeys.search({ q: `word${i}`, limit: 10, page: 1 }), build);
    expect(await banners()).toBe('{"Build":1}');
  });
});
