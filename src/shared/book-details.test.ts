import { isPublishedDate, normalizeLanguageTag } from './book-details';
import { normalizeIsbn } from './isbn';

describe('normalizeIsbn', () => {
  test.each([
    ['978-81-7525-766-5', '9788175257665'],
    ['9788175257665', '9788175257665'],
    ['urn:isbn:9788175257665', '9788175257665'],
    ['ISBN 978 0 306 40615 7', '9780306406157'],
    // ISBN-10, with X as check digit and without
    ['0-306-40615-2', '9780306406157'],
    ['080442957X', '9780804429573'],
    ['979-10-90636-07-1', '9791090636071'],
  ])('%s is %s', (text, isbn13) => expect(normalizeIsbn(text)).toBe(isbn13));

  test.each(['978-81-7525-766-4', '0-306-40615-3', '12345', '977-81-7525-766-5', 'abcdefghij', ''])(
    '%s is not an ISBN',
    (text) => {
      expect(normalizeIsbn(text)).toBeUndefined();
    },
  );
});

describe('isPublishedDate', () => {
  test.each(['2019', '2019-05', '2019-05-12', '2024-02-29'])('%s is', (text) =>
    expect(isPublishedDate(text)).toBe(true),
  );
  test.each(['19', '2019-13', '2019-02-30', '2023-02-29', '2019-5-1', '12 May 2019', '2019-05-12T00:00:00Z'])(
    '%s is not',
    (text) => expect(isPublishedDate(text)).toBe(false),
  );
});

describe('normalizeLanguageTag', () => {
  test.each([
    ['en', 'en'],
    ['EN-us', 'en-US'],
    ['hi_IN', 'hi-IN'],
    ['zh-hant-tw', 'zh-Hant-TW'],
  ])('%s is %s', (text, tag) => expect(normalizeLanguageTag(text)).toBe(tag));
  test.each(['', 'english', 'e', '12', 'en--US'])('%s is not a tag', (text) =>
    expect(normalizeLanguageTag(text)).toBeUndefined(),
  );
});
