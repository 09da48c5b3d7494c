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

/**
 * Hindi titles (bench:search, issue 38): common words, then invented words of Devanagari syllables
 * with vowel signs, virama conjuncts and a nukta, the marks the index must keep in their words.
 */
const HINDI_COMMON_WORDS = [
  'की',
  'का',
  'के',
  'और',
  'में',
  'एक',
  'प्रेम',
  'कहानी',
  'कहानियाँ',
  'रात',
  'घर',
  'दिल',
  'ज़िंदगी',
  'हिन्दी',
  'दुनिया',
  'सपने',
  'गाँव',
  'शहर',
  'नदी',
  'राजा',
];
const HINDI_SYLLABLES = [
  'क',
  'का',
  'कि',
  'प्र',
  'प्रे',
  'स्त',
  'ना',
  'रे',
  'मं',
  'दी',
  'हि',
  'न्द',
  'चं',
  'ला',
  'ज़ि',
  'याँ',
  'श्री',
  'वा',
  'त्र',
  'मो',
  'धू',
  'भा',
];

export interface SyntheticCatalog {
  /** Vocabulary, most frequent first. */
  words: string[];
  /** The Hindi titles' vocabulary, most frequent first (empty without hindiShare). */
  hindiWords: string[];
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
function inventedWords(
  count: number,
  random: () => number,
  common: readonly string[] = COMMON_WORDS,
  syllableList: readonly string[] = SYLLABLES,
): string[] {
  const words = new Set<string>(common);
  while (words.size < count + common.length) {
    const syllables = 2 + Math.floor(random() * 2);
    words.add(
      Array.from({ length: syllables }, () => syllableList[Math.floor(random() * syllableList.length)]).join(''),
    );
  }
  return [...words].slice(common.length);
}

/** Zipf (s = 1): the word of rank r is drawn with probability proportional to 1 / r. */
function zipfDraw(words: readonly string[]): (draw: () => number) => string {
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let rank = 0; rank < words.length; rank += 1) cumulative[rank] = sum += 1 / (rank + 1);
  return (draw) => {
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
}

export function syntheticCatalog(options: {
  vocabulary: number;
  authors: number;
  seed: number;
  /** The share of titles in Hindi (0 by default: the catalogs of bench:catalog stay as they were). */
  hindiShare?: number;
}): SyntheticCatalog {
  const random = seededRandom(options.seed);
  const words = [...COMMON_WORDS, ...inventedWords(options.vocabulary - COMMON_WORDS.length, random)];
  const zipfWord = zipfDraw(words);
  const hindiShare = options.hindiShare ?? 0;
  const hindiWords =
    hindiShare > 0
      ? [
          ...HINDI_COMMON_WORDS,
          ...inventedWords(
            Math.round(options.vocabulary / 5),
            seededRandom(options.seed + 1),
            HINDI_COMMON_WORDS,
            HINDI_SYLLABLES,
          ),
        ]
      : [];
  const zipfHindiWord = zipfDraw(hindiWords);
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
    hindiWords,
    authors,
    title: (draw = random) => {
      // Drawn only with a share, so catalogs without Hindi draw the same sequence as before.
      const hindi = hindiShare > 0 && draw() < hindiShare;
      const word = hindi ? () => zipfHindiWord(draw) : () => capitalise(zipfWord(draw));
      return Array.from({ length: 2 + Math.floor(draw() * 5) }, word).join(' ');
    },
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
    ...devanagariQueryKinds(catalog.hindiWords),
  ];
}

/** With Hindi titles: Devanagari words whole (rare and common), and typed as far as their third character. */
function devanagariQueryKinds(hindiWords: string[]): SearchQueryKind[] {
  if (hindiWords.length === 0) return [];
  const rare = hindiWords.slice(300, 500);
  return [
    { name: 'Devanagari word', queries: rare },
    { name: 'Devanagari common word', queries: hindiWords.slice(0, 20) },
    {
      name: 'Devanagari prefix',
      queries: [...new Set(rare.map((word) => [...word].slice(0, 4).join('')))],
    },
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
