/**
 * The OPDS catalog as reading apps see it: every OPDS 2.0 answer valid against the official
 * schemas (vendored in schemas/), every OPDS 1.2 answer well-formed Atom with the same structure,
 * content negotiation at /opds, the authentication document and the 401s, and the bookshelf.
 */
import type { Element } from '@xmldom/xmldom';
import { apiPaths } from '../../../shared/api-paths';
import type { CreatedAppPassword } from '../../../shared/contract/reading-apps.contract';
import { bearer, post, registerAndLogin, type LoggedInUser } from '../../testing/accounts';
import { createAdminTestApp, type AdminTestApp } from '../../testing/admin';
import type { TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';
import { authDocumentProblems, opds2FeedProblems, opds2PublicationProblems, parseXml } from './opds-test-helpers';

let a: AdminTestApp;
let t: TestApp;
let buyer: LoggedInUser;
let appPassword: string;
beforeAll(async () => {
  a = await createAdminTestApp();
  t = a.t;
  buyer = await registerAndLogin(t.app);
  await buyBooks(t.app, buyer, '3');
  t.clock.advance(60 * 60 * 1000);
  await buyBooks(t.app, buyer, '5', '8');
  appPassword = (
    await post(t.app, apiPaths.createAppPassword, { Name: 'Tests' }, { headers: buyer.headers })
  ).json<CreatedAppPassword>().Password;
});
afterAll(async () => {
  await t.close();
});

interface Link {
  href: string;
  rel?: string | string[];
  type?: string;
  title?: string;
  templated?: boolean;
  width?: number;
  properties?: { price?: { value: number; currency: string }; numberOfItems?: number };
}
interface Opds2Publication {
  metadata: Record<string, unknown> & { title: string };
  links: Link[];
  images?: Link[];
}
interface Opds2Feed {
  metadata: { title: string; itemsPerPage?: number; currentPage?: number; numberOfItems?: number };
  links: Link[];
  navigation?: Link[];
  publications?: Opds2Publication[];
}

const basicHeaders = () => ({
  authorization: `Basic ${Buffer.from(`${buyer.input.email}:${appPassword}`).toString('base64')}`,
});
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function opds2(url: string, headers: Record<string, string> = {}): Promise<Opds2Feed> {
  const response = await get(url, headers);
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  expect(response.headers['content-type']).toBe('application/opds+json; charset=utf-8');
  const feed = response.json<Opds2Feed>();
  expect({ url, problems: opds2FeedProblems(feed) }).toEqual({ url, problems: [] });
  return feed;
}

const rels = (link: Link) => [link.rel ?? []].flat();
const linkOf = (links: Link[], rel: string) => links.find((link) => rels(link).includes(rel));

const FEEDS = [
  '/opds/v2/catalog',
  '/opds/v2/new-arrivals',
  '/opds/v2/best-sellers',
  '/opds/v2/genres',
  '/opds/v2/authors',
  '/opds/v2/search?query=the',
  '/opds/v2/search?query=zzzzqqq',
  '/opds/v2/search',
  '/opds/v2/new-arrivals?page=999',
];

describe('OPDS 2.0', () => {
  test('the schemas refuse what OPDS 2.0 refuses (the check is not vacuous)', () => {
    expect(opds2FeedProblems({ metadata: { title: 'x' }, links: [{ rel: 'self', href: '/x' }] })).not.toEqual([]);
    expect(opds2PublicationProblems({ metadata: { title: 'x' }, links: [{ rel: 'self', href: '/x' }] })).not.toEqual(
      [],
    );
    expect(
      opds2FeedProblems({
        metadata: { title: 'x' },
        links: [{ rel: 'self', href: '/x' }],
        navigation: [{ href: '/y', title: 'y' }],
      }),
    ).toEqual([]);
  });

  test('every feed, anonymous or signed in, is valid against the OPDS 2.0 feed schema', async () => {
    const genres = await opds2('/opds/v2/genres');
    const authors = await opds2('/opds/v2/authors');
    const urls = [
      ...FEEDS,
      genres.navigation![0]!.href,
      `${genres.navigation![0]!.href}?page=2`,
      authors.navigation![0]!.href,
      '/opds/v2/bookshelf',
    ];
    for (const url of urls) {
      if (url !== '/opds/v2/bookshelf') await opds2(url);
      await opds2(url, basicHeaders());
      await opds2(url, a.adminHeaders);
    }
  });

  test('the catalog navigates to new arrivals, best sellers, genres, authors and the bookshelf, and searches', async () => {
    const catalog = await opds2('/opds', { accept: 'application/opds+json' });
    expect(catalog).toEqual(await opds2('/opds/v2/catalog'));
    expect(catalog.navigation!.map((link) => [link.title, link.href])).toEqual([
      ['New arrivals', '/opds/v2/new-arrivals'],
      ['Best sellers', '/opds/v2/best-sellers'],
      ['Genres', '/opds/v2/genres'],
      ['Authors', '/opds/v2/authors'],
      ['My bookshelf', '/opds/v2/bookshelf'],
    ]);
    expect(linkOf(catalog.links, 'search')).toEqual({
      rel: 'search',
      href: '/opds/v2/search{?query}',
      type: 'application/opds+json',
      templated: true,
    });
    expect(linkOf(catalog.links, 'self')!.href).toBe('/opds/v2/catalog');
    expect(linkOf(catalog.links, 'http://opds-spec.org/auth/document')!.href).toBe('/opds/auth');
  });

  test('a genre pages with first, next and previous, and counts its books', async () => {
    const genres = await opds2('/opds/v2/genres');
    const biggest = [...genres.navigation!].sort(
      (x, y) => (y.properties?.numberOfItems ?? 0) - (x.properties?.numberOfItems ?? 0),
    )[0]!;
    const count = biggest.properties!.numberOfItems!;
    const first = await opds2(biggest.href);
    expect(first.metadata).toEqual({ title: biggest.title, itemsPerPage: 24, currentPage: 1, numberOfItems: count });
    expect(linkOf(first.links, 'first')!.href).toBe(biggest.href);
    expect(linkOf(first.links, 'previous')).toBeUndefined();
    const seen = new Set(first.publications!.map((publication) => publication.metadata.title));
    let feed = first;
    let pages = 1;
    while (linkOf(feed.links, 'next')) {
      const next = linkOf(feed.links, 'next')!.href;
      feed = await opds2(next);
      pages += 1;
      expect(linkOf(feed.links, 'previous')).toBeDefined();
      expect(feed.metadata.currentPage).toBe(pages);
      for (const publication of feed.publications ?? []) seen.add(publication.metadata.title);
    }
    expect(pages).toBe(Math.ceil(count / 24));
    expect(seen.size).toBeGreaterThan(0);
  });

  test('a publication: metadata, cover widths, buy with its price in rupees, sample, and for its buyer the download', async () => {
    const anonymous = await opds2('/opds/v2/search?query=the');
    const signedIn = await opds2('/opds/v2/search?query=the', basicHeaders());
    const book = await t.db
      .selectFrom('books')
      .innerJoin('genres', 'genres.id', 'books.genre_id')
      .select(['books.id', 'books.name', 'books.sale_price_paise', 'books.format', 'genres.name as genre'])
      .where('books.id', '=', 3)
      .executeTakeFirstOrThrow();
    const search = await opds2(`/opds/v2/search?query=${encodeURIComponent(book.name)}`, basicHeaders());
    const publication = search.publications!.find((item) => item.metadata.title === book.name)!;
    expect(opds2PublicationProblems(publication)).toEqual([]);
    expect(publication.metadata).toEqual(
      expect.objectContaining({
        '@type': 'http://schema.org/Book',
        title: book.name,
        author: expect.objectContaining({ name: expect.any(String) }),
        subject: expect.objectContaining({ name: book.genre }),
      }),
    );
    expect(linkOf(publication.links, 'http://opds-spec.org/acquisition/buy')).toEqual({
      rel: 'http://opds-spec.org/acquisition/buy',
      href: '/product/3',
      type: 'text/html',
      properties: { price: { value: book.sale_price_paise / 100, currency: 'INR' } },
    });
    expect(linkOf(publication.links, 'http://opds-spec.org/acquisition/sample')!.href).toBe(
      `${apiPaths.getBookPreview}?Id=3`,
    );
    expect(linkOf(publication.links, 'http://opds-spec.org/acquisition')).toEqual({
      rel: 'http://opds-spec.org/acquisition',
      href: `${apiPaths.downloadBook}?BookId=3`,
      type: book.format === 'PDF' ? 'application/pdf' : 'application/epub+zip',
    });
    expect(publication.images!.map((image) => image.width)).toEqual([200, 400, 800]);
    // Nobody but a buyer (or an admin) gets an acquisition link.
    const acquisitions = (feed: Opds2Feed) =>
      (feed.publications ?? []).filter((item) => linkOf(item.links, 'http://opds-spec.org/acquisition')).length;
    expect(acquisitions(anonymous)).toBe(0);
    expect(acquisitions(signedIn)).toBeLessThanOrEqual(3);
  });

  test('a book with an ISBN is identified by it; the language, publisher and pages are there when known', async () => {
    await t.db
      .updateTable('books')
      .set({
        isbn: '9780143039952',
        publisher: 'Penguin',
        published_date: '2006-03-01',
        language: 'en',
        page_count: 320,
      })
      .where('id', '=', 5)
      .execute();
    const shelf = await opds2('/opds/v2/bookshelf', basicHeaders());
    const publication = shelf.publications!.find((item) => item.metadata.identifier === 'urn:isbn:9780143039952')!;
    expect(publication.metadata).toEqual(
      expect.objectContaining({ language: 'en', publisher: 'Penguin', published: '2006-03-01', numberOfPages: 320 }),
    );
  });
});

describe('the bookshelf', () => {
  test('without credentials: 401, WWW-Authenticate Basic, a Link to the authentication document, which is the body', async () => {
    for (const url of ['/opds/v2/bookshelf', '/opds/v1/bookshelf']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="Pustaka"/);
      expect(response.headers.link).toBe(
        '</opds/auth>; rel="http://opds-spec.org/auth/document"; type="application/opds-authentication+json"',
      );
      expect(response.headers['content-type']).toBe('application/opds-authentication+json; charset=utf-8');
      expect(authDocumentProblems(response.json())).toEqual([]);
    }
  });

  test("lists the buyer's books newest purchase first, with the store's Bearer token too", async () => {
    const shelf = await opds2('/opds/v2/bookshelf', basicHeaders());
    const ids = shelf.publications!.map((item) => linkOf(item.links, 'http://opds-spec.org/acquisition')!.href);
    // 5 and 8 came in one order an hour after 3; the later grant of one order comes first.
    expect(ids).toEqual(['8', '5', '3'].map((id) => `${apiPaths.downloadBook}?BookId=${id}`));
    expect(shelf.metadata.numberOfItems).toBe(3);
    expect(await opds2('/opds/v2/bookshelf', buyer.headers)).toEqual(shelf);
  });

  test('a refunded book disappears from it', async () => {
    const user = await registerAndLogin(t.app);
    await buyBooks(t.app, user, '10', '11');
    const password = (
      await post(t.app, apiPaths.createAppPassword, { Name: 'Refund' }, { headers: user.headers })
    ).json<CreatedAppPassword>().Password;
    const headers = { authorization: `Basic ${Buffer.from(`${user.input.email}:${password}`).toString('base64')}` };
    const titles = async () =>
      (await opds2('/opds/v2/bookshelf', headers)).publications!.map((item) =>
        linkOf(item.links, 'http://opds-spec.org/acquisition')!.href.replace(/.*=/, ''),
      );
    expect((await titles()).sort()).toEqual(['10', '11']);
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', Number(user.session.UserId))
      .executeTakeFirstOrThrow();
    const refunded = await post(
      t.app,
      apiPaths.refundOrder,
      { OrderId: order.id, BookIds: [11] },
      { headers: a.adminHeaders },
    );
    expect(refunded.statusCode).toBe(202);
    expect(await titles()).toEqual(['10']);
    await post(t.app, apiPaths.refundOrder, { OrderId: order.id }, { headers: a.adminHeaders });
    const empty = await opds2('/opds/v2/bookshelf', headers);
    expect(empty.publications).toBeUndefined();
    expect(empty.metadata.numberOfItems).toBe(0);
  });
});

describe('the authentication document', () => {
  test('is OPDS Authentication 1.0: basic authentication with the store name, logo and labels', async () => {
    const response = await get('/opds/auth');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/opds-authentication+json; charset=utf-8');
    const document = response.json<{ title: string; links: Link[]; authentication: Array<{ type: string }> }>();
    expect(authDocumentProblems(document)).toEqual([]);
    expect(document.title).toContain('Pustaka');
    expect(document.authentication).toEqual([
      { type: 'http://opds-spec.org/auth/basic', labels: { login: 'E-mail', password: 'App password' } },
    ]);
    expect(linkOf(document.links, 'logo')).toBeDefined();
  });

  test('wrong credentials on any feed answer 401 with the document; a stale Bearer token is only anonymous', async () => {
    const wrong = { authorization: `Basic ${Buffer.from(`${buyer.input.email}:nope`).toString('base64')}` };
    expect((await get('/opds/v2/new-arrivals', wrong)).statusCode).toBe(401);
    expect((await get('/opds/v2/new-arrivals', bearer('x'.repeat(43)))).statusCode).toBe(200);
  });
});

describe('OPDS 1.2', () => {
  const atom = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    const document = parseXml(response.body);
    return { response, document, root: document.documentElement! };
  };
  const children = (element: Element, name: string) =>
    Array.from(element.childNodes).filter(
      (node): node is Element => node.nodeType === 1 && (node as Element).tagName === name,
    );
  const atomLinks = (element: Element) =>
    children(element, 'link').map((link) => ({
      rel: link.getAttribute('rel'),
      href: link.getAttribute('href'),
      type: link.getAttribute('type'),
    }));

  test('every feed is well-formed Atom of the right kind, with the same entries as its 2.0 twin', async () => {
    const genres = await opds2('/opds/v2/genres');
    const urls = [...FEEDS, genres.navigation![0]!.href, '/opds/v2/bookshelf'];
    for (const url2 of urls) {
      const headers = url2.includes('bookshelf') ? basicHeaders() : {};
      const twin = await opds2(url2, headers);
      const url1 = url2.replace('/opds/v2/', '/opds/v1/');
      const { response, root } = await atom(url1, headers);
      // Navigation feeds list feeds; the others are acquisition feeds, empty ones with a way back.
      const kind = /\/(catalog|genres|authors)$/.test(url2) ? 'navigation' : 'acquisition';
      expect(response.headers['content-type']).toBe(
        `application/atom+xml;profile=opds-catalog;kind=${kind}; charset=utf-8`,
      );
      expect(root.tagName).toBe('feed');
      expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
      const entries = children(root, 'entry');
      expect(entries.map((entry) => children(entry, 'title')[0]!.textContent)).toEqual(
        twin.publications
          ? twin.publications.map((publication) => publication.metadata.title)
          : twin.navigation!.map((link) => link.title),
      );
      for (const entry of entries) {
        expect(children(entry, 'id')).toHaveLength(1);
        expect(children(entry, 'updated')).toHaveLength(1);
      }
      expect(atomLinks(root).find((link) => link.rel === 'search')).toEqual({
        rel: 'search',
        href: '/opds/v1/opensearch.xml',
        type: 'application/opensearchdescription+xml',
      });
    }
  });

  test('an acquisition entry: buy with its opds:price, sample, and the buyer download', async () => {
    const { root } = await atom('/opds/v1/bookshelf', basicHeaders());
    const entry = children(root, 'entry')[0]!;
    const links = atomLinks(entry);
    expect(links.map((link) => link.rel)).toEqual(
      expect.arrayContaining([
        'http://opds-spec.org/image',
        'http://opds-spec.org/image/thumbnail',
        'http://opds-spec.org/acquisition/buy',
        'http://opds-spec.org/acquisition',
      ]),
    );
    const buy = children(entry, 'link').find(
      (link) => link.getAttribute('rel') === 'http://opds-spec.org/acquisition/buy',
    )!;
    const price = buy.getElementsByTagNameNS('http://opds-spec.org/2010/catalog', 'price')[0]!;
    expect(price.getAttribute('currencycode')).toBe('INR');
    expect(price.textContent).toMatch(/^\d+\.\d{2}$/);
  });

  test('the OpenSearch description is well-formed and templated on the 1.2 search', async () => {
    const { response, root } = await atom('/opds/v1/opensearch.xml');
    expect(response.headers['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
    const url = root.getElementsByTagName('Url')[0]!;
    expect(url.getAttribute('template')).toBe(
      `${t.config.publicUrl}/opds/v1/search?query={searchTerms}&page={startPage?}`,
    );
    const found = await atom('/opds/v1/search?query=the');
    expect(children(found.root, 'entry').length).toBeGreaterThan(0);
  });
});

describe('GET /opds negotiates', () => {
  test.each([
    ['application/opds+json', 'application/opds+json; charset=utf-8'],
    ['application/opds+json, application/atom+xml;q=0.9', 'application/opds+json; charset=utf-8'],
    [
      'application/atom+xml, application/opds+json;q=0.5',
      'application/atom+xml;profile=opds-catalog;kind=navigation; charset=utf-8',
    ],
    [
      'application/atom+xml;profile=opds-catalog',
      'application/atom+xml;profile=opds-catalog;kind=navigation; charset=utf-8',
    ],
    ['*/*', 'application/atom+xml;profile=opds-catalog;kind=navigation; charset=utf-8'],
    ['text/html', 'application/atom+xml;profile=opds-catalog;kind=navigation; charset=utf-8'],
    ['', 'application/atom+xml;profile=opds-catalog;kind=navigation; charset=utf-8'],
    ['nonsense;;q=x,', 'application/atom+xml;profile=opds-catalog;kind=navigation; charset=utf-8'],
  ])('Accept: %j answers %s', async (accept, type) => {
    const response = await get('/opds', accept ? { accept } : {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers.vary).toContain('Accept');
    if (type.startsWith('application/opds+json')) expect(opds2FeedProblems(response.json())).toEqual([]);
    else parseXml(response.body);
  });
});
