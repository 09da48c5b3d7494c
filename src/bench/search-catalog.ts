/**
 * A synthetic catalog for the search benchmark: titles drawn from a Zipf-distributed vocabulary
 * (a few common words such as 'the' and 'of' in a large share of titles, a long tail of rare ones),
 * a few hundred authors, and heavy-tailed sales. Seeded, so every run builds the same catalog.
 */

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
  'the', 'of', 'and', 'a', 'in', 'to', 'my', 'for', 'with', 'love', 'night', 'house', 'last', 'city', 'dark', 'life', 'world',
  'secret', 'girl', 'story', 'war', 'king', 'light', 'time', 'river', 'home', 'summer', 'garden', 'heart', 'blood', 'shadow',
];
const SYLLABLES = ['ka', 'lo', 'mir', 'an', 'te', 'vo', 'ri', 'sul', 'dan', 'be', 'zo', 'phi', 'ra', 'mon', 'el', 'tra', 'gu', 'nel', 'sa', 'dor', 'qui', 'ven', 'os', 'tal'];
const FIRST_NAMES = ['Amara', 'Ravi', 'Meera', 'Arjun', 'Lena', 'Tomas', 'Priya', 'Kofi', 'Ines', 'Hiro', 'Sofia', 'Omar', 'Anya', 'Dev', 'Chloé', 'Mateo', 'Zara', 'Ivan', 'Noor', 'Elif'];
const LAST_NAMES = ['Okafor', 'Sharma', 'Brontë', 'Lindqvist', 'Novak', 'Iyer', 'Haddad', 'Moreau', 'Tanaka', 'Costa', 'Mensah', 'Kowalski', 'Rao', 'Dubois', 'Silva'];

export interface SyntheticCatalog {
  /** Vocabulary, most frequent first. */
  words: string[];
  authors: Array<{ firstName: string; lastName: string }>;
  title(): string;
  authorIndex(): number;
  sales(): number;
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
  const zipfWord = () => {
    const target = random() * sum;
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
  const authors = Array.from({ length: options.authors }, (_, i) => ({
    firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    lastName: `${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}${i >= FIRST_NAMES.length * LAST_NAMES.length ? `-${capitalise(words[100 + i]!)}` : ''}`,
  }));
  return {
    words,
    authors,
    title: () => Array.from({ length: 2 + Math.floor(random() * 5) }, () => capitalise(zipfWord())).join(' '),
    authorIndex: () => Math.floor(random() * authors.length),
    // Most books sell little; a few sell a lot.
    sales: () => Math.floor(1 / (random() + 0.0005)) - 1,
  };
}
