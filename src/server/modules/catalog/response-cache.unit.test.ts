import { ResponseCache } from './response-cache';

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

  test('builds on a miss, answers the built value after, and keeps nothing when the build throws', async () => {
    const c = cache();
    let builds = 0;
    const build = async () => `{"n":${++builds}}`;
    expect(await c.getOrBuild('a', 1, build)).toBe('{"n":1}');
    expect(await c.getOrBuild('a', 1, build)).toBe('{"n":1}');
    await expect(c.getOrBuild('b', 1, () => Promise.reject(new Error('no such book')))).rejects.toThrow('no such book');
    expect(c.get('b', 1)).toBeUndefined();
    expect(builds).toBe(1);
  });

  test('concurrent misses of one key share one build', async () => {
    const c = cache();
    let builds = 0;
    let finish!: (value: string) => void;
    const build = () => {
      builds += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = [c.getOrBuild('a', 1, build), c.getOrBuild('a', 1, build), c.getOrBuild('a', 1, build)];
    finish('A');
    expect(await Promise.all(waiting)).toEqual(['A', 'A', 'A']);
    expect(builds).toBe(1);
    // A newer version does not wait for a build of an older one.
    expect(await c.getOrBuild('a', 2, async () => 'A2')).toBe('A2');
  });
});
