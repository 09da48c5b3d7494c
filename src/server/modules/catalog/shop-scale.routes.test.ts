/**
 * The shop at catalog scale (issue 12), on SQLite and PostgreSQL: the trigger-kept summaries agree
 * with a recount after every kind of write, and every answer built from them (total, genre and
 * author facets, author lookup, pages under either plan) agrees with a brute-force reading of the
 * books table. Hidden books (inactive or unapproved) are in the catalog on purpose.
 */
import type {
  AllBooksResponse,
  AuthorLookupResponse,
  AuthorsResponse,
} from '../../../shared/contract/catalog.contract';
import { apiPaths } from '../../../shared/api-paths';
import { AUTHOR_LIST_LIMIT, SHOP_MAX_DEPTH, SHOP_PAGE_SIZE, SHOP_TOP_AUTHORS } from '../../../shared/constants';
import { bookPriceColumns } from '../../db/books';
import type { NewBook, NewUser } from '../../db/database';
import { insertBulkBooks } from '../../db/seed/bulk-books';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { unusablePassword } from '../accounts/passwords';
import { CatalogRepository, chooseShopPlan, type ShopFilters } from './catalog.repository';
import { bookTemplate } from '../../testing/books';
import { sql } from 'kysely';

let t: TestApp;
/** Authors added here: author k (0-based) has k + 1 public Action books, and one hidden book. */
const prolific: number[] = [];
let action: number;

beforeAll(async () => {
  t = await createTestApp();
  action = (await t.db.selectFrom('genres').select('id').where('name', '=', 'Action').executeTakeFirstOrThrow()).id;
  const template = await bookTemplate(t.db);
  const book = (authorId: number, n: number, hidden: Partial<NewBook> = {}): NewBook => ({
    ...template,
    name: `Scale Test ${authorId}-${n}`,
    author_id: authorId,
    genre_id: action,
    ...bookPriceColumns((100 + 50 * (n % 7)) * 100, n % 3 === 0 ? 1000 : 0),
    is_original: 0,
    is_new_arrival: 0,
    is_trending: 0,
    is_upcoming: 0,
    is_hot_deals: 0,
    ...hidden,
  });
  // Enough books that pages run deep and the two page plans differ (every 50th is inactive); first,
  // so that they go to the demo's authors only.
  await insertBulkBooks(t.db, 700);
  for (let k = 0; k < SHOP_TOP_AUTHORS + 5; k += 1) {
    const author = await t.db
      .insertInto('users')
      .values(authorRow(`scale-author-${k}`, `Zed${String(k).padStart(2, '0')}`, k % 2 ? 'Okafor' : 'Banerjee'))
      .returning('id')
      .executeTakeFirstOrThrow();
    prolific.push(author.id);
    const rows = Array.from({ length: k + 1 }, (_, n) => book(author.id, n));
    rows.push(book(author.id, 99, k % 2 ? { is_active: 0 } : { is_approved: 0 }));
    await t.db.insertInto('books').values(rows).execute();
  }
  // Languages (migration 035): most books English, some Hindi or Tamil, some unknown.
  const everyNth = (n: number, language: string | null) =>
    t.db
      .updateTable('books')
      .set({ language })
      .where(sql<boolean>`id % ${n} = 0`)
      .execute();
  await everyNth(1, 'en');
  await everyNth(4, 'hi');
  await everyNth(9, 'ta');
  await everyNth(13, null);
  t.app.catalogCache.invalidate();
});
afterAll(async () => {
  await t.close();
});

function authorRow(handle: string, firstName: string, lastName: string): NewUser {
  const email = `${handle}@test.example`;
  return {
    email,
    email_normalized: email,
    first_name: firstName,
    last_name: lastName,
    user_type: 'Author',
    country_code: '',
    phone_number: '',
    description: '',
    image_url: '',
    email_confirmed: 0,
    no_of_books: 0,
    created_at: new Date().toISOString(),
    ...unusablePassword(),
  };
}

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
}

async function ok<T>(url: string): Promise<T> {
  const response = await get<T>(url);
  expect(response.status).toBe(202);
  return response.body;
}

interface Row {
  id: number;
  genre_id: number;
  author_id: number;
  sale_price_paise: number;
  language: string | null;
}

/** Every public book, newest first: the reference every answer is checked against. */
async function publicBooks(): Promise<Row[]> {
  return t.db
    .selectFrom('books')
    .select(['id', 'genre_id', 'author_id', 'sale_price_paise', 'language'])
    .where('is_active', '=', 1)
    .where('is_approved', '=', 1)
    .orderBy('id', 'desc')
    .execute();
}

const matches = (row: Row, filters: ShopFilters, skip?: 'genre' | 'author' | 'language') =>
  (skip === 'genre' || !filters.genreIds || filters.genreIds.includes(row.genre_id)) &&
  (skip === 'author' || !filters.authorIds || filters.authorIds.includes(row.author_id)) &&
  (skip === 'language' || !filters.languages || (row.language !== null && filters.languages.includes(row.language))) &&
  (filters.minSalePaise === undefined || row.sale_price_paise >= filters.minSalePaise) &&
  (filters.maxSalePaise === undefined || row.sale_price_paise <= filters.maxSalePaise);

function countBy<K>(rows: Row[], key: (row: Row) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

function queryOf(filters: ShopFilters, page = 1, pageSize = SHOP_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (filters.genreIds) params.set('GenerIds', filters.genreIds.join(','));
  if (filters.authorIds) params.set('AuthorIds', filters.authorIds.join(','));
  if (filters.languages) params.set('Languages', filters.languages.join(','));
  if (filters.minSalePaise !== undefined) params.set('MinPrice', String(filters.minSalePaise / 100));
  if (filters.maxSalePaise !== undefined) params.set('MaxPrice', String(filters.maxSalePaise / 100));
  params.set('Page', String(page));
  params.set('PageSize', String(pageSize));
  return `${apiPaths.getAllBooks}?${params}`;
}

/** The summaries as the triggers left them, and as a recount from books makes them. */
async function summariesAndRecount() {
  const rows = await publicBooks();
  const nonZero = <T extends { book_count: number }>(list: T[]) => list.filter((row) => Number(row.book_count) > 0);
  const prices = nonZero(await t.db.selectFrom('shop_price_counts').selectAll().execute())
    .map((r) => `${r.genre_id}/${r.sale_price_paise}=${r.book_count}`)
    .sort();
  const authors = nonZero(await t.db.selectFrom('shop_author_counts').select(['author_id', 'book_count']).execute())
    .map((r) => `${r.author_id}=${r.book_count}`)
    .sort();
  const authorGenres = nonZero(await t.db.selectFrom('shop_author_genre_counts').selectAll().execute())
    .map((r) => `${r.genre_id}/${r.author_id}=${r.book_count}`)
    .sort();
  const languages = nonZero(await t.db.selectFrom('shop_language_counts').selectAll().execute())
    .map((r) => `${r.language}/${r.genre_id}/${r.sale_price_paise}=${r.book_count}`)
    .sort();
  const authorLanguages = nonZero(await t.db.selectFrom('shop_author_language_counts').selectAll().execute())
    .map((r) => `${r.language}/${r.author_id}=${r.book_count}`)
    .sort();
  const users = (await t.db.selectFrom('user_type_counts').selectAll().execute())
    .filter((r) => Number(r.user_count) > 0)
    .map((r) => `${r.user_type}=${r.user_count}`)
    .sort();
  const recount = (key: (row: Row) => string, of = rows) => [...countBy(of, key)].map(([k, n]) => `${k}=${n}`).sort();
  const withLanguage = rows.filter((row) => row.language !== null);
  const userRows = await t.db.selectFrom('users').select('user_type').execute();
  return {
    summaries: { prices, authors, authorGenres, languages, authorLanguages, users },
    recount: {
      prices: recount((row) => `${row.genre_id}/${row.sale_price_paise}`),
      authors: recount((row) => String(row.author_id)),
      authorGenres: recount((row) => `${row.genre_id}/${row.author_id}`),
      languages: recount((row) => `${row.language}/${row.genre_id}/${row.sale_price_paise}`, withLanguage),
      authorLanguages: recount((row) => `${row.language}/${row.author_id}`, withLanguage),
      users: [...countBy(userRows as unknown as Row[], (row) => (row as unknown as { user_type: number }).user_type)]
        .map(([k, n]) => `${k}=${n}`)
        .sort(),
    },
  };
}

describe('summaries kept by triggers', () => {
  test('agree with a recount from books and users after every kind of write', async () => {
    const first = await summariesAndRecount();
    expect(first.summaries).toEqual(first.recount);

    const [a, b, c] = (await publicBooks()).slice(0, 3);
    const genres = (await t.db.selectFrom('genres').select('id').execute()).map((row) => row.id);
    const otherGenre = genres.find((id) => id !== a!.genre_id)!;
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('books').set({ is_active: 0 }).where('id', '=', a!.id).execute();
      await trx
        .updateTable('books')
        .set({ genre_id: otherGenre, ...bookPriceColumns(12_345, 2500) })
        .where('id', '=', b!.id)
        .execute();
      await trx.updateTable('books').set({ author_id: prolific[0]! }).where('id', '=', c!.id).execute();
      await trx.updateTable('books').set({ language: 'ta' }).where('id', '=', a!.id).execute();
      await trx.updateTable('books').set({ language: null }).where('id', '=', b!.id).execute();
      await trx.updateTable('books').set({ language: 'mr' }).where('id', '=', c!.id).execute();
      // A write that changes none of the counted columns, and one that hides and shows again.
      await trx.updateTable('books').set({ sales_count: 5 }).where('id', '=', c!.id).execute();
      await trx.updateTable('books').set({ is_approved: 0 }).where('author_id', '=', prolific[3]!).execute();
      await trx
        .updateTable('books')
        .set({ is_approved: 1 })
        .where('author_id', '=', prolific[3]!)
        .where('name', '!=', `Scale Test ${prolific[3]}-99`)
        .execute();
      // A hidden book shown.
      await trx.updateTable('books').set({ is_active: 1 }).where('name', '=', `Scale Test ${prolific[1]}-99`).execute();
      await trx
        .updateTable('users')
        .set({ user_type: 'Admin' })
        .where('email', '=', 'scale-author-24@test.example')
        .execute();
    });
    const bookToDelete = await t.db
      .selectFrom('books')
      .select('id')
      .where('name', '=', `Scale Test ${prolific[2]}-0`)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('books').where('id', '=', bookToDelete.id).execute();
    const second = await summariesAndRecount();
    expect(second.summaries).toEqual(second.recount);
    expect(second.summaries).not.toEqual(first.summaries);

    // Undo, so the other tests see the catalog beforeAll built (the books' own values come back).
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('books').set({ is_active: 1, language: a!.language }).where('id', '=', a!.id).execute();
      await trx
        .updateTable('books')
        .set({ genre_id: b!.genre_id, sale_price_paise: b!.sale_price_paise, language: b!.language })
        .where('id', '=', b!.id)
        .execute();
      await trx
        .updateTable('books')
        .set({ author_id: c!.author_id, language: c!.language })
        .where('id', '=', c!.id)
        .execute();
      await trx.updateTable('books').set({ is_active: 0 }).where('name', '=', `Scale Test ${prolific[1]}-99`).execute();
      await trx
        .updateTable('users')
        .set({ user_type: 'Author' })
        .where('email', '=', 'scale-author-24@test.example')
        .execute();
    });
    t.app.catalogCache.invalidate();
  });

  test('an author renamed is found by the new name only', async () => {
    const id = prolific[4]!;
    await t.db.updateTable('users').set({ first_name: 'Quillon', last_name: 'Vasquez' }).where('id', '=', id).execute();
    try {
      t.app.catalogCache.invalidate();
      const byNew = await ok<AuthorLookupResponse>(`${apiPaths.searchAuthors}?Name=QUILL`);
      expect(byNew.Authors).toEqual([{ AuthorName: 'Quillon Vasquez', AuthorId: String(id), Count: 5 }]);
      const bySurname = await ok<AuthorLookupResponse>(`${apiPaths.searchAuthors}?Name=vasq`);
      expect(bySurname.Authors.map((author) => author.AuthorId)).toEqual([String(id)]);
      const byOld = await ok<AuthorLookupResponse>(`${apiPaths.searchAuthors}?Name=Zed04`);
      expect(byOld.Authors).toEqual([]);
    } finally {
      await t.db
        .updateTable('users')
        .set({ first_name: 'Zed04', last_name: 'Banerjee' })
        .where('id', '=', id)
        .execute();
      t.app.catalogCache.invalidate();
    }
  });
});

describe('getAllBooks against a brute-force count', () => {
  /** A fixed spread of filters: none, genres, authors, prices, and their combinations. */
  async function filterCases(): Promise<ShopFilters[]> {
    const genres = (await t.db.selectFrom('genres').select('id').orderBy('id').execute()).map((row) => row.id);
    const demoAuthor = (
      await t.db.selectFrom('books').select('author_id').orderBy('id').limit(1).executeTakeFirstOrThrow()
    ).author_id;
    return [
      {},
      { genreIds: [action] },
      { genreIds: [genres[1]!, genres[4]!] },
      { minSalePaise: 20_000, maxSalePaise: 30_000 },
      { maxSalePaise: 12_000 },
      { minSalePaise: 80_000 },
      { genreIds: [action], minSalePaise: 15_000, maxSalePaise: 15_000 },
      { genreIds: [genres[2]!, genres[5]!, genres[6]!], minSalePaise: 50_000 },
      { authorIds: [prolific[10]!] },
      { authorIds: [prolific[12]!, demoAuthor], minSalePaise: 10_000, maxSalePaise: 25_000 },
      { authorIds: [prolific[20]!], genreIds: [action] },
      { authorIds: [prolific[20]!], genreIds: [genres[3]!] },
      { languages: ['hi'] },
      { languages: ['hi', 'ta'], genreIds: [action] },
      { languages: ['en'], minSalePaise: 20_000, maxSalePaise: 30_000 },
      { languages: ['hi'], genreIds: [genres[1]!, genres[4]!], maxSalePaise: 40_000 },
      { languages: ['ta'], authorIds: [prolific[12]!, prolific[20]!, demoAuthor] },
      { languages: ['xx'] },
    ];
  }

  test('totals, genre counts and pages (first, middle, last) agree for every filter', async () => {
    const rows = await publicBooks();
    for (const filters of await filterCases()) {
      const expected = rows.filter((row) => matches(row, filters));
      const genreCounts = countBy(
        rows.filter((row) => matches(row, filters, 'genre')),
        (row) => row.genre_id,
      );
      const lastPage = Math.max(1, Math.ceil(expected.length / 10));
      for (const page of new Set([1, Math.ceil(lastPage / 2), lastPage])) {
        const shop = await ok<AllBooksResponse>(queryOf(filters, page, 10));
        expect({ filters, page, total: shop.Total }).toEqual({ filters, page, total: expected.length });
        expect(shop.BooksList.map((book) => Number(book.Id))).toEqual(
          expected.slice((page - 1) * 10, page * 10).map((row) => row.id),
        );
        for (const genre of shop.Filters.Geners)
          expect([filters, genre.GenerId, genre.Count]).toEqual([
            filters,
            genre.GenerId,
            genreCounts.get(Number(genre.GenerId)) ?? 0,
          ]);
        const ticked = filters.languages ?? [];
        const languageCounts = countBy(
          rows.filter((row) => row.language !== null && matches(row, filters, 'language')),
          (row) => row.language!,
        );
        const expectedLanguages = [...new Set([...languageCounts.keys(), ...ticked])]
          .map((language) => ({
            Language: language,
            Count: languageCounts.get(language) ?? 0,
            Checked: ticked.includes(language),
          }))
          .sort((x, y) => y.Count - x.Count || (x.Language < y.Language ? -1 : 1));
        expect({ filters, languages: shop.Filters.LanguageList }).toEqual({ filters, languages: expectedLanguages });
      }
    }
  });

  test('both page plans read the same pages as the brute force, at any depth', async () => {
    const repository = new CatalogRepository(t.db);
    const rows = await publicBooks();
    for (const filters of (await filterCases()).filter((f) => !f.authorIds)) {
      const expected = rows.filter((row) => matches(row, filters)).map((row) => row.id);
      for (const offset of [0, 7, Math.max(0, expected.length - 5)]) {
        for (const plan of ['walk', 'collect'] as const) {
          expect([filters, plan, offset, await repository.shopPageIds(filters, plan, offset, 9)]).toEqual([
            filters,
            plan,
            offset,
            expected.slice(offset, offset + 9),
          ]);
        }
      }
    }
  });

  test('the plan walks broad results and collects narrow ones', () => {
    expect(chooseShopPlan({ scope: 1_000_000, matching: 1_000_000 }, 9_000, 24)).toBe('walk');
    expect(chooseShopPlan({ scope: 1_000_000, matching: 200_000 }, 0, 24)).toBe('walk');
    expect(chooseShopPlan({ scope: 1_000_000, matching: 300 }, 0, 24)).toBe('collect');
    expect(chooseShopPlan({ scope: 1_000_000, matching: 20_000 }, 9_000, 24)).toBe('collect');
    expect(chooseShopPlan({ scope: 0, matching: 0 }, 0, 24)).toBe('walk');
  });

  test('the price range spans every public book and no hidden one', async () => {
    const hidden = await t.db
      .selectFrom('books')
      .select('id')
      .where('name', '=', `Scale Test ${prolific[0]}-99`)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('books').set(bookPriceColumns(999_999_00, 0)).where('id', '=', hidden.id).execute();
    t.app.catalogCache.invalidate();
    const rows = await publicBooks();
    const shop = await ok<AllBooksResponse>(apiPaths.getAllBooks);
    expect(shop.Filters.PriceRange).toEqual({
      MinPrice: Math.min(...rows.map((row) => row.sale_price_paise)) / 100,
      MaxPrice: Math.max(...rows.map((row) => row.sale_price_paise)) / 100,
    });
  });
});

describe('the language filter', () => {
  test('codes are normalised as books carry them; a bad list is a 400 naming Languages', async () => {
    const lower = await ok<AllBooksResponse>(queryOf({ languages: ['hi'] }));
    expect(
      (await ok<AllBooksResponse>(`${apiPaths.getAllBooks}?Languages=HI,hi&PageSize=${SHOP_PAGE_SIZE}`)).Total,
    ).toBe(lower.Total);
    expect(lower.Filters.LanguageList.find((entry) => entry.Checked)).toEqual({
      Language: 'hi',
      Count: lower.Total,
      Checked: true,
    });
    for (const bad of ['', 'hi,', 'hindi-language-of-india-x', "hi'--", 'h', Array(21).fill('hi').join(',')]) {
      const response = await get<{ Message: string }>(`${apiPaths.getAllBooks}?Languages=${encodeURIComponent(bad)}`);
      expect([bad, response.status]).toEqual([bad, 400]);
      expect(response.body.Message).toContain('Languages');
    }
  });

  test('the author facet lists the top authors of the language, counted exactly', async () => {
    const filters: ShopFilters = { languages: ['hi'], genreIds: [action] };
    const shop = await ok<AllBooksResponse>(queryOf(filters));
    const counts = countBy(
      (await publicBooks()).filter((row) => matches(row, filters)),
      (row) => row.author_id,
    );
    expect(shop.Filters.Authors.length).toBeGreaterThan(0);
    for (const author of shop.Filters.Authors) expect(author.Count).toBe(counts.get(Number(author.AuthorId)));
    const most = Math.max(...counts.values());
    expect(shop.Filters.Authors[0]!.Count).toBe(most);
  });
});

describe('author facet: the top authors', () => {
  test(`lists the ${SHOP_TOP_AUTHORS} authors with the most matching books, most first, hidden books not counted`, async () => {
    const shop = await ok<AllBooksResponse>(queryOf({ genreIds: [action] }));
    const rows = (await publicBooks()).filter((row) => row.genre_id === action);
    const expected = [...countBy(rows, (row) => row.author_id)]
      .sort((x, y) => y[1] - x[1] || x[0] - y[0])
      .slice(0, SHOP_TOP_AUTHORS);
    expect(shop.Filters.Authors).toHaveLength(SHOP_TOP_AUTHORS);
    // The same authors (ties at the edge go to the older author), shown most first (ties by name).
    const byId = (x: number[], y: number[]) => x[0]! - y[0]!;
    expect(shop.Filters.Authors.map((author) => [Number(author.AuthorId), author.Count]).sort(byId)).toEqual(
      expected.sort(byId),
    );
    const listedCounts = shop.Filters.Authors.map((author) => author.Count);
    expect(listedCounts).toEqual([...listedCounts].sort((x, y) => y - x));
    // Author k has k + 1 public books here and a hidden one that is never counted.
    expect(shop.Filters.Authors).toContainEqual({
      AuthorName: 'Zed24 Banerjee',
      AuthorId: String(prolific[24]),
      Count: 25,
    });
  });

  test('counts apply the price filter exactly and drop authors with none in range', async () => {
    const filters: ShopFilters = { genreIds: [action], minSalePaise: 25_000, maxSalePaise: 25_000 };
    const shop = await ok<AllBooksResponse>(queryOf(filters));
    const counts = countBy(
      (await publicBooks()).filter((row) => matches(row, filters)),
      (row) => row.author_id,
    );
    expect(shop.Filters.Authors.length).toBeGreaterThan(0);
    for (const author of shop.Filters.Authors)
      expect([author.AuthorId, author.Count]).toEqual([author.AuthorId, counts.get(Number(author.AuthorId))]);
    const listedCounts = shop.Filters.Authors.map((author) => author.Count);
    expect(listedCounts).toEqual([...listedCounts].sort((x, y) => y - x));
  });

  test('a ticked author outside the top stays listed with its count', async () => {
    const shop = await ok<AllBooksResponse>(queryOf({ genreIds: [action], authorIds: [prolific[0]!] }));
    expect(shop.Total).toBe(1);
    expect(shop.Filters.Authors).toHaveLength(SHOP_TOP_AUTHORS + 1);
    expect(shop.Filters.Authors).toContainEqual({
      AuthorName: 'Zed00 Banerjee',
      AuthorId: String(prolific[0]),
      Count: 1,
    });
  });
});

describe('GET /api/searchAuthors', () => {
  const lookup = (query: string) => ok<AuthorLookupResponse>(`${apiPaths.searchAuthors}?${query}`);

  test('finds authors by the start of the first or the last name, any case, alphabetically', async () => {
    const byFirst = await lookup('Name=zed1');
    expect(byFirst.Authors.map((author) => author.AuthorName)).toEqual(
      Array.from({ length: 10 }, (_, k) => `Zed1${k} ${k % 2 ? 'Okafor' : 'Banerjee'}`),
    );
    expect(byFirst.Authors[0]).toEqual({ AuthorName: 'Zed10 Banerjee', AuthorId: String(prolific[10]), Count: 11 });
    const bySurname = await lookup('Name=OKAF');
    const okafors = await t.db
      .selectFrom('users')
      .select('id')
      .where('last_name', '=', 'Okafor')
      .where('user_type', '=', 'Author')
      .execute();
    expect(bySurname.Authors.map((author) => Number(author.AuthorId)).sort((x, y) => x - y)).toEqual(
      okafors.map((row) => row.id).sort((x, y) => x - y),
    );
    expect(bySurname.Authors.map((author) => author.AuthorName)).toEqual(
      bySurname.Authors.map((author) => author.AuthorName).sort((x, y) => x.localeCompare(y, 'en')),
    );
    // At most SHOP_TOP_AUTHORS, the first alphabetically.
    expect((await lookup('Name=z')).Authors.map((author) => author.AuthorName)).toEqual(
      Array.from(
        { length: SHOP_TOP_AUTHORS },
        (_, k) => `Zed${String(k).padStart(2, '0')} ${k % 2 ? 'Okafor' : 'Banerjee'}`,
      ),
    );
    const byFullName = await lookup(`Name=${encodeURIComponent('zed03 oka')}`);
    expect(byFullName.Authors.map((author) => author.AuthorId)).toEqual([String(prolific[3])]);
  });

  test('counts books matching the genre and price filters (0 when none)', async () => {
    const other = (
      await t.db.selectFrom('genres').select('id').where('id', '!=', action).limit(1).executeTakeFirstOrThrow()
    ).id;
    expect((await lookup(`Name=Zed07&GenerIds=${other}`)).Authors).toEqual([
      { AuthorName: 'Zed07 Okafor', AuthorId: String(prolific[7]), Count: 0 },
    ]);
    const filters: ShopFilters = { genreIds: [action], minSalePaise: 15_000, maxSalePaise: 25_000 };
    const expected = (await publicBooks()).filter(
      (row) => row.author_id === prolific[7] && matches(row, filters),
    ).length;
    expect((await lookup(`Name=Zed07&GenerIds=${action}&MinPrice=150&MaxPrice=250`)).Authors[0]!.Count).toBe(expected);
  });

  test('an author without public books is not offered; nothing found is an empty list', async () => {
    await t.db
      .insertInto('users')
      .values(authorRow('scale-no-books', 'Xylo', 'Nobooks'))
      .execute();
    expect((await lookup('Name=xylo')).Authors).toEqual([]);
    expect((await lookup('Name=%25')).Authors).toEqual([]);
  });

  test.each([
    ['Name=', 'Name'],
    ['Name=%20%20', 'Name'],
    [`Name=${'a'.repeat(101)}`, 'Name'],
    ['Name=a&MinPrice=9&MaxPrice=1', 'MinPrice'],
    ['Name=a&GenerIds=x', 'GenerIds'],
    ['Name=a&Sort=desc', 'Sort'],
    ['', 'Name'],
  ])('nonsense %s is a 400 naming %s', async (query, field) => {
    const response = await get<{ Message: string }>(`${apiPaths.searchAuthors}?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.Message).toContain(field);
  });
});

describe("GET /api/getAuthorsList (the admin's author picker)", () => {
  const list = async (query: string) => (await ok<AuthorsResponse>(`${apiPaths.getAuthorsList}?${query}`)).AuthorList;
  const names = (authors: AuthorsResponse['AuthorList']) =>
    authors.map((author) => `${author.FirstName} ${author.LastName}`);

  test('finds any author by the start of the first or last name, books or not, alphabetically, at most AUTHOR_LIST_LIMIT', async () => {
    const noBooks = await t.db
      .insertInto('users')
      .values(authorRow('picker-no-books', 'Quillon', 'Vasquez'))
      .returning('id')
      .executeTakeFirstOrThrow();
    t.app.catalogCache.invalidate();
    expect(await list('Name=quill')).toEqual([{ Id: String(noBooks.id), FirstName: 'Quillon', LastName: 'Vasquez' }]);
    expect(names(await list('Name=VASQ'))).toEqual(['Quillon Vasquez']);
    expect(names(await list(`Name=${encodeURIComponent('zed1')}`))).toEqual(
      Array.from({ length: 10 }, (_, k) => `Zed1${k} ${k % 2 ? 'Okafor' : 'Banerjee'}`),
    );
    // By surname: every Okafor, listed under "okafor zed..." after the first names that sort before.
    const okafors = await t.db
      .selectFrom('users')
      .select('id')
      .where('last_name', '=', 'Okafor')
      .where('user_type', '=', 'Author')
      .execute();
    expect((await list('Name=okafor')).map((author) => Number(author.Id)).sort((x, y) => x - y)).toEqual(
      okafors.map((row) => row.id).sort((x, y) => x - y),
    );
    const first = await list('Name=z');
    expect(first).toHaveLength(AUTHOR_LIST_LIMIT);
    expect(names(first)).toEqual(
      Array.from(
        { length: AUTHOR_LIST_LIMIT },
        (_, k) => `Zed${String(k).padStart(2, '0')} ${k % 2 ? 'Okafor' : 'Banerjee'}`,
      ),
    );
  });

  test('without Name: the first AUTHOR_LIST_LIMIT authors by name, never a customer or an admin', async () => {
    // A customer whose name sorts first.
    const customer = await t.db
      .insertInto('users')
      .values({ ...authorRow('picker-customer', 'Aaron', 'Aardvark'), user_type: 'User' })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.app.catalogCache.invalidate();
    const all = await t.db.selectFrom('users').select(['first_name', 'last_name', 'user_type']).execute();
    const authors = all
      .filter((row) => row.user_type === 'Author')
      .map((row) => `${row.first_name} ${row.last_name}`.toLowerCase());
    const expected = [...authors].sort().slice(0, AUTHOR_LIST_LIMIT);
    expect(names(await list('')).map((name) => name.toLowerCase())).toEqual(expected);
    expect(await list('Name=%20')).toEqual(await list(''));
    expect((await list('Name=aaron')).map((author) => author.Id)).not.toContain(String(customer.id));
  });

  test('nothing found is an empty list; a name too long is a 400 naming Name', async () => {
    expect(await list('Name=%25')).toEqual([]);
    const response = await get<{ Message: string }>(`${apiPaths.getAuthorsList}?Name=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.body.Message).toContain('Name');
  });
});

describe('deep paging', () => {
  const lastPage = Math.ceil(SHOP_MAX_DEPTH / SHOP_PAGE_SIZE);

  test(`pages reach book ${SHOP_MAX_DEPTH} and no further: a 400 naming Page beyond`, async () => {
    const deepest = await get<AllBooksResponse>(`${apiPaths.getAllBooks}?Page=${lastPage}&PageSize=${SHOP_PAGE_SIZE}`);
    expect(deepest.status).toBe(202);
    const beyond = await get<{ Message: string }>(
      `${apiPaths.getAllBooks}?Page=${lastPage + 1}&PageSize=${SHOP_PAGE_SIZE}`,
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body.Message).toBe(
      `Invalid query parameter 'Page': pages stop at book ${SHOP_MAX_DEPTH.toLocaleString('en')}: narrow the filters or search`,
    );
    expect((await get(`${apiPaths.getAllBooks}?Page=${SHOP_MAX_DEPTH / 100 + 1}&PageSize=100`)).status).toBe(400);
  });
});
