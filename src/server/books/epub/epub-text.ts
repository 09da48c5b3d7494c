/**
 * The words of an EPUB: the text of each content document of its reading order, read one at a time
 * (never the whole archive at once), each at most MAX_DOCUMENT_BYTES.
 */
import { countWords, markupText } from '../markup-text';
import type { ZipArchive } from '../zip-archive';
import { readXmlEntry } from './epub-archive';
import { isContentDocument } from './epub-media-types';
import type { EpubPackage, ManifestItem } from './epub-package';

/** Far above a real chapter (a long novel in one file is a few MB); the cap bounds a single read. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The text of an XHTML (or SVG) content document: what a reader sees, without head, scripts and styles. */
export function xhtmlText(markup: string): string {
  return markupText(markup);
}

/**
 * The spine's local content documents in reading order, each once. `linearOnly`: without the items
 * marked linear="no" (notes, answers), which a reader reaches by links rather than by reading on.
 */
export function readingOrder(pkg: EpubPackage, linearOnly = false): ManifestItem[] {
  const seen = new Set<string>();
  const order: ManifestItem[] = [];
  for (const itemref of pkg.spine) {
    const item = pkg.itemsById.get(itemref.idref);
    if (!item || item.target.kind !== 'local' || !isContentDocument(item.mediaType) || seen.has(item.path)) continue;
    if (linearOnly && !itemref.linear) continue;
    seen.add(item.path);
    order.push(item);
  }
  return order;
}

export async function documentWords(archive: ZipArchive, path: string): Promise<number> {
  return countWords(xhtmlText(await readXmlEntry(archive, path, MAX_DOCUMENT_BYTES)));
}

/** The words of the whole reading order (non-linear items too: they are part of the book). */
export async function countBookWords(archive: ZipArchive, pkg: EpubPackage): Promise<number> {
  let words = 0;
  for (const item of readingOrder(pkg)) words += await documentWords(archive, item.path);
  return words;
}
