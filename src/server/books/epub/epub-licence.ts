/**
 * A bought EPUB marked for its buyer as it is downloaded (issue 37): the book's entries copied one
 * at a time from the stored archive (random access, each inflated and deflated again as yazl
 * reaches it, so a 100 MB book never sits in memory), except the package document, which gains
 * a dc:rights naming the licence and a "Licensed to" page at the spine's end, in the book's own
 * EPUB version. The identifier is kept, so obfuscated fonts' keys still hold.
 */
import type { Readable } from 'node:stream';
import type { ZipArchive } from '../zip-archive';
import { openEntryStream } from './epub-archive';
import { XHTML_MEDIA_TYPE } from './epub-media-types';
import { EPUB_MEDIA_TYPE, MIMETYPE_PATH } from './epub-ocf';
import { readPackage } from './epub-package';
import { relativeHref } from './epub-paths';
import { zipStream, type ZipEntrySpec } from './epub-writer';
import { escapeXml, xhtmlPage } from './epub-xhtml';
import { NS, firstChild, serializeXml } from './epub-xml';

/** Who a marked copy is licensed to. */
export interface Licence {
  name: string;
  email: string;
  /** The order the copy was bought in; null for an admin's copy of a book they did not buy. */
  orderNumber: number | null;
  /** The download's random id, also recorded with it. */
  markId: string;
}

export const LICENCE_TITLE = 'Licensed to';
export const LICENCE_PAGE_NAME = 'pustaka-licence.xhtml';

/**
 * A mark id as licenceText writes it ("Mark M.") and the PDF's Keywords ("mark M;"): 12 random
 * bytes in base64url. Reading a found copy's marks back (licence-marks.ts) uses this one pattern.
 */
export const LICENCE_MARK_PATTERN = /\b[Mm]ark ([A-Za-z0-9_-]{16})(?![A-Za-z0-9_-])/g;

/** "Licensed to NAME, EMAIL, order N. Mark M." */
export function licenceText(licence: Licence): string {
  const order = licence.orderNumber === null ? 'store copy' : `order ${licence.orderNumber}`;
  return `${LICENCE_TITLE} ${licence.name}, ${licence.email}, ${order}. Mark ${licence.markId}.`;
}

/** An archive path in `folder` that no file of the book has. */
function freePath(archive: ZipArchive, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  let candidate = `${folder}${name}`;
  for (let n = 2; archive.has(candidate); n += 1) candidate = `${folder}${name.slice(0, dot)}-${n}${name.slice(dot)}`;
  return candidate;
}

function licencePage(version: 2 | 3, language: string, licence: Licence): string {
  const body = [
    '<div id="pustaka-licence">',
    `<h1>${escapeXml(LICENCE_TITLE)}</h1>`,
    `<p>${escapeXml(licence.name)}</p>`,
    `<p>${escapeXml(licence.email)}</p>`,
    licence.orderNumber === null ? '' : `<p>Order ${licence.orderNumber}</p>`,
    `<p>${escapeXml(licenceText(licence))}</p>`,
    '</div>',
  ].join('');
  return xhtmlPage({ version, title: LICENCE_TITLE, language, body });
}

/**
 * The marked EPUB's bytes as a stream. Reads the package document (the only entry held whole);
 * the archive must stay open until the stream ends.
 */
export async function markedEpub(archive: ZipArchive, licence: Licence, modified: Date): Promise<Readable> {
  const pkg = await readPackage(archive);
  const packageElement = pkg.document.documentElement!;
  const metadata = firstChild(packageElement, NS.opf, 'metadata');
  const manifest = firstChild(packageElement, NS.opf, 'manifest');
  const spine = firstChild(packageElement, NS.opf, 'spine');
  if (!metadata || !manifest || !spine) throw new Error(`${pkg.path} has no metadata, manifest or spine`);

  const rights = pkg.document.createElementNS(NS.dc, 'dc:rights');
  rights.appendChild(pkg.document.createTextNode(licenceText(licence)));
  metadata.appendChild(rights);

  const pagePath = freePath(archive, pkg.folder, LICENCE_PAGE_NAME);
  let id = 'pustaka-licence';
  for (let n = 2; pkg.itemsById.has(id); n += 1) id = `pustaka-licence-${n}`;
  const item = pkg.document.createElementNS(NS.opf, 'item');
  item.setAttribute('id', id);
  item.setAttribute('href', relativeHref(pkg.folder, pagePath));
  item.setAttribute('media-type', XHTML_MEDIA_TYPE);
  manifest.appendChild(item);
  const itemref = pkg.document.createElementNS(NS.opf, 'itemref');
  itemref.setAttribute('idref', id);
  spine.appendChild(itemref);

  const language = firstChild(metadata, NS.dc, 'language')?.textContent?.trim() || 'en';
  const entries: ZipEntrySpec[] = [{ name: MIMETYPE_PATH, content: EPUB_MEDIA_TYPE, compress: false }];
  for (const entry of [...archive.entries].sort((a, b) => a.index - b.index)) {
    if (entry.name === MIMETYPE_PATH) continue;
    if (entry.name === pkg.path) {
      entries.push({ name: entry.name, content: serializeXml(pkg.document), compress: true });
      continue;
    }
    entries.push({
      name: entry.name,
      content: () => openEntryStream(archive, entry.name),
      compress: entry.compressionMethod !== 0,
    });
  }
  entries.push({ name: pagePath, content: licencePage(pkg.version, language, licence), compress: true });
  return zipStream(entries, modified);
}
