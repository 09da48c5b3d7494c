/**
 * The search index's ways of reading matches answer the same as reading every book: on
 * PostgreSQL each plan (the cost model's choice, the postings walk and the GIN bitmap) is forced
 * in turn; on SQLite the FTS5 index is the one way. The expected answer is computed here from the
 * books table alone: public books whose title or author name has a word starting with each query
 * word, most sold first, then newest.
 */
import { sql } from 'kysely';
import { SEARCH_TOTAL_CAP } from '../../../shared/contract/search.contract';
import { wordsOf } from '../../../shared/search-words';
import { seededRandom } from '../../../bench/search-catalog';
import type { NewBook } from '../../db/database';
import { createTestApp, testDialect, type TestApp } from '../../testing/create-test-app';
import { SearchRepository, type PostgresSearchPlan, type SearchRequest } from './search.repository';
import { bookTemplate } from '../../testing/books';

let t: TestApp;

/** A vocabulary with shared prefixes ('amber', 'amberly', 'ambit'), one-letter words and a word in most titles. */
const VOCABULARY = [
  'the',
  'a',
  'an',
  'and',
  'amber',
  'amberly',
  'ambit',
  'bolt',
  'bolter',
  'bolting',
  'cinder',
  'dusk',
  'duskwood',
  'ember',
  'fennel',
  'garnet',
  'harrow',
  'harrowing',
  'isle',
];
/** 80 words starting 'kel': more completions than are listed (the search reads 'kel' as a prefix). */
const KEL_WORDS = Array.from({ length: 80 }, (_, i) => `kel${'abcdefghij'[Math.floor(i / 10)]}${'klmnopqrst'[i % 10]}`);

const QUERIES = [
  'the',
  'a',
  'an',
  'amb',
  'amber',
  'the amber',
  'a bolt',
  'an dusk',
  'the amber bolt',
  'bolter cinder',
  'harrow isle',
  'ember fennel garnet',
  'duskw',
  'zz',
  'the zz',
  'garnet',
  'isle the',
  'a an',
  'wendeline',
  'wendeline amb',
  'kel',
  'k',
  'kel amber',
  'the kel',
  'kelak',
  'kel k the',
  // A rare word beside far more common ones: the walk merges their postings over the rare word's stretch of popularity.
  'kelak the',
  'the kelbm amber',
  'a kelcn',
];

const plans: PostgresSearchPlan[] = testDialect() === 'postgres' ? ['cheapest', 'walk', 'bitmap'] : ['cheapest'];

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await bookTemplate(t.db);
  const author = await t.db
    .insertInto('users')
    .values({
      email: 'wendeline@authors.example',
      email_normalized: 'wendeline@authors.example',
      first_name: 'Wendeline',
      last_name: 'Amberly',
      user_type: 'Author',
      country_code: '',
      phone_number: '',
      description: '',
      image_url: '',
      email_confirmed: 0,
      no_of_books: 0,
      password_hash: 'x',
      password_salt: 'x',
      created_at: '2025-01-01T00:00:00.000Z',
      anonymised_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const random = seededRandom(7);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const books: NewBook[] = Array.from({ length: 1500 }, () => ({
    ...seeded,
    name: [
      ...Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(VOCABULARY)),
      ...(random() < 0.3 ? [pick(KEL_WORDS)] : []),
    ].join(' '),
    author_id: random() < 0.1 ? author.id : seeded.author_id,
    // Ties in sales, so the id must break them.
    sales_count: Math.floor(random() * 40),
    is_active: random() < 0.95 ? 1 : 0,
    is_approved: random() < 0.95 ? 1 : 0,
  }));
  for (let i = 0; i < books.length; i += 500)
    await t.db
      .insertInto('books')
      .values(books.slice(i, i + 500))
      .execute();
});
afterAll(async () => {
  await t.close();
});

/** Every public book's id, words and popularity, most popular first. */
async function publicBooks(): Promise<Array<{ id: number; words: string[]; titleWords: string[] }>> {
  const rows = await sql<{ id: number; name: string; first_name: string; last_name: string }>`
    select b.id, b.name, u.first_name, u.last_name from books b join users u on u.id = b.author_id
    where b.is_active = 1 and b.is_approved = 1 order by b.sales_count desc, b.id desc`.execute(t.db);
  return rows.rows.map((row) => ({
    id: row.id,
    words: wordsOf(`${row.name} ${row.first_name} ${row.last_name}`),
    titleWords: wordsOf(row.name),
  }));
}

const request = (matches: number): SearchRequest => ({
  cap: SEARCH_TOTAL_CAP,
  startersWanted: 0,
  matchesWanted: (total) => Math.min(total, matches),
});

describe.each(plans)('search index, plan %s', (plan) => {
  test.each(QUERIES)('%s: the same matches, in the same order, as reading every book', async (query) => {
    const words = wordsOf(query);
    const matching = (await publicBooks())
      .filter((book) => words.every((word) => book.words.some((bookWord) => bookWord.startsWith(word))))
      .slice(0, SEARCH_TOTAL_CAP);
    const expected = matching.map((book) => book.id);
    const hits = await new SearchRepository(t.db, { plan }).find(words, request(SEARCH_TOTAL_CAP));
    expect(hits.total).toBe(Math.min(expected.length, SEARCH_TOTAL_CAP));
    expect(hits.matches).toEqual(expected);
    // The matches that hold every word whole ('amber' in 'amber', not only in 'amberly'), and no others.
    const whole = matching.filter((book) => words.every((word) => book.words.includes(word))).map((book) => book.id);
    expect(hits.matches.filter((id) => hits.wholeWords.has(id))).toEqual(whole);
    expect(hits.wholeWords.size).toBe(whole.length);
  });
});

/** The title starts with the query: its words, all but the last whole, the last as a prefix. */
const startsWith = (titleWords: string[], words: string[]) =>
  titleWords.length >= words.length &&
  words.every((word, i) => (i === words.length - 1 ? titleWords[i]!.startsWith(word) : titleWords[i] === word));

const STARTERS_WANTED = 30;

describe.each(plans)('search index, plan %s, titles that start with the query', (plan) => {
  test.each(QUERIES)('%s: the same starters, in the same order, as reading every book', async (query) => {
    const words = wordsOf(query);
    const books = await publicBooks();
    const matching = books.filter((book) =>
      words.every((word) => book.words.some((bookWord) => bookWord.startsWith(word))),
    );
    const expected = books.filter((book) => startsWith(book.titleWords, words)).map((book) => book.id);
    const wanted = Math.min(STARTERS_WANTED, matching.length);
    const hits = await new SearchRepository(t.db, { plan }).find(words, {
      ...request(SEARCH_TOTAL_CAP),
      startersWanted: wanted,
    });
    expect(hits.starters).toEqual(expected.slice(0, wanted));
  });
});

// PostgreSQL sorts the titles that start with the query only up to STARTERS_SORTED of them; past
// that it walks the most popular books testing each title (in the popularity index, migration 015).
(testDialect() === 'postgres' ? describe : describe.skip)(
  'search index on PostgreSQL, a phrase more titles start with than it sorts',
  () => {
    test.each(['the', 'a', 'amb', 'the a', 'an am'])(
      '%s: the same starters, in the same order, as reading every book',
      async (query) => {
        const words = wordsOf(query);
        const books = await publicBooks();
        const expected = books.filter((book) => startsWith(book.titleWords, words)).map((book) => book.id);
        const startersSorted = { oneWord: 10, severalWords: 10 };
        expect(expected.length).toBeGreaterThan(startersSorted.oneWord);
        const hits = await new SearchRepository(t.db, { startersSorted }).find(words, {
          ...request(SEARCH_TOTAL_CAP),
          startersWanted: STARTERS_WANTED,
        });
        expect(hits.starters).toEqual(expected.slice(0, STARTERS_WANTED));
      },
    );
  },
);

// SQLite reads the title index only for a phrase fewer than `cap` titles start with; with more,
// FTS5 finds its starters among the `cap` most popular matches. A small cap takes that way.
(testDialect() === 'postgres' ? describe.skip : describe)(
  'search index on SQLite, a phrase more titles start with than the cap',
  () => {
    test.each(['the', 'a', 'amb'])('%s: the starters among the cap most popular matches', async (query) => {
      const words = wordsOf(query);
      const cap = 40;
      const books = await publicBooks();
      const firstMatches = books
        .filter((book) => words.every((word) => book.words.some((bookWord) => bookWord.startsWith(word))))
        .slice(0, cap);
      expect(books.filter((book) => startsWith(book.titleWords, words)).length).toBeGreaterThanOrEqual(cap);
      const expected = firstMatches.filter((book) => startsWith(book.titleWords, words)).map((book) => book.id);
      const hits = await new SearchRepository(t.db).find(words, {
        cap,
        startersWanted: 10,
        matchesWanted: (total) => Math.min(total, cap),
      });
      expect(hits.starters).toEqual(expected.slice(0, 10));
    });
  },
);

// A query of several words on PostgreSQL first walks a sample of its rarest word's postings; with
// plenty of matches there the total is judged to pass the cap. A small sample and cap take that way.
(testDialect() === 'postgres' ? describe : describe.skip)(
  'search index on PostgreSQL, a walk that samples the rarest word',
  () => {
    const cap = 40;
    const matching = async (words: string[]) =>
      (await publicBooks())
        .filter((book) => words.every((word) => book.words.some((bookWord) => bookWord.startsWith(word))))
        .map((book) => book.id);

    test.each(['the a', 'the an', 'a bolt', 'amb the'])(
      '%s: plenty of matches in the sample, so the cap is passed; every match read is in order',
      async (query) => {
        const words = wordsOf(query);
        const expected = await matching(words);
        // The judgement is right here: there are more matches than the cap.
        expect(expected.length).toBeGreaterThan(cap);
        const index = new SearchRepository(t.db, { plan: 'walk', walkSample: 100 });
        const firstPage = await index.find(words, { cap, startersWanted: 0, matchesWanted: () => 10 });
        expect(firstPage.total).toBe(cap);
        expect(firstPage.matches).toEqual(expected.slice(0, 10));
        // A page past what the sample found reads on.
        const deeper = await index.find(words, { cap, startersWanted: 0, matchesWanted: () => cap });
        expect(deeper.total).toBe(cap);
        expect(deeper.matches).toEqual(expected.slice(0, cap));
      },
    );

    test.each(['harrow isle', 'bolter cinder', 'ember fennel garnet', 'kel amber'])(
      '%s: too few matches in the sample to judge, so they are counted',
      async (query) => {
        const words = wordsOf(query);
        const expected = await matching(words);
        const hits = await new SearchRepository(t.db, { plan: 'walk', walkSample: 100 }).find(
          words,
          request(SEARCH_TOTAL_CAP),
        );
        expect(hits.total).toBe(Math.min(expected.length, SEARCH_TOTAL_CAP));
        expect(hits.matches).toEqual(expected.slice(0, SEARCH_TOTAL_CAP));
      },
    );

    test('words that meet only among the most popular books are judged past the cap: the assumption, and reading on finds the real matches', async () => {
      const seeded = await bookTemplate(t.db);
      const titled = (name: string, count: number, sales: number): NewBook[] =>
        Array.from({ length: count }, () => ({ ...seeded, name, sales_count: sales, is_active: 1, is_approved: 1 }));
      // 35 books hold both words, all more popular than the 225 that hold 'quill' alone.
      await t.db
        .insertInto('books')
        .values([...titled('Quill Vesper', 35, 5000), ...titled('Quill', 225, 3), ...titled('Vesper', 300, 2)])
        .execute();
      const words = ['quill', 'vesper'];
      const expected = await matching(words);
      expect(expected).toHaveLength(35);
      const index = new SearchRepository(t.db, { plan: 'walk', walkSample: 50 });
      const firstPage = await index.find(words, { cap, startersWanted: 0, matchesWanted: () => 10 });
      // 35 matches in the first 50 of 260 'quill' books project to 182, and surely to 90: judged past the cap of 40.
      expect(firstPage.total).toBe(cap);
      expect(firstPage.matches).toEqual(expected.slice(0, 10));
      // A page wanting more matches than the first step found walks on, and counts them.
      const fullPage = await index.find(words, { cap, startersWanted: 0, matchesWanted: (total) => total });
      expect(fullPage.total).toBe(35);
      expect(fullPage.matches).toEqual(expected);
    });

    test('the steps go on below each other: a walk counting past many steps reads every match once, in order', async () => {
      const words = ['bolter', 'cinder'];
      const expected = await matching(words);
      const hits = await new SearchRepository(t.db, { plan: 'walk', walkSample: 2 }).find(
        words,
        request(SEARCH_TOTAL_CAP),
      );
      expect(hits.total).toBe(expected.length);
      expect(hits.matches).toEqual(expected);
    });
  },
);
