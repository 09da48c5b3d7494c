import { DESCRIPTION_MAX_LENGTH } from '../../shared/constants';
import { clipAtWord, languageFrom, oneLine, plainDescription, publishedDateFrom } from './book-metadata-text';

describe('metadata text', () => {
  it('collapses whitespace into one line', () => {
    expect(oneLine('  Monsoon\n\tLetters  ')).toBe('Monsoon Letters');
    expect(oneLine(' \n ')).toBeUndefined();
  });

  it('makes a description plain text within the store limit, cut at a word', () => {
    expect(plainDescription('<p>A <i>tale</i> of two&nbsp;cities.</p><p>Second  paragraph.</p>')).toBe(
      'A tale of two cities. Second paragraph.',
    );
    const long = plainDescription(`<div>${'monsoon '.repeat(100)}</div>`)!;
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(long).toMatch(/monsoon…$/);
    expect(clipAtWord('alpha beta gamma', 12)).toBe('alpha beta…');
  });

  it('keeps a date as precise as it is valid, and ignores placeholders', () => {
    expect(publishedDateFrom('2019-05-12T10:00:00+05:30')).toBe('2019-05-12');
    expect(publishedDateFrom('2019-05')).toBe('2019-05');
    expect(publishedDateFrom('2019')).toBe('2019');
    expect(publishedDateFrom('2019-02-30')).toBe('2019-02');
    expect(publishedDateFrom('2019-13-01')).toBe('2019');
    expect(publishedDateFrom('0101-01-01T00:00:00+00:00')).toBeUndefined();
    expect(publishedDateFrom('May 2019')).toBeUndefined();
  });

  it('normalizes a language tag and drops "undetermined"', () => {
    expect(languageFrom('en_in')).toBe('en-IN');
    expect(languageFrom('und')).toBeUndefined();
    expect(languageFrom('English')).toBeUndefined();
  });
});
