/**
 * The structural checks an EPUB passes before anything of it is stored, each refusal naming the
 * problem: the ZIP archive (no entry that cannot be read safely, no "ZIP bomb"), the OCF container
 * (mimetype, container.xml, the package document), what the package lists (every local manifest
 * item and spine item present, none outside the archive) and DRM.
 *
 * These are our own checks, not EPUBCheck's: they are what the store needs to read, sample and
 * serve a book, they stream the archive instead of loading it, and they stay quiet about the many
 * faults reading systems recover from (a full validation refuses most real-world EPUBs).
 */
import { COMPRESSION_RATIO_FLOOR_BYTES, type BookFileLimits } from '../book-file-types';
import { BookFileError } from '../book-file-error';
import { bookFileMessages } from '../book-file-messages';
import type { ZipArchive, ZipEntryInfo } from '../zip-archive';
import { openEpubArchive, readEntry } from './epub-archive';
import { checkEncryption, refuseRightsFiles, type EncryptedResource } from './epub-drm';
import { EPUB_MEDIA_TYPE, MIMETYPE_PATH } from './epub-ocf';
import { readPackage, type EpubPackage, type ManifestItem } from './epub-package';

export interface CheckedEpub {
  archive: ZipArchive;
  pkg: EpubPackage;
  /** Fonts obfuscated by encryption.xml (a sample carries their entries along). */
  obfuscatedFonts: EncryptedResource[];
}

/** 0: stored, 8: deflated, the two methods OCF allows (and yauzl reads). */
const ZIP_METHODS: ReadonlySet<number> = new Set([0, 8]);

/**
 * From the central directory alone, before any byte is inflated: yauzl then fails any entry whose
 * inflated bytes pass the size declared here, so the declared sizes bound the work.
 */
export function checkZipEntries(entries: readonly ZipEntryInfo[], limits: BookFileLimits): void {
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > limits.maxUncompressedBytes)
    throw new BookFileError(bookFileMessages.epubTooLargeUnpacked(total, limits.maxUncompressedBytes));
  for (const entry of entries) {
    if (entry.encrypted) throw new BookFileError(bookFileMessages.epubZipEncrypted(entry.name));
    if (!ZIP_METHODS.has(entry.compressionMethod))
      throw new BookFileError(bookFileMessages.epubUnknownCompression(entry.name));
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > COMPRESSION_RATIO_FLOOR_BYTES && ratio > limits.maxCompressionRatio) {
      throw new BookFileError(bookFileMessages.epubCompressionBomb(entry.name));
    }
  }
}

/** OCF: a first entry named mimetype holding exactly "application/epub+zip" (what identifies the file as an EPUB). */
export async function checkMimetype(archive: ZipArchive): Promise<void> {
  const entry = archive.entry(MIMETYPE_PATH);
  if (!entry) throw new BookFileError(bookFileMessages.epubMimetypeMissing);
  if (entry.index !== 0) throw new BookFileError(bookFileMessages.epubMimetypeNotFirst);
  const content =
    entry.uncompressedSize > 256 ? undefined : (await readEntry(archive, MIMETYPE_PATH, 256)).toString('latin1');
  if (content !== EPUB_MEDIA_TYPE) throw new BookFileError(bookFileMessages.epubMimetypeWrong(content));
}

/** A local item must be an entry of the archive; a remote (http, https) one is allowed and never read. */
function checkItem(archive: ZipArchive, item: ManifestItem, missing: (path: string) => string): void {
  if (item.target.kind === 'escapes') throw new BookFileError(bookFileMessages.epubManifestItemEscapes(item.href));
  if (item.target.kind === 'local' && !archive.has(item.target.path))
    throw new BookFileError(missing(item.target.path));
}

/** The spine first, so a missing chapter is named as the spine's. */
export function checkManifestAndSpine(archive: ZipArchive, pkg: EpubPackage): void {
  if (pkg.spine.length === 0) throw new BookFileError(bookFileMessages.epubSpineEmpty);
  for (const itemref of pkg.spine) {
    const item = pkg.itemsById.get(itemref.idref);
    if (!item) throw new BookFileError(bookFileMessages.epubSpineUnknownItem(itemref.idref));
    checkItem(archive, item, bookFileMessages.epubSpineItemMissing);
  }
  for (const item of pkg.items) checkItem(archive, item, bookFileMessages.epubManifestItemMissing);
}

async function checkEpub(archive: ZipArchive, limits: BookFileLimits): Promise<CheckedEpub> {
  checkZipEntries(archive.entries, limits);
  await checkMimetype(archive);
  refuseRightsFiles(archive);
  const pkg = await readPackage(archive);
  checkManifestAndSpine(archive, pkg);
  const obfuscatedFonts = await checkEncryption(archive, pkg);
  return { archive, pkg, obfuscatedFonts };
}

/** Opens and checks the EPUB at `filePath`, hands it to `use`, and closes it whatever happens. */
export async function withCheckedEpub<T>(
  filePath: string,
  limits: BookFileLimits,
  use: (epub: CheckedEpub) => Promise<T>,
): Promise<T> {
  const archive = await openEpubArchive(filePath);
  try {
    return await use(await checkEpub(archive, limits));
  } finally {
    archive.close();
  }
}
