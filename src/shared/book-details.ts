/**
 * A book's bibliographic details beside its title and author: the file's format, ISBN, publisher,
 * publication date, language and length. The rules are plain functions (no zod), so a page that
 * only shows details does not load the schemas; the contracts build their schemas on them.
 */

export const BOOK_FORMATS = ['EPUB', 'PDF'] as const;

/**
 * The refusals of a book file and its details, for the wizard, Manage Books and the server. Here
 * rather than in messages.ts, whose every text is part of the home page's JavaScript.
 */
export const bookDetailMessages = {
  uploadNotBook: 'Must be a PDF or EPUB file.',
  invalidIsbn: 'Must be an ISBN-10 or ISBN-13 with a valid check digit.',
  invalidPublishedDate: 'Must be a date as YYYY, YYYY-MM or YYYY-MM-DD.',
  invalidLanguage: "Must be a language code such as 'en', 'hi' or 'en-IN'.",
} as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];

export const PUBLISHER_MAX_LENGTH = 200;

/**
 * A publication date as precise as the publisher gave it: '2019', '2019-05' or '2019-05-12' (ISO
 * 8601; an EPUB's dc:date is often a year only, and inventing a day would be a false detail).
 */
const publishedDatePattern = /^(\d{4})(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

export function isPublishedDate(text: string): boolean {
  const match = publishedDatePattern.exec(text);
  if (!match) return false;
  if (!match[5]) return true;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * A BCP 47 language tag as books carry them ('en', 'hi', 'en-IN', 'zh-Hant-TW'), normalised to its
 * usual case: language lower, script title, region upper. Undefined when the text is not a tag.
 */
export function normalizeLanguageTag(text: string): string | undefined {
  const tag = text.trim().replace(/_/g, '-');
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) || tag.length > 35) return undefined;
  return tag
    .split('-')
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 4 && /^[A-Za-z]+$/.test(part)) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      if (part.length === 2 && /^[A-Za-z]+$/.test(part)) return part.toUpperCase();
      return part.toLowerCase();
    })
    .join('-');
}

/** The store's own sample of a book with no uploaded preview: this share of the book. */
export const SAMPLE_SHARE = 0.1;
/** A PDF sample's pages: SAMPLE_SHARE of the book, at least and at most these (never more than the book). */
export const PDF_SAMPLE_MIN_PAGES = 3;
export const PDF_SAMPLE_MAX_PAGES = 30;
