/** Where the OPDS feeds are and what they are called: paths, media types and link relations. */
import { apiPaths, OPDS_PREFIX } from '../../../shared/api-paths';
import type { BookFormat } from '../../../shared/book-details';
import { COVER_BASE_WIDTH, COVER_HEIGHT_PER_WIDTH, COVER_WIDTHS } from '../../../shared/cover-images';
import { coverUrl } from '../../storage/object-storage';

export type OpdsVersion = 'v1' | 'v2';

export const OPDS2_TYPE = 'application/opds+json';
export const OPDS2_PUBLICATION_TYPE = 'application/opds-publication+json';
export const AUTH_DOCUMENT_TYPE = 'application/opds-authentication+json';
export const ATOM_NAVIGATION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=navigation';
export const ATOM_ACQUISITION_TYPE = 'application/atom+xml;profile=opds-catalog;kind=acquisition';
export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

export const REL = {
  acquisition: 'http://opds-spec.org/acquisition',
  buy: 'http://opds-spec.org/acquisition/buy',
  sample: 'http://opds-spec.org/acquisition/sample',
  image: 'http://opds-spec.org/image',
  thumbnail: 'http://opds-spec.org/image/thumbnail',
  shelf: 'http://opds-spec.org/shelf',
  authDocument: 'http://opds-spec.org/auth/document',
} as const;

export const bookMediaType: Record<BookFormat, string> = { PDF: 'application/pdf', EPUB: 'application/epub+zip' };

export const opdsRoot = (version: OpdsVersion) => `${OPDS_PREFIX}/${version}`;
export const AUTH_DOCUMENT_PATH = `${OPDS_PREFIX}/auth`;
export const OPENSEARCH_PATH = `${OPDS_PREFIX}/v1/opensearch.xml`;

/** A feed's address: its path under the version's root, its query and its page (page 1 unnamed). */
export function feedHref(version: OpdsVersion, path: string, query: Record<string, string> = {}, page = 1): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${opdsRoot(version)}/${path}${search ? `?${search}` : ''}`;
}

export const downloadHref = (bookId: number) => `${apiPaths.downloadBook}?BookId=${bookId}`;
export const sampleHref = (bookId: number) => `${apiPaths.getBookPreview}?Id=${bookId}`;

export interface CoverImage {
  href: string;
  type: string;
  width?: number;
  height?: number;
}

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** A cover in each width it is stored in (shared/cover-images.ts), smallest first; one image when stored otherwise. */
export function coverImages(coverKey: string): CoverImage[] {
  const url = coverUrl(coverKey);
  const baseSuffix = `-w${COVER_BASE_WIDTH}.webp`;
  if (url.endsWith(baseSuffix)) {
    const stem = url.slice(0, -baseSuffix.length);
    return COVER_WIDTHS.map((width) => ({
      href: `${stem}-w${width}.webp`,
      type: 'image/webp',
      width,
      height: Math.round(width * COVER_HEIGHT_PER_WIDTH),
    }));
  }
  const type = IMAGE_TYPES[/\.([a-z0-9]+)$/i.exec(coverKey)?.[1]?.toLowerCase() ?? ''];
  return type ? [{ href: url, type }] : [];
}

/** 'YYYY-MM-DD' only: OPDS 2.0's `published` is a full date; a year or a month alone is left out there. */
export const fullDate = (date: string | null): string | undefined =>
  date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
