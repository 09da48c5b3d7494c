/**
 * A book's table of contents as its navigation says: the EPUB 3 nav document's toc, else the EPUB 2
 * NCX. Targets are resolved to archive paths, so entries can be compared with the files a sample
 * keeps. A navigation that cannot be read gives no entries: it is the reader's aid, not the book.
 */
import type { Element } from '@xmldom/xmldom';
import type { ZipArchive } from '../zip-archive';
import { readXmlEntry } from './epub-archive';
import type { EpubPackage, ManifestItem } from './epub-package';
import { folderOf, resolveHref } from './epub-paths';
import { MAX_DOCUMENT_BYTES } from './epub-text';
import { NS, attribute, children, descendants, firstChild, parseXml, textOf, tokens } from './epub-xml';

export interface TocEntry {
  label: string;
  /** The archive path it leads to; none for a heading that only groups its children. */
  path?: string;
  fragment?: string;
  children: TocEntry[];
}

function target(folder: string, href: string | undefined): Pick<TocEntry, 'path' | 'fragment'> {
  const resolved = href === undefined ? undefined : resolveHref(folder, href);
  return resolved?.kind === 'local' ? { path: resolved.path, fragment: resolved.fragment } : {};
}

/** <li><a href>label</a> or <span>label</span>, then perhaps a nested <ol>. */
function navEntries(list: Element, folder: string): TocEntry[] {
  return children(list, NS.xhtml, 'li').flatMap((li): TocEntry[] => {
    const heading = children(li).find((child) => child.localName === 'a' || child.localName === 'span');
    if (!heading) return [];
    const nested = firstChild(li, NS.xhtml, 'ol');
    return [
      {
        label: textOf(heading),
        ...target(folder, heading.localName === 'a' ? attribute(heading, 'href') : undefined),
        children: nested ? navEntries(nested, folder) : [],
      },
    ];
  });
}

function readNav(xml: string, folder: string): TocEntry[] {
  const document = parseXml(xml, 'lenient', 'application/xhtml+xml');
  const toc = descendants(document, NS.xhtml, 'nav').find((nav) =>
    tokens(attribute(nav, 'type', NS.ops)).includes('toc'),
  );
  const list = toc && descendants(toc, NS.xhtml, 'ol')[0];
  return list ? navEntries(list, folder) : [];
}

function ncxEntries(parent: Element, folder: string): TocEntry[] {
  return children(parent, NS.ncx, 'navPoint').map((point) => {
    const label = firstChild(point, NS.ncx, 'navLabel');
    const content = firstChild(point, NS.ncx, 'content');
    return {
      label: label ? textOf(label) : '',
      ...target(folder, content && attribute(content, 'src')),
      children: ncxEntries(point, folder),
    };
  });
}

function readNcx(xml: string, folder: string): TocEntry[] {
  const navMap = descendants(parseXml(xml, 'lenient'), NS.ncx, 'navMap')[0];
  return navMap ? ncxEntries(navMap, folder) : [];
}

async function tryRead(
  archive: ZipArchive,
  item: ManifestItem | undefined,
  read: (xml: string, folder: string) => TocEntry[],
): Promise<TocEntry[]> {
  if (!item || item.target.kind !== 'local') return [];
  try {
    return read(await readXmlEntry(archive, item.path, MAX_DOCUMENT_BYTES), folderOf(item.path));
  } catch {
    return [];
  }
}

export async function readToc(archive: ZipArchive, pkg: EpubPackage): Promise<TocEntry[]> {
  const fromNav = await tryRead(archive, pkg.navItem, readNav);
  return fromNav.length > 0 ? fromNav : tryRead(archive, pkg.ncxItem, readNcx);
}
