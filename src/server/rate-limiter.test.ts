import { manualClock } from './clock';
import { SlidingWindowLimiter } from './rate-limiter';

function setup(limit = 3, windowMs = 60_000, maxKeys?: number) {
  const clock = manualClock('2025-06-15');
  return { clock, limiter: new SlidingWindowLimiter({ limit, windowMs, clock, maxKeys }) };
}

function recordTimes(limiter: SlidingWindowLimiter, key: string, times: number) {
  for (let i = 0; i < times; i += 1) limiter.record(key);
}

describe('SlidingWindowLimiter', () => {
  test('blocks a key once it has `limit` events in the window, and only that key', () => {
    const { limiter } = setup(3);
    recordTimes(limiter, 'a', 2);
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.record('a');
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
  });

  test('frees the key when the window has passed since the events', () => {
    const { clock, limiter } = setup(3, 60_000);
    recordTimes(limiter, 'a', 3);
    clock.advance(59_999);
    expect(limiter.isBlocked('a')).toBe(true);
    clock.advance(1);
    expect(limiter.isBlocked('a')).toBe(false);
  });

  test('the window slides: events age out one by one', () => {
    const { clock, limiter } = setup(3, 60_000);
    limiter.record('a');
    clock.advance(30_000);
    recordTimes(limiter, 'a', 2);
    expect(limiter.isBlocked('a')).toBe(true);
    clock.advance(30_000); // the first event is now a minute old
    expect(limiter.isBlocked('a')).toBe(false);
    limiter.record('a');
    expect(limiter.isBlocked('a')).toBe(true);
    clock.advance(30_000); // the two middle events age out
    expect(limiter.isBlocked('a')).toBe(false);
  });

  test('reset forgets a key', () => {
    const { limiter } = setup(2);
    recordTimes(limiter, 'a', 2);
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });

  test('forgets keys whose events aged out, so memory does not grow with old keys', () => {
    const { clock, limiter } = setup(2, 1000);
    for (let i = 0; i < 50; i += 1) limiter.record(`key-${i}`);
    expect(limiter.size).toBe(50);
    clock.advance(1000);
    limiter.record('fresh');
    expect(limiter.size).toBe(1);
  });

  test('never remembers more than maxKeys keys, dropping the stalest', () => {
    const { limiter } = setup(2, 60_000, 3);
    for (const key of ['a', 'b', 'c']) limiter.record(key);
    limiter.record('a'); // 'a' is now the freshest (and at its limit); 'b' the stalest
    limiter.record('d');
    expect(limiter.size).toBe(3);
    expect(limiter.isBlocked('a')).toBe(true);
    limiter.record('b'); // had 'b' been kept, this second event would block it
    expect(limiter.isBlocked('b')).toBe(false);
  });

  test('refuses a limit that could never allow anything', () => {
    expect(() => setup(0)).toThrow(/limit/);
  });
});
