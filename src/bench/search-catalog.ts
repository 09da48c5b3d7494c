/**
 * A synthetic catalog for the search benchmark: titles drawn from a Zipf-distributed vocabulary
 * (a few common words such as 'the' and 'of' in a large share of titles, a long tail of rare ones),
 * a few hundred authors, and heavy-tailed sales. Seeded, so every run builds the same catalog.
 */
import { apiPaths } from '../shared/api-paths';

/** mulberry32: a small, fast, seeded PRNG (Math.random cannot be seeded). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const COMMON_WORDS = [
  'the',
  'of',
  'and',
  'a',
  'in',
  'to',
  'my',
  'for',
  'with',
  'love',
  'night',
  'house',
  'last',
  'city',
  'dark',
  'life',
  'world',
  'secret',
  'girl',
  'story',
  'war',
  'king',
  'light',
  'time',
  'river',
  'home',
  'summer',
  'garden',
  'heart',
  'blood',
  'shadow',
];
const SYLLABLES = [
  'ka',
  'lo',
  'mir',
  'an',
  'te',
  'vo',
  'ri',
  'sul',
  'dan',
  'be',
  'zo',
  'phi',
  'ra',
  'mon',
  'el',
  'tra',
  'gu',
  'nel',
  'sa',
  'dor',
  'qui',
  'ven',
  'os',
  'tal',
];
const FIRST_NAMES = [
  'Amara',
  'Ravi',
  'Meera',
  'Arjun',
  'Lena',
  'Tomas',
  'Priya',
  'Kofi',
  'Ines',
  'Hiro',
  'Sofia',
  'Omar',
  'Anya',
  'Dev',
  'Chloé',
  'Mateo',
  'Zara',
  'Ivan',
  'Noor',
  'Elif',
];
const LAST_NAMES = [
  'Okafor',
  'Sharma',
  'Brontë',
  'Lindqvist',
  'Novak',
  'Iyer',
  'Haddad',
  'Moreau',
  'Tanaka',
  'Costa',
  'Mensah',
  'Kowalski',
  'Rao',
  'Dubois',
  'Silva',
];

export interface SyntheticCatalog {
  /** Vocabulary, most frequent first. */
  words: string[];
  authors: Array<{ firstName: string; lastName: string }>;
  /**
   * A title; `random` (default: the catalog's own sequence) lets a chunked loader draw each chunk
   * from a sequence of its own, so a resumed load builds the same books as an uninterrupted one.
   */
  title(random?: () => number): string;
  authorIndex(): number;
  sales(random?: () => number): number;
}

/** Invented words (two or three syllables), distinct from the common words. */
function inventedWords(count: number, random: () => number): string[] {
  const words = new Set<string>(COMMON_WORDS);
  while (words.size < count + COMMON_WORDS.length) {
    const syllables = 2 + Math.floor(random() * 2);
    words.add(Array.from({ length: syllables }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words].slice(COMMON_WORDS.length);
}

export function syntheticCatalog(options: { vocabulary: number; authors: number; seed: number }): SyntheticCatalog {
  const random = seededRandom(options.seed);
  const words = [...COMMON_WORDS, ...inventedWords(options.vocabulary - COMMON_WORDS.length, random)];
  // Zipf (s = 1): the word of rank r is drawn with probability proportional to 1 / r.
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let rank = 0; rank < words.length; rank += 1) cumulative[rank] = sum += 1 / (rank + 1);
  const zipfWord = (draw: () => number) => {
    const target = draw() * sum;
    let low = 0;
    let high = words.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return words[low]!;
  };
  const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  // Past the 300 plain first/last pairs a vocabulary word tells authors apart; past the vocabulary
  // (hundreds of thousands of authors at a million books) a number after the word does.
  const plainNames = FIRST_NAMES.length * LAST_NAMES.length;
  const suffixWords = words.length - 100;
  const suffix = (i: number) => {
    if (i < plainNames) return '';
    const round = Math.floor(i / suffixWords);
    return `-${capitalise(words[100 + (i % suffixWords)]!)}${round > 0 ? ` ${round + 1}` : ''}`;
  };
  const authors = Array.from({ length: options.authors }, (_, i) => ({
    firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    lastName: `${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}${suffix(i)}`,
  }));
  return {
    words,
    authors,
    title: (draw = random) =>
      Array.from({ length: 2 + Math.floor(draw() * 5) }, () => capitalise(zipfWord(draw))).join(' '),
    authorIndex: () => Math.floor(random() * authors.length),
    // Most books sell little; a few sell a lot.
    sales: (draw = random) => Math.floor(1 / (draw() + 0.0005)) - 1,
  };
}

/** A kind of search query, and the queries of that kind drawn from a catalog. */
export interface SearchQueryKind {
  name: string;
  queries: string[];
}

/** Fixed search query kinds, drawn from the catalog's own vocabulary and authors (bench:search, bench:catalog). */
export function searchQueryKinds(catalog: SyntheticCatalog): SearchQueryKind[] {
  const { words, authors } = catalog;
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  const twoLetterPrefixes = [...new Set(words.slice(0, 2000).map((word) => word.slice(0, 2)))];
  return [
    { name: 'rare word', queries: range(3000, 200).map((rank) => words[rank]!) },
    { name: 'common word', queries: range(0, 20).map((rank) => words[rank]!) },
    { name: '1-letter prefix', queries: [...'abcdefghijklmnopqrstuvwxyz'] },
    { name: '2-letter prefix', queries: twoLetterPrefixes },
    { name: 'two words', queries: range(0, 200).map((i) => `${words[i % 30]} ${words[30 + i]}`) },
    { name: 'author name', queries: authors.slice(0, 200).map((author) => `${author.firstName} ${author.lastName}`) },
    { name: 'no match', queries: range(0, 200).map((i) => `zqx${i}vv`) },
  ];
}

/**
 * `count` distinct search request paths for a kind: its queries, then again with the next page
 * size, and so on, so no request repeats an earlier one (the response cache would answer it).
 */
export function searchRequestPaths(kind: SearchQueryKind, count: number, firstLimit: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const q = kind.queries[i % kind.queries.length]!;
    const limit = firstLimit + Math.floor(i / kind.queries.length);
    return `${apiPaths.searchBooks}?q=${encodeURIComponent(q)}&limit=${limit}`;
  });
}
