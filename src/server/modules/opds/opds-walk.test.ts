/**
 * The catalog as a reading app walks it: start at /opds with an app password, follow every OPDS
 * 2.0 link the answers give (navigation, groups, paging, publications' acquisition links), and end
 * at the buyer's downloads. No URL is written here but the start: a link that leads nowhere, a feed
 * that is not valid OPDS 2.0, or a download that is not the book fails the walk. Its log is the
 * view an app has of the store.
 */
import { apiPaths } from '../../../shared/api-paths';
import type { CreatedAppPassword } from '../../../shared/contract/reading-apps.contract';
import { post, registerAndLogin } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { buyBooks } from '../../testing/shopping';
import { opds2FeedProblems } from './opds-test-helpers';

const OPDS2 = 'application/opds+json';
/** Enough to reach every kind of feed and a page past the first of each; the walk stays breadth-first. */
const MAX_FEEDS = 60;

interface Link {
  href: string;
  rel?: string | string[];
  type?: string;
  templated?: boolean;
}
interface Feed {
  links?: Link[];
  navigation?: Link[];
  publications?: { metadata: { title: string }; links: Link[] }[];
  groups?: Feed[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rels = (link: Link) => [link.rel ?? []].flat();

/** The links of a feed an app follows: every OPDS 2.0 feed link, and the acquisitions of its publications. */
function linksOf(feed: Feed): { feeds: string[]; downloads: { href: string; type?: string; title: string }[] } {
  const all = [feed, ...(feed.groups ?? [])];
  const feedLinks = all.flatMap((part) => [...(part.links ?? []), ...(part.navigation ?? [])]);
  const publications = all.flatMap((part) => part.publications ?? []);
  return {
    feeds: feedLinks.filter((link) => !link.templated && (link.type ?? '').startsWith(OPDS2)).map((link) => link.href),
    downloads: publications.flatMap((publication) =>
      publication.links
        .filter((link) => rels(link).includes('http://opds-spec.org/acquisition'))
        .map((link) => ({ href: link.href, type: link.type, title: publication.metadata.title })),
    ),
  };
}

test('an app starting at /opds reaches every feed and downloads each book its buyer owns', async () => {
  const buyer = await registerAndLogin(t.app);
  await buyBooks(t.app, buyer, '1', '3');
  const password = (
    await post(t.app, apiPaths.createAppPassword, { Name: 'KOReader' }, { headers: buyer.headers })
  ).json<CreatedAppPassword>().Password;
  const headers = {
    authorization: `Basic ${Buffer.from(`${buyer.input.email}:${password}`).toString('base64')}`,
    accept: OPDS2,
  };

  const seen = new Set<string>();
  const queue = ['/opds'];
  const downloads = new Map<string, { type?: string; title: string }>();
  const log: string[] = [];
  while (queue.length > 0 && seen.size < MAX_FEEDS) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    expect(response.headers['content-type']).toMatch(/^application\/opds\+json/);
    const feed = response.json<Feed>();
    expect({ url, problems: opds2FeedProblems(feed) }).toEqual({ url, problems: [] });
    const found = linksOf(feed);
    log.push(`${url}: ${found.feeds.length} feed links, ${(feed.publications ?? []).length} publications`);
    for (const href of found.feeds) if (!seen.has(href)) queue.push(href);
    for (const download of found.downloads) downloads.set(download.href, download);
  }
  process.stdout.write(`An app's walk from /opds (${seen.size} feeds):\n  ${log.join('\n  ')}\n`);

  // The navigation reached every kind of feed the catalog offers.
  const reached = [...seen].join(' ');
  for (const kind of ['/catalog', '/new-arrivals', '/best-sellers', '/genres', '/authors', '/bookshelf'])
    expect(reached).toContain(kind);
  // Only the buyer's two books can be downloaded, each as the file its link announced.
  expect([...downloads.keys()].sort()).toEqual(['1', '3'].map((id) => `${apiPaths.downloadBook}?BookId=${id}`));
  for (const [href, { type, title }] of downloads) {
    const file = await t.app.inject({ method: 'GET', url: href, headers: { authorization: headers.authorization } });
    expect({ href, status: file.statusCode }).toEqual({ href, status: 200 });
    expect(file.headers['content-type']).toBe(type);
    const magic = file.rawPayload.subarray(0, 4).toString('latin1');
    expect(magic).toBe(type === 'application/pdf' ? '%PDF' : 'PK\u0003\u0004');
    process.stdout.write(`downloaded ${title}: ${type}, ${file.rawPayload.length} bytes\n`);
  }
});
