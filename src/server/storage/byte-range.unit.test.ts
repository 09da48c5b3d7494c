import { contentRange, parseRange } from './byte-range';

const SIZE = 1000;

describe('parseRange', () => {
  test.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 999],
    ['bytes=-100', 900, 999],
    ['bytes=990-2000', 990, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=999-999', 999, 999],
    ['BYTES = 5-9', 5, 9],
    ['bytes= 5-9 ', 5, 9],
  ])('%s is bytes %d-%d', (header, start, end) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: 'partial', start, end });
  });

  test.each([
    ['bytes=1000-', 'starts at the end'],
    ['bytes=5000-6000', 'starts beyond the end'],
    ['bytes=-0', 'an empty suffix'],
    ['bytes=9-5', 'ends before it starts'],
    ['bytes=-', 'no numbers'],
    ['bytes=', 'nothing'],
    ['bytes=a-b', 'not numbers'],
    ['bytes=+1-5', 'a sign'],
    ['bytes=1e3-', 'an exponent'],
    ['bytes=0-99,x', 'a malformed second range'],
    ['bytes=1234567890123456-', 'more digits than any file'],
  ])('%s is unsatisfiable (%s)', (header) => {
    expect(parseRange(header, SIZE)).toEqual({ kind: 'unsatisfiable' });
  });

  test('no header, another unit, or several ranges: the whole file', () => {
    expect(parseRange(undefined, SIZE)).toEqual({ kind: 'full' });
    expect(parseRange('items=0-5', SIZE)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-99, 200-299', SIZE)).toEqual({ kind: 'full' });
  });

  test('an empty file satisfies no range', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('contentRange', () => {
  test('a partial answer names its bytes, a 416 only the size', () => {
    expect(contentRange({ kind: 'partial', start: 0, end: 99 }, SIZE)).toBe('bytes 0-99/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, SIZE)).toBe('bytes */1000');
    expect(contentRange({ kind: 'full' }, SIZE)).toBeUndefined();
  });
});
