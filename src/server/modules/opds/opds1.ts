/**
 * The feeds (opds-feeds.ts) as OPDS 1.2 Atom, for apps that speak only 1.2: navigation feeds
 * (`kind=navigation`) and acquisition feeds (`kind=acquisition`) with the same structure as the
 * 2.0 ones, OpenSearch totals for paging, and an OpenSearch description for the search box.
 */
import { PRODUCT_NAME } from '../../../shared/constants';
import { paiseToRupees } from '../../../shared/money';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
import { uiPaths } from '../../../shared/ui-paths';
import type { Feed, NavigationEntry, Publication } from './opds-feeds';
import {
  ATOM_ACQUISITION_TYPE,
  ATOM_NAVIGATION_TYPE,
  AUTH_DOCUMENT_PATH,
  AUTH_DOCUMENT_TYPE,
  bookMediaType,
  coverImages,
  downloadHref,
  feedHref,
  OPDS2_TYPE,
  OPENSEARCH_PATH,
  OPENSEARCH_TYPE,
  REL,
  sampleHref,
} from './opds-links';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Text or an attribute value as XML; characters XML 1.0 cannot hold at all are dropped. */
export function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

function element(name: string, attributes: Record<string, string | number | undefined>, content?: string): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${xml(String(value))}"`)
    .join('');
  return content === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${content}</${name}>`;
}

const link = (attributes: { rel?: string; href: string; type?: string; title?: string }, content?: string) =>
  element('link', attributes, content);

const typeOf = (kind: Feed['kind']) => (kind === 'navigation' ? ATOM_NAVIGATION_TYPE : ATOM_ACQUISITION_TYPE);

/** A feed's or an entry's stable id. */
const tagId = (publicUrl: string, path: string) => `${publicUrl}${feedHref('v1', path)}`;

function navigationEntry(entry: NavigationEntry, publicUrl: string, updated: string): string {
  const rel = entry.shelf ? REL.shelf : 'subsection';
  return element(
    'entry',
    {},
    [
      element('title', {}, xml(entry.title)),
      element('id', {}, xml(tagId(publicUrl, entry.path))),
      element('updated', {}, updated),
      entry.description || entry.count !== undefined
        ? element(
            'content',
            { type: 'text' },
            xml(entry.description ?? `${entry.count} ${entry.count === 1 ? 'book' : 'books'}`),
          )
        : '',
      link({ rel, href: feedHref('v1', entry.path), type: typeOf(entry.kind) }),
    ].join(''),
  );
}

function publicationEntry(publication: Publication, publicUrl: string): string {
  const parts = [
    element('title', {}, xml(publication.title)),
    element(
      'id',
      {},
      xml(publication.isbn ? `urn:isbn:${publication.isbn}` : `${publicUrl}${uiPaths.product(String(publication.id))}`),
    ),
    element('updated', {}, new Date(publication.addedAt).toISOString()),
    element(
      'author',
      {},
      element('name', {}, xml(publication.author.name)) +
        element('uri', {}, xml(`${publicUrl}${feedHref('v1', `authors/${publication.author.id}`)}`)),
    ),
  ];
  if (publication.isbn) parts.push(element('dc:identifier', {}, `urn:isbn:${publication.isbn}`));
  if (publication.language) parts.push(element('dc:language', {}, xml(publication.language)));
  if (publication.publisher) parts.push(element('dc:publisher', {}, xml(publication.publisher)));
  if (publication.published) parts.push(element('dc:issued', {}, xml(publication.published)));
  if (publication.pages) parts.push(element('dc:extent', {}, `${publication.pages} pages`));
  parts.push(element('category', { term: publication.genre.name, label: publication.genre.name }));
  if (publication.description) parts.push(element('summary', { type: 'text' }, xml(publication.description)));
  const images = coverImages(publication.coverKey);
  const largest = images[images.length - 1];
  if (largest) parts.push(link({ rel: REL.image, href: largest.href, type: largest.type }));
  if (images[0]) parts.push(link({ rel: REL.thumbnail, href: images[0].href, type: images[0].type }));
  parts.push(
    link(
      { rel: REL.buy, href: uiPaths.product(String(publication.id)), type: 'text/html' },
      element('opds:price', { currencycode: 'INR' }, paiseToRupees(publication.salePaise).toFixed(2)),
    ),
  );
  if (publication.sampleFormat)
    parts.push(
      link({ rel: REL.sample, href: sampleHref(publication.id), type: bookMediaType[publication.sampleFormat] }),
    );
  if (publication.acquirable)
    parts.push(
      link({ rel: REL.acquisition, href: downloadHref(publication.id), type: bookMediaType[publication.format] }),
    );
  return element('entry', {}, parts.join(''));
}

/** The feed as an OPDS 1.2 Atom document. */
export function opds1Feed(feed: Feed, publicUrl: string, now: Date): string {
  const updated = now.toISOString();
  const query = feed.query ?? {};
  const paging = feed.paging;
  const self = feedHref('v1', feed.path, query, paging?.page);
  const parts = [
    element('id', {}, xml(`${publicUrl}${self}`)),
    element('title', {}, xml(feed.title)),
    element('updated', {}, updated),
    element('author', {}, element('name', {}, xml(PRODUCT_NAME)) + element('uri', {}, xml(publicUrl))),
    link({ rel: 'self', href: self, type: typeOf(feed.kind) }),
    link({
      rel: 'start',
      href: feedHref('v1', 'catalog'),
      type: ATOM_NAVIGATION_TYPE,
      title: readingAppsTexts.catalogTitle,
    }),
    link({ rel: 'search', href: OPENSEARCH_PATH, type: OPENSEARCH_TYPE }),
    link({ rel: REL.authDocument, href: AUTH_DOCUMENT_PATH, type: AUTH_DOCUMENT_TYPE }),
    link({ rel: 'alternate', href: feedHref('v2', feed.path, query, paging?.page), type: OPDS2_TYPE }),
  ];
  if (feed.up) parts.push(link({ rel: 'up', href: feedHref('v1', feed.up), type: ATOM_NAVIGATION_TYPE }));
  if (feed.path === 'catalog')
    parts.push(
      link({ rel: REL.shelf, href: feedHref('v1', 'bookshelf'), type: ATOM_ACQUISITION_TYPE, title: 'My bookshelf' }),
    );
  if (paging) {
    const type = typeOf(feed.kind);
    parts.push(link({ rel: 'first', href: feedHref('v1', feed.path, query, 1), type }));
    if (paging.page > 1)
      parts.push(link({ rel: 'previous', href: feedHref('v1', feed.path, query, paging.page - 1), type }));
    if (paging.hasNext)
      parts.push(link({ rel: 'next', href: feedHref('v1', feed.path, query, paging.page + 1), type }));
    if (paging.total !== undefined) parts.push(element('opensearch:totalResults', {}, String(paging.total)));
    parts.push(element('opensearch:itemsPerPage', {}, String(paging.pageSize)));
    parts.push(element('opensearch:startIndex', {}, String((paging.page - 1) * paging.pageSize + 1)));
  }
  for (const entry of feed.navigation ?? []) parts.push(navigationEntry(entry, publicUrl, updated));
  for (const publication of feed.publications ?? []) parts.push(publicationEntry(publication, publicUrl));
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    element(
      'feed',
      {
        xmlns: 'http://www.w3.org/2005/Atom',
        'xmlns:dc': 'http://purl.org/dc/terms/',
        'xmlns:opds': 'http://opds-spec.org/2010/catalog',
        'xmlns:opensearch': 'http://a9.com/-/spec/opensearch/1.1/',
      },
      parts.join(''),
    )
  );
}

/** The OpenSearch description the 1.2 feeds' search link names. */
export function openSearchDescription(publicUrl: string): string {
  const template = `${publicUrl}${feedHref('v1', 'search')}?query={searchTerms}&page={startPage?}`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    element(
      'OpenSearchDescription',
      { xmlns: 'http://a9.com/-/spec/opensearch/1.1/' },
      [
        element('ShortName', {}, xml(PRODUCT_NAME)),
        element('Description', {}, xml(`Search the ${PRODUCT_NAME} e-book store by title or author.`)),
        element('InputEncoding', {}, 'UTF-8'),
        element('OutputEncoding', {}, 'UTF-8'),
        element('Url', { type: ATOM_ACQUISITION_TYPE, template, indexOffset: undefined }),
      ].join(''),
    )
  );
}
