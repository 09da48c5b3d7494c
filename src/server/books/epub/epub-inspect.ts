/** What an uploaded EPUB is: checked (epub-check.ts), then its details, its length in words and its cover. */
import type { BookFileLimits, BookCover, InspectedBook } from '../book-file-types';
import type { ZipArchive } from '../zip-archive';
import { readEntry } from './epub-archive';
import { withCheckedEpub } from './epub-check';
import { metadataOfPackage } from './epub-metadata';
import type { EpubPackage } from './epub-package';
import { countBookWords } from './epub-text';

/** A cover larger than this is left out (the upload's own cover limit is 5 MB). */
const MAX_COVER_BYTES = 10 * 1024 * 1024;

async function coverOf(archive: ZipArchive, pkg: EpubPackage): Promise<BookCover | undefined> {
  const item = pkg.coverItem;
  if (!item || (archive.entry(item.path)?.uncompressedSize ?? Infinity) > MAX_COVER_BYTES) return undefined;
  return { bytes: await readEntry(archive, item.path, MAX_COVER_BYTES), mediaType: item.mediaType };
}

export async function inspectEpub(filePath: string, limits: BookFileLimits): Promise<InspectedBook> {
  return withCheckedEpub(filePath, limits, async ({ archive, pkg }) => {
    const wordCount = await countBookWords(archive, pkg);
    const cover = await coverOf(archive, pkg);
    return { format: 'EPUB', metadata: metadataOfPackage(pkg), wordCount, ...(cover ? { cover } : {}) };
  });
}
