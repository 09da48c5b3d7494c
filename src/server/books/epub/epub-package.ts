/**
 * An EPUB's package document (OPF), found through META-INF/container.xml and parsed by namespace:
 * its version, manifest (hrefs resolved to archive paths), spine, navigation (EPUB 3 nav document,
 * EPUB 2 NCX) and cover image. Metadata is read from `document` by epub-metadata.ts. Failing to find
 * or parse the package is a refusal worded here; what it lists is checked by epub-check.ts.
 */
import type { Document, Element } from '@xmldom/xmldom';
import { BookFileError } from '../book-file-error';
import { bookFileMessages } from '../book-file-messages';
import type { ZipArchive } from '../zip-archive';
import { readXmlEntry } from './epub-archive';
import { CONTAINER_PATH, PACKAGE_MEDIA_TYPE } from './epub-ocf';
import { folderOf, resolveHref, type ResolvedHref } from './epub-paths';
import { NS, XmlSyntaxError, attribute, children, descendants, firstChild, parseXml, tokens } from './epub-xml';

/** A package document lists every file of the book: a few MB even for thousands of them. */
const MAX_PACKAGE_BYTES = 16 * 1024 * 1024;
const MAX_CONTAINER_BYTES = 64 * 1024;

export interface ManifestItem {
  id: string;
  /** As written in the package. */
  href: string;
  /** The href resolved against the package's folder. */
  target: ResolvedHref;
  /** The archive path of a local item ('' for a remote one). */
  path: string;
  mediaType: string;
  properties: string[];
}

export interface SpineItem {
  idref: string;
  linear: boolean;
}

export type EpubVersion = 2 | 3;

export interface EpubPackage {
  /** The package document's archive path, and its folder (hrefs in it are relative to that). */
  path: string;
  folder: string;
  version: EpubVersion;
  document: Document;
  /** The text of the identifier the package's unique-identifier names (font obfuscation keys derive from it). */
  uniqueIdentifier?: string;
  items: ManifestItem[];
  itemsById: ReadonlyMap<string, ManifestItem>;
  spine: SpineItem[];
  pageProgressionDirection?: 'ltr' | 'rtl';
  /** EPUB 3: the manifest item with properties="nav". */
  navItem?: ManifestItem;
  /** The spine's toc attribute (EPUB 2), else any NCX of the manifest. */
  ncxItem?: ManifestItem;
  /** EPUB 3 properties="cover-image", else EPUB 2 <meta name="cover" content="item id">; an image either way. */
  coverItem?: ManifestItem;
}

/** The package document's path, from META-INF/container.xml (its first rootfile of the package's media type). */
export async function readPackagePath(archive: ZipArchive): Promise<string> {
  if (!archive.has(CONTAINER_PATH)) throw new BookFileError(bookFileMessages.epubContainerMissing);
  let container: Document;
  try {
    container = parseXml(await readXmlEntry(archive, CONTAINER_PATH, MAX_CONTAINER_BYTES), 'strict');
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new BookFileError(bookFileMessages.epubContainerUnreadable, { cause: error });
    throw error;
  }
  const rootfiles = descendants(container, NS.container, 'rootfile');
  const rootfile = rootfiles.find((element) => attribute(element, 'media-type') === PACKAGE_MEDIA_TYPE) ?? rootfiles[0];
  const fullPath = rootfile && attribute(rootfile, 'full-path');
  if (!fullPath) throw new BookFileError(bookFileMessages.epubNoPackage);
  // full-path is relative to the archive's root; a path escaping it names no entry.
  const target = resolveHref('', fullPath);
  if (target.kind !== 'local' || !archive.has(target.path))
    throw new BookFileError(bookFileMessages.epubPackageMissing(fullPath));
  return target.path;
}

function versionOf(packageElement: Element, items: readonly ManifestItem[]): EpubVersion {
  const major = Number.parseInt(attribute(packageElement, 'version') ?? '', 10);
  if (major === 2) return 2;
  if (major >= 3) return 3;
  return items.some((item) => item.properties.includes('nav')) ? 3 : 2;
}

function manifestItems(manifest: Element, folder: string): ManifestItem[] {
  return children(manifest, NS.opf, 'item').flatMap((element): ManifestItem[] => {
    const id = attribute(element, 'id');
    if (!id) return []; // nothing can refer to it
    const href = attribute(element, 'href');
    const mediaType = attribute(element, 'media-type');
    if (!href || !mediaType) throw new BookFileError(bookFileMessages.epubManifestItemInvalid(id));
    const target = resolveHref(folder, href);
    return [
      {
        id,
        href,
        target,
        path: target.kind === 'local' ? target.path : '',
        mediaType: mediaType.toLowerCase(),
        properties: tokens(attribute(element, 'properties')),
      },
    ];
  });
}

function coverItemOf(
  document: Document,
  items: readonly ManifestItem[],
  itemsById: ReadonlyMap<string, ManifestItem>,
): ManifestItem | undefined {
  const isImage = (item: ManifestItem | undefined) =>
    item !== undefined && item.mediaType.startsWith('image/') && item.target.kind === 'local';
  const byProperty = items.find((item) => item.properties.includes('cover-image'));
  if (isImage(byProperty)) return byProperty;
  const meta = descendants(document, NS.opf, 'meta').find((element) => attribute(element, 'name') === 'cover');
  const content = meta && attribute(meta, 'content');
  if (!content) return undefined;
  // The content should be an item's id; some tools write the image's href instead.
  const byMeta = itemsById.get(content) ?? items.find((item) => item.href === content);
  return isImage(byMeta) ? byMeta : undefined;
}

export function parsePackage(path: string, xml: string): EpubPackage {
  let document: Document;
  try {
    document = parseXml(xml, 'strict');
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new BookFileError(bookFileMessages.epubPackageUnreadable(path), { cause: error });
    throw error;
  }
  const packageElement = document.documentElement;
  const manifest =
    packageElement && packageElement.namespaceURI === NS.opf && packageElement.localName === 'package'
      ? firstChild(packageElement, NS.opf, 'manifest')
      : undefined;
  const spineElement = packageElement ? firstChild(packageElement, NS.opf, 'spine') : undefined;
  if (!packageElement || !manifest || !spineElement)
    throw new BookFileError(bookFileMessages.epubPackageNotPackage(path));

  const folder = folderOf(path);
  const items = manifestItems(manifest, folder);
  const itemsById = new Map<string, ManifestItem>();
  for (const item of items) if (!itemsById.has(item.id)) itemsById.set(item.id, item);
  const spine = children(spineElement, NS.opf, 'itemref').flatMap((element): SpineItem[] => {
    const idref = attribute(element, 'idref');
    return idref ? [{ idref, linear: attribute(element, 'linear') !== 'no' }] : [];
  });
  const tocId = attribute(spineElement, 'toc');
  const direction = attribute(spineElement, 'page-progression-direction');
  const uniqueId = attribute(packageElement, 'unique-identifier');
  const identifier = uniqueId
    ? descendants(document, NS.dc, 'identifier').find((element) => attribute(element, 'id') === uniqueId)
    : undefined;
  return {
    path,
    folder,
    version: versionOf(packageElement, items),
    document,
    uniqueIdentifier: identifier?.textContent?.trim() || undefined,
    items,
    itemsById,
    spine,
    pageProgressionDirection: direction === 'rtl' || direction === 'ltr' ? direction : undefined,
    navItem: items.find((item) => item.properties.includes('nav')),
    ncxItem:
      (tocId ? itemsById.get(tocId) : undefined) ?? items.find((item) => item.mediaType === 'application/x-dtbncx+xml'),
    coverItem: coverItemOf(document, items, itemsById),
  };
}

export async function readPackage(archive: ZipArchive): Promise<EpubPackage> {
  const path = await readPackagePath(archive);
  return parsePackage(path, await readXmlEntry(archive, path, MAX_PACKAGE_BYTES));
}
