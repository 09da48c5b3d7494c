/**
 * The words of a search text, as the search index sees them: runs of Unicode letters, digits and
 * combining marks, in lower case, with Latin accents removed ('Brontë' -> 'bronte'). Everything
 * else (spaces, punctuation, quotes, '*', '-', ':', brackets) only separates words, so a query can
 * never carry index syntax. The server builds its index queries from these words alone; the
 * client may use them to highlight matches.
 */

/** More words than anyone types into a search box; the rest adds nothing but cost. */
export const SEARCH_MAX_WORDS = 8;

// NFKD splits 'ë' into 'e' + U+0308; only that block of combining marks is dropped, because other
// marks (Devanagari vowel signs, for one) are part of their words, as they are in the index.
const latinCombiningMarks = /[\u0300-\u036f]/g;
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * NFKD, then the Latin marks dropped, then composed again (NFC): the index holds text as the store
 * writes it, composed (the contracts' titles and names), and a word of Bengali ('ো') or Hangul
 * decomposed would never equal it. Devanagari's nukta letters stay decomposed either way (Unicode
 * excludes them from composition), as they are in the index.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKD').replace(latinCombiningMarks, '').normalize('NFC').toLowerCase();
}

/** Every word of text, normalised (an empty list when it has none). */
export function wordsOf(text: string): string[] {
  return normalizeSearchText(text).match(wordPattern) ?? [];
}

/** The words of a search query: its first SEARCH_MAX_WORDS words. */
export function searchWords(query: string): string[] {
  return wordsOf(query).slice(0, SEARCH_MAX_WORDS);
}
