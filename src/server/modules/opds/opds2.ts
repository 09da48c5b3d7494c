/**
 * The feeds (opds-feeds.ts) as OPDS 2.0 JSON (application/opds+json), valid against the OPDS 2.0
 * JSON schemas vendored in schemas/ (opds2.test.ts checks every feed). Links are root-relative:
 * an app resolves them against the feed's own address, whatever host it reached the store by.
 */
import { uiPaths } from '../../../shared/ui-paths';
import { paiseToRupees } from '../../../shared/money';
import { readingAppsTexts } from '../../../shared/reading-apps-texts';
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
  fullDate,
  OPDS2_TYPE,
  REL,
  sampleHref,
} from './opds-links';

interface Link {
  href: string;
  type?: string;
  rel?: string | string[];
  title?: string;
  templated?: boolean;
  width?: number;
  height?: number;
  properties?: Record<string, unknown>;
}

const feedLink = (path: string, rel?: string, title?: string, query?: Record<string, string>, page?: number): Link => ({
  rel,
  href: feedHref('v2', path, query, page),
  type: OPDS2_TYPE,
  ...(title === undefined ? {} : { title }),
});

/** Links every feed carries: the catalog's start, search and how to sign in. */
function commonLinks(): Link[] {
  return [
    feedLink('catalog', 'start', readingAppsTexts.catalogTitle),
    { rel: 'search', href: `${feedHref('v2', 'search')}{?query}`, type: OPDS2_TYPE, templated: true },
    { rel: REL.authDocument, href: AUTH_DOCUMENT_PATH, type: AUTH_DOCUMENT_TYPE },
  ];
}

function navigationLink(entry: NavigationEntry): Link {
  return {
    href: feedHref('v2', entry.path),
    type: OPDS2_TYPE,
    title: entry.title,
    rel: entry.shelf ? [REL.shelf, 'subsection'] : 'subsection',
    ...(entry.count === undefined ? {} : { properties: { numberOfItems: entry.count } }),
  };
}

export function publicationOf(publication: Publication): object {
  const published = fullDate(publication.published);
  const metadata = {
    '@type': 'http://schema.org/Book',
    title: publication.title,
    ...(publication.isbn ? { identifier: `urn:isbn:${publication.isbn}` } : {}),
    author: {
      name: publication.author.name,
      links: [{ href: feedHref('v2', `authors/${publication.author.id}`), type: OPDS2_TYPE }],
    },
    ...(publication.language ? { language: publication.language } : {}),
    ...(publication.publisher ? { publisher: publication.publisher } : {}),
    ...(published ? { published } : {}),
    modified: new Date(publication.addedAt).toISOString(),
    ...(publication.description ? { description: publication.description } : {}),
    subject: {
      name: publication.genre.name,
      links: [{ href: feedHref('v2', `genres/${publication.genre.id}`), type: OPDS2_TYPE }],
    },
    ...(publication.pages ? { numberOfPages: publication.pages } : {}),
  };
  const links: Link[] = [
    {
      rel: REL.buy,
      href: uiPaths.product(String(publication.id)),
      type: 'text/html',
      properties: { price: { value: paiseToRupees(publication.salePaise), currency: 'INR' } },
    },
  ];
  if (publication.sampleFormat)
    links.push({ rel: REL.sample, href: sampleHref(publication.id), type: bookMediaType[publication.sampleFormat] });
  if (publication.acquirable)
    links.push({ rel: REL.acquisition, href: downloadHref(publication.id), type: bookMediaType[publication.format] });
  const images = coverImages(publication.coverKey);
  return { metadata, links, ...(images.length > 0 ? { images } : {}) };
}

/** The feed as an OPDS 2.0 document. */
export function opds2Feed(feed: Feed): object {
  const query = feed.query ?? {};
  const paging = feed.paging;
  const links: Link[] = [feedLink(feed.path, 'self', undefined, query, paging?.page), ...commonLinks()];
  if (feed.up) links.push(feedLink(feed.up, 'up'));
  links.push({
    rel: 'alternate',
    href: feedHref('v1', feed.path, query, paging?.page),
    type: feed.kind === 'navigation' ? ATOM_NAVIGATION_TYPE : ATOM_ACQUISITION_TYPE,
  });
  if (feed.path === 'catalog') links.push(feedLink('bookshelf', REL.shelf, 'My bookshelf'));
  if (paging) {
    links.push(feedLink(feed.path, 'first', undefined, query, 1));
    if (paging.page > 1) links.push(feedLink(feed.path, 'previous', undefined, query, paging.page - 1));
    if (paging.hasNext) links.push(feedLink(feed.path, 'next', undefined, query, paging.page + 1));
  }
  const metadata = {
    title: feed.title,
    ...(paging
      ? {
          itemsPerPage: paging.pageSize,
          currentPage: paging.page,
          ...(paging.total === undefined ? {} : { numberOfItems: paging.total }),
        }
      : {}),
  };
  return {
    metadata,
    links,
    ...(feed.navigation ? { navigation: feed.navigation.map(navigationLink) } : {}),
    ...(feed.publications ? { publications: feed.publications.map(publicationOf) } : {}),
  };
}

/** The OPDS Authentication 1.0 document: HTTP Basic with the account's e-mail and an app password. */
export function authenticationDocument(publicUrl: string): object {
  return {
    id: `${publicUrl}${AUTH_DOCUMENT_PATH}`,
    title: readingAppsTexts.catalogTitle,
    description: readingAppsTexts.authDescription,
    links: [
      { rel: 'logo', href: `${publicUrl}/favicon.svg`, type: 'image/svg+xml', width: 64, height: 64 },
      { rel: 'register', href: `${publicUrl}${uiPaths.register}`, type: 'text/html' },
      { rel: 'help', href: `${publicUrl}${uiPaths.profile}`, type: 'text/html' },
      { rel: 'start', href: `${publicUrl}${feedHref('v2', 'catalog')}`, type: OPDS2_TYPE },
    ],
    authentication: [
      {
        type: 'http://opds-spec.org/auth/basic',
        labels: { login: readingAppsTexts.loginLabel, password: readingAppsTexts.passwordLabel },
      },
    ],
  };
}
