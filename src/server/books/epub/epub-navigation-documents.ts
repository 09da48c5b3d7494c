/**
 * The navigation a written EPUB carries, from one table of contents: the EPUB 3 nav document and
 * the NCX (required by EPUB 2, and read by older EPUB 3 reading systems, so written for both).
 */
import { sampleTexts } from '../book-file-messages';
import { folderOf, relativeHref } from './epub-paths';
import type { TocEntry } from './epub-toc';
import { escapeXml, xhtmlPage } from './epub-xhtml';

export interface NavigationContext {
  /** The archive path of the document being written (hrefs are relative to it). */
  path: string;
  title: string;
  language: string;
}

function hrefOf(from: string, entry: TocEntry & { path: string }): string {
  return escapeXml(relativeHref(folderOf(from), entry.path, entry.fragment));
}

/** EPUB 3: a <span> heading must group a non-empty list, so a heading left without children goes. */
function navList(entries: readonly TocEntry[], from: string): string {
  const items = entries.flatMap((entry) => {
    const label = escapeXml(entry.label || sampleTexts.untitled);
    const nested = entry.children.length > 0 ? navList(entry.children, from) : '';
    if (entry.path === undefined) return nested ? [`<li><span>${label}</span>${nested}</li>`] : [];
    return [`<li><a href="${hrefOf(from, { ...entry, path: entry.path })}">${label}</a>${nested}</li>`];
  });
  return items.length > 0 ? `<ol>${items.join('')}</ol>` : '';
}

export function navDocument(toc: readonly TocEntry[], context: NavigationContext): string {
  return xhtmlPage({
    version: 3,
    title: context.title,
    language: context.language,
    body: `<nav epub:type="toc" id="toc">${navList(toc, context.path)}</nav>`,
  });
}

/** An NCX navPoint needs a target: a heading without one leads where its first child does. */
function firstTarget(entry: TocEntry): (TocEntry & { path: string }) | undefined {
  if (entry.path !== undefined) return { ...entry, path: entry.path };
  for (const child of entry.children) {
    const found = firstTarget(child);
    if (found) return { ...found, label: entry.label };
  }
  return undefined;
}

export function ncxDocument(toc: readonly TocEntry[], context: NavigationContext & { uid: string }): string {
  let playOrder = 0;
  let deepest = 1;
  const points = (entries: readonly TocEntry[], depth: number): string =>
    entries
      .map((entry) => {
        const targetEntry = firstTarget(entry);
        if (!targetEntry) return '';
        playOrder += 1;
        deepest = Math.max(deepest, depth);
        const label = escapeXml(entry.label || sampleTexts.untitled);
        return `<navPoint id="navpoint-${playOrder}" playOrder="${playOrder}"><navLabel><text>${label}</text></navLabel><content src="${hrefOf(context.path, targetEntry)}"/>${points(entry.children, depth + 1)}</navPoint>`;
      })
      .join('');
  const navMap = points(toc, 1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="${escapeXml(context.language)}">`,
    `<head><meta name="dtb:uid" content="${escapeXml(context.uid)}"/><meta name="dtb:depth" content="${deepest}"/><meta name="dtb:totalPageCount" content="0"/><meta name="dtb:maxPageNumber" content="0"/></head>`,
    `<docTitle><text>${escapeXml(context.title)}</text></docTitle>`,
    `<navMap>${navMap}</navMap>`,
    '</ncx>',
    '',
  ].join('\n');
}
