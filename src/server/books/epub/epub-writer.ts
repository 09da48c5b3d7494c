/**
 * Writes EPUBs with yazl, in two layers:
 * - zip entries (writeZip / zipBuffer): written in the order given, mimetype stored, the rest
 *   deflated; an entry may be a stream opened only when yazl reaches it, so a copy from another
 *   archive never sits in memory;
 * - an EPUB (epubEntries / writeEpub / epubBuffer): mimetype, container.xml, the package document,
 *   the nav document and NCX, then the content documents and resources, from a spec whose files
 *   are named by their archive paths (so copied documents keep their relative links).
 * Tests build broken EPUBs by editing the entries epubEntries answers before writing them.
 */
import fs from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { normalizeIsbn } from '../../../shared/isbn';
import type { EncryptedResource } from './epub-drm';
import { NCX_MEDIA_TYPE, XHTML_MEDIA_TYPE } from './epub-media-types';
import { ncxDocument, navDocument } from './epub-navigation-documents';
import { CONTAINER_PATH, ENCRYPTION_PATH, EPUB_MEDIA_TYPE, MIMETYPE_PATH, PACKAGE_MEDIA_TYPE } from './epub-ocf';
import type { EpubVersion } from './epub-package';
import { folderOf, relativeHref } from './epub-paths';
import type { TocEntry } from './epub-toc';
import { escapeXml } from './epub-xhtml';

export type EntryContent = string | Buffer | (() => Promise<Readable>);

export interface ZipEntrySpec {
  name: string;
  content: EntryContent;
  compress: boolean;
}

export interface EpubFileSpec {
  path: string;
  mediaType: string;
  content: EntryContent;
  /** EPUB 3 manifest properties ('svg', 'mathml', 'cover-image'); for EPUB 2, 'cover-image' becomes <meta name="cover">. */
  properties?: readonly string[];
}

export interface EpubMetadataSpec {
  /** The unique identifier ('urn:isbn:...', 'urn:uuid:...'). */
  identifier: string;
  title: string;
  /** BCP 47. */
  language: string;
  authors: readonly string[];
  publisher?: string;
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  date?: string;
  description?: string;
  /** 13 digits; written as a second identifier unless it is the unique one. */
  isbn?: string;
  /** dcterms:modified (EPUB 3) and every entry's time. */
  modified: Date;
}

export interface EpubSpec {
  version: EpubVersion;
  /** Default 'OEBPS/content.opf'. */
  packagePath?: string;
  metadata: EpubMetadataSpec;
  /** The reading order. */
  spine: readonly EpubFileSpec[];
  /** Everything else the documents use. */
  resources: readonly EpubFileSpec[];
  toc: readonly TocEntry[];
  /** Defaults beside the package document: nav.xhtml, toc.ncx. */
  navPath?: string;
  ncxPath?: string;
  pageProgressionDirection?: 'ltr' | 'rtl';
  /** Written to META-INF/encryption.xml (obfuscated fonts carried over from a book). */
  encryptedResources?: readonly EncryptedResource[];
}

const DEFAULT_PACKAGE_PATH = 'OEBPS/content.opf';

// ---------- ZIP ----------

/** yazl's file time; DOS timestamps only, since an extra field is not allowed on the mimetype entry. */
function zipFileOf(entries: readonly ZipEntrySpec[], mtime: Date): yazl.ZipFile {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    const options = { compress: entry.compress, mtime, forceDosTimestamp: true };
    const { content } = entry;
    if (typeof content === 'function') {
      zip.addReadStreamLazy(entry.name, options, (callback) => {
        content().then(
          (stream) => {
            // yazl listens for errors only on streams it opens itself: without this, a source
            // failing midway would leave the archive waiting for bytes that never come.
            stream.once('error', (error) => zip.emit('error', error));
            callback(null, stream);
          },
          (error: unknown) => callback(error, new PassThrough()),
        );
      });
    } else {
      zip.addBuffer(Buffer.from(content), entry.name, options);
    }
  }
  zip.end();
  return zip;
}

/** The archive's bytes as a stream; a failing entry stream fails it. */
export function zipStream(entries: readonly ZipEntrySpec[], mtime: Date): Readable {
  const zip = zipFileOf(entries, mtime);
  const output = zip.outputStream;
  if (!(output instanceof Readable)) throw new Error('yazl output is not a Readable stream');
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}

/** Writes the archive to `outPath`; a failed write leaves no partial file behind. */
export async function writeZip(entries: readonly ZipEntrySpec[], outPath: string, mtime = new Date()): Promise<void> {
  try {
    await pipeline(zipStream(entries, mtime), fs.createWriteStream(outPath));
  } catch (error) {
    await fs.promises.rm(outPath, { force: true });
    throw error;
  }
}

export async function zipBuffer(entries: readonly ZipEntrySpec[], mtime = new Date()): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(entries, mtime)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// ---------- EPUB ----------

function containerXml(packagePath: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">',
    `<rootfiles><rootfile full-path="${escapeXml(packagePath)}" media-type="${PACKAGE_MEDIA_TYPE}"/></rootfiles>`,
    '</container>',
    '',
  ].join('\n');
}

function encryptionXml(resources: readonly EncryptedResource[]): string {
  const data = resources.map(
    (resource) =>
      `<enc:EncryptedData><enc:EncryptionMethod Algorithm="${escapeXml(resource.algorithm)}"/><enc:CipherData><enc:CipherReference URI="${escapeXml(relativeHref('', resource.path))}"/></enc:CipherData></enc:EncryptedData>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">${data.join('')}</encryption>\n`;
}

/** dcterms:modified wants seconds and a Z: 2024-01-31T10:00:00Z. */
function modifiedStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function metadataXml(version: EpubVersion, metadata: EpubMetadataSpec, coverId: string | undefined): string {
  const { isbn } = metadata;
  const isbnIdentifier = `urn:isbn:${isbn}`;
  // 'urn:isbn:978...' or the bare digits: the unique identifier is the ISBN, which is then not repeated.
  const uniqueIsIsbn = isbn !== undefined && normalizeIsbn(metadata.identifier) === isbn;
  const lines: string[] = [];
  if (version === 3) {
    lines.push(`<dc:identifier id="book-id">${escapeXml(metadata.identifier)}</dc:identifier>`);
    if (isbn && !uniqueIsIsbn) lines.push(`<dc:identifier>${isbnIdentifier}</dc:identifier>`);
  } else {
    const scheme = uniqueIsIsbn ? ' opf:scheme="ISBN"' : '';
    // Written as given: obfuscated fonts' keys derive from the unique identifier's exact text.
    lines.push(`<dc:identifier id="book-id"${scheme}>${escapeXml(metadata.identifier)}</dc:identifier>`);
    if (isbn && !uniqueIsIsbn) lines.push(`<dc:identifier opf:scheme="ISBN">${isbn}</dc:identifier>`);
  }
  lines.push(`<dc:title>${escapeXml(metadata.title)}</dc:title>`);
  metadata.authors.forEach((author, index) => {
    if (version === 3) {
      lines.push(`<dc:creator id="creator-${index + 1}">${escapeXml(author)}</dc:creator>`);
      lines.push(`<meta refines="#creator-${index + 1}" property="role" scheme="marc:relators">aut</meta>`);
    } else {
      lines.push(`<dc:creator opf:role="aut">${escapeXml(author)}</dc:creator>`);
    }
  });
  lines.push(`<dc:language>${escapeXml(metadata.language)}</dc:language>`);
  if (metadata.publisher) lines.push(`<dc:publisher>${escapeXml(metadata.publisher)}</dc:publisher>`);
  if (metadata.date)
    lines.push(
      version === 3
        ? `<dc:date>${metadata.date}</dc:date>`
        : `<dc:date opf:event="publication">${metadata.date}</dc:date>`,
    );
  if (metadata.description) lines.push(`<dc:description>${escapeXml(metadata.description)}</dc:description>`);
  if (version === 3) lines.push(`<meta property="dcterms:modified">${modifiedStamp(metadata.modified)}</meta>`);
  // EPUB 2's way to name the cover, also read by EPUB 3 reading systems that predate cover-image.
  if (coverId) lines.push(`<meta name="cover" content="${coverId}"/>`);
  const namespaces =
    version === 3
      ? 'xmlns:dc="http://purl.org/dc/elements/1.1/"'
      : 'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf"';
  return `<metadata ${namespaces}>\n${lines.join('\n')}\n</metadata>`;
}

interface ManifestEntry {
  id: string;
  file: EpubFileSpec;
}

function packageXml(
  spec: EpubSpec,
  packagePath: string,
  manifest: readonly ManifestEntry[],
  spineIds: readonly string[],
  ncxId: string,
): string {
  const folder = folderOf(packagePath);
  const cover = manifest.find((entry) => entry.file.properties?.includes('cover-image'));
  const items = manifest.map(({ id, file }) => {
    const properties =
      spec.version === 3 && file.properties && file.properties.length > 0
        ? ` properties="${file.properties.join(' ')}"`
        : '';
    return `<item id="${id}" href="${escapeXml(relativeHref(folder, file.path))}" media-type="${escapeXml(file.mediaType)}"${properties}/>`;
  });
  const direction = spec.pageProgressionDirection
    ? ` page-progression-direction="${spec.pageProgressionDirection}"`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<package xmlns="http://www.idpf.org/2007/opf" version="${spec.version}.0" unique-identifier="book-id">`,
    metadataXml(spec.version, spec.metadata, cover?.id),
    `<manifest>\n${items.join('\n')}\n</manifest>`,
    `<spine toc="${ncxId}"${direction}>${spineIds.map((id) => `<itemref idref="${id}"/>`).join('')}</spine>`,
    '</package>',
    '',
  ].join('\n');
}

/** Every entry of the EPUB the spec describes, in the order they are written. */
export function epubEntries(spec: EpubSpec): ZipEntrySpec[] {
  const packagePath = spec.packagePath ?? DEFAULT_PACKAGE_PATH;
  const folder = folderOf(packagePath);
  const navPath = spec.navPath ?? `${folder}nav.xhtml`;
  const ncxPath = spec.ncxPath ?? `${folder}toc.ncx`;
  const context = { title: spec.metadata.title, language: spec.metadata.language };

  const ncx: EpubFileSpec = {
    path: ncxPath,
    mediaType: NCX_MEDIA_TYPE,
    content: ncxDocument(spec.toc, { ...context, path: ncxPath, uid: spec.metadata.identifier }),
  };
  const nav: EpubFileSpec | undefined =
    spec.version === 3
      ? {
          path: navPath,
          mediaType: XHTML_MEDIA_TYPE,
          content: navDocument(spec.toc, { ...context, path: navPath }),
          properties: ['nav'],
        }
      : undefined;
  const spine = spec.spine.map((file, index): ManifestEntry => ({ id: `chapter-${index + 1}`, file }));
  const manifest: ManifestEntry[] = [
    ...(nav ? [{ id: 'nav', file: nav }] : []),
    { id: 'ncx', file: ncx },
    ...spine,
    ...spec.resources.map((file, index): ManifestEntry => ({
      id: file.properties?.includes('cover-image') ? 'cover-image' : `resource-${index + 1}`,
      file,
    })),
  ];
  const encrypted = spec.encryptedResources ?? [];
  return [
    { name: MIMETYPE_PATH, content: EPUB_MEDIA_TYPE, compress: false },
    { name: CONTAINER_PATH, content: containerXml(packagePath), compress: true },
    ...(encrypted.length > 0 ? [{ name: ENCRYPTION_PATH, content: encryptionXml(encrypted), compress: true }] : []),
    {
      name: packagePath,
      content: packageXml(
        spec,
        packagePath,
        manifest,
        spine.map((entry) => entry.id),
        'ncx',
      ),
      compress: true,
    },
    ...manifest.map(({ file }) => ({ name: file.path, content: file.content, compress: true })),
  ];
}

export async function writeEpub(spec: EpubSpec, outPath: string): Promise<void> {
  await writeZip(epubEntries(spec), outPath, spec.metadata.modified);
}

export async function epubBuffer(spec: EpubSpec): Promise<Buffer> {
  return zipBuffer(epubEntries(spec), spec.metadata.modified);
}
