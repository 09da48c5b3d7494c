/**
 * Server-rendered pages, with the real build (npm test builds before jest; run `npm run build`
 * before running this file alone): the HTML already holds what the page shows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths, reviewApiPaths } from '../../shared/api-paths';
import type {
  AllBooksResponse,
  BestSellersResponse,
  BookDetail,
  GenresResponse,
} from '../../shared/contract/catalog.contract';
import { PRODUCT_NAME } from '../../shared/constants';
import { documentTitles } from '../../shared/document-titles';
import { discountedPaiseOf, formatRupees } from '../../shared/money';
import { SERVER_STATE_ELEMENT_ID } from '../../shared/page-rendering';
import { uiPaths } from '../../shared/ui-paths';
import { post, registerAndLogin } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { buyBooks } from '../testing/shopping';

const repoRoot = path.resolve(__dirname, '../../..');
const staticDir = path.join(repoRoot, 'dist');
const serverRenderFile = path.join(repoRoot, 'dist-server', 'render-page.js');

let t: TestApp;

beforeAll(async () => {
  for (const file of [path.join(staticDir, 'index.html'), serverRenderFile]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  t = await createTestApp({ staticDir, serverRenderFile });
});

afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const api = async <T>(url: string): Promise<T> => (await t.app.inject({ method: 'GET', url })).json<T>();

/** The markup inside #root (what React rendered), without the head or the embedded state. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">`);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** React escapes text: & < > " and ' come out as entities. */
const asHtmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('server-rendered pages', () => {
  test('the home page arrives with its lists, its critical CSS and the API state it used', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(`<title>${PRODUCT_NAME} — e-books in rupees</title>`);
    const { BestSellersList } = await api<BestSellersResponse>(apiPaths.getBestSellers);
    expect(BestSellersList.length).toBeGreaterThan(0);
    const root = rootOf(html);
    for (const book of BestSellersList.slice(0, 3)) expect(root).toContain(asHtmlText(book.Title));
    expect(root).toContain(formatRupees(discountedPaiseOf(BestSellersList[0]!)));
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    const state = JSON.parse(
      html.slice(
        html.indexOf(`id="${SERVER_STATE_ELEMENT_ID}">`) + `id="${SERVER_STATE_ELEMENT_ID}">`.length,
        html.lastIndexOf('</script>'),
      ),
    ) as {
      api: { queries: Record<string, { status: string }> };
    };
    expect(Object.keys(state.api.queries)).toEqual(
      expect.arrayContaining(['getBestSellers(undefined)', 'getBanners(undefined)']),
    );
    expect(Object.values(state.api.queries).every((query) => query.status === 'fulfilled')).toBe(true);
  });

  test("/shop?genre= shows that genre's books only, with the page's title", async () => {
    const { GenerList } = await api<GenresResponse>(apiPaths.getGenerss);
    const genre = GenerList[0]!;
    const response = await page(`${uiPaths.shop}?genre=${genre.Id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${documentTitles.named('Shop')}</title>`);
    const inGenre = await api<AllBooksResponse>(`${apiPaths.getAllBooks}?GenerIds=${genre.Id}&Page=1&PageSize=24`);
    const everyBook = await api<AllBooksResponse>(`${apiPaths.getAllBooks}?Page=1&PageSize=24`);
    const root = rootOf(response.body);
    expect(root).toContain(`of ${inGenre.Total} books`);
    for (const book of inGenre.BooksList.slice(0, 5)) expect(root).toContain(asHtmlText(book.BookName));
    const elsewhere = everyBook.BooksList.find((book) => book.GenerId !== genre.Id);
    expect(elsewhere).toBeDefined();
    expect(root).not.toContain(`>${asHtmlText(elsewhere!.BookName)}<`);
  });

  test('a product page shows its book and describes it to link previews and search engines', async () => {
    const { BestSellersList } = await api<BestSellersResponse>(apiPaths.getBestSellers);
    const id = String(BestSellersList[0]!.Id);
    const book = await api<BookDetail>(`${apiPaths.getBookById}?Id=${id}`);
    const response = await page(uiPaths.product(id));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${asHtmlText(documentTitles.product(book.Title))}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${asHtmlText(book.Title).replace(/&#x27;/g, "'")}">`);
    expect(html).toContain('<meta property="og:type" content="book">');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/media\/covers\//);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    expect(jsonLd).not.toBeNull();
    const structured = JSON.parse(jsonLd![1]!) as {
      '@type': string;
      name: string;
      author: { name: string };
      offers: { price: string; priceCurrency: string };
    };
    expect(structured).toMatchObject({
      '@type': 'Book',
      name: book.Title,
      author: { name: book.AuthorName },
      offers: { priceCurrency: 'INR' },
    });
    expect(Number(structured.offers.price) * 100).toBeCloseTo(discountedPaiseOf(book));
    const root = rootOf(html);
    expect(root).toContain(asHtmlText(book.Title));
    expect(root).toContain(formatRupees(discountedPaiseOf(book)));
  });

  test("readers' reviews are on the product page as text, and its JSON-LD rates the book only when rated", async () => {
    const { BestSellersList } = await api<BestSellersResponse>(apiPaths.getBestSellers);
    const id = String(BestSellersList[3]!.Id);
    const ldOf = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(ldOf((await page(uiPaths.product(id))).body)).not.toHaveProperty('aggregateRating');

    const reader = await registerAndLogin(t.app);
    await buyBooks(t.app, reader, id);
    const saved = await post(
      t.app,
      reviewApiPaths.saveReview,
      { BookId: id, Rating: 4, Title: '<img src=x onerror=alert(3)>', Text: '<script>alert(2)</script> & more' },
      { headers: reader.headers },
    );
    expect(saved.statusCode).toBe(202);
    const html = (await page(uiPaths.product(id))).body;
    expect(html).not.toContain('<script>alert(2)</script>');
    expect(html).not.toContain('<img src=x');
    const root = rootOf(html);
    expect(root).toContain(asHtmlText('<script>alert(2)</script> & more'));
    expect(root).toContain(asHtmlText('<img src=x onerror=alert(3)>'));
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/src=|type="application\/(json|ld\+json)"/);
    expect(ldOf(html)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
  });

  test('an unknown product answers 404 with the rendered not-found state', async () => {
    const response = await page(uiPaths.product('987654'));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<title>${documentTitles.named('Page not found')}</title>`);
    expect(rootOf(response.body)).toContain('<header');
  });

  test('text from the catalog cannot break out of the page: a description with markup stays text', async () => {
    const { BestSellersList } = await api<BestSellersResponse>(apiPaths.getBestSellers);
    const id = BestSellersList[1]!.Id;
    const hostile = 'Read me </script><script>alert(1)</script> & "quotes" <b>bold</b>';
    await t.db.updateTable('books').set({ description: hostile }).where('id', '=', Number(id)).execute();
    t.app.catalogCache.invalidate();
    const html = (await page(uiPaths.product(String(id)))).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>bold</b>');
    // Every <script> the page has is one of ours: the build's, the JSON state and the JSON-LD.
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/src=|type="application\/(json|ld\+json)"/);
  });

  test('a catalog change shows on the next rendered page (the rendered pages are dropped with the catalog cache)', async () => {
    const { BestSellersList } = await api<BestSellersResponse>(apiPaths.getBestSellers);
    const id = BestSellersList[2]!.Id;
    await page(uiPaths.product(String(id)));
    await t.db.updateTable('books').set({ name: 'A Title Changed Just Now' }).where('id', '=', Number(id)).execute();
    expect((await page(uiPaths.product(String(id)))).body).not.toContain('A Title Changed Just Now');
    t.app.catalogCache.invalidate();
    expect((await page(uiPaths.product(String(id)))).body).toContain('A Title Changed Just Now');
  });

  test('pages that depend on the visitor are still rendered in the browser', async () => {
    const response = await page(uiPaths.cart);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<div id="?root"?><\/div>/);
    expect(response.body).not.toContain(SERVER_STATE_ELEMENT_ID);
  });
});

describe('when the renderer fails', () => {
  let broken: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-renderer-'));
    const file = path.join(dir, 'render-page.js');
    fs.writeFileSync(file, "exports.renderPage = async () => { throw new Error('renderer broke'); };\n");
    broken = await createTestApp({ staticDir, serverRenderFile: file });
  });

  afterAll(async () => {
    await broken.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the page is answered as the plain index.html, rendered in the browser, never a 500', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8'));
  });
});
