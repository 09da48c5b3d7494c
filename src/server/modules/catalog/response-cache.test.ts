import { ResponseCache } from './response-cache';
import { bumpCatalogVersion, catalogVersion } from './catalog-version';

describe('ResponseCache', () => {
  let now = 0;
  const cache = () => new ResponseCache({ maxEntries: 2, ttlMs: 1000, now: () => now });

  beforeEach(() => {
    now = 0;
  });

  test('answers an entry while its version is current and its TTL has not run out', () => {
    const c = cache();
    c.set('a', 1, '{"a":1}');
    expect(c.get('a', 1)).toBe('{"a":1}');
    expect(c.get('a', 2)).toBeUndefined();
    c.set('a', 2, '{"a":2}');
    now = 999;
    expect(c.get('a', 2)).toBe('{"a":2}');
    now = 1000;
    expect(c.get('a', 2)).toBeUndefined();
  });

  test('evicts the least recently used entry', () => {
    const c = cache();
    c.set('a', 1, 'A');
    c.set('b', 1, 'B');
    c.get('a', 1);
    c.set('c', 1, 'C');
    expect(c.get('b', 1)).toBeUndefined();
    expect(c.get('a', 1)).toBe('A');
    expect(c.size).toBe(2);
  });
});

test('catalog versions are kept per database handle', () => {
  const [one, two] = [{}, {}];
  bumpCatalogVersion(one);
  expect(catalogVersion(one)).toBe(1);
  expect(catalogVersion(two)).toBe(0);
});
