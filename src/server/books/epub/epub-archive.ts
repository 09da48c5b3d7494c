/**
 * An EPUB's ZIP archive opened through zip-archive.ts, its failures worded for the uploader: every
 * read of the EPUB library goes through here, so a damaged entry or one larger than it may be is a
 * BookFileError naming the file, wherever it is met.
 */
import { PassThrough, type Readable } from 'node:stream';
import { BookFileError } from '../book-file-error';
import { bookFileMessages } from '../book-file-messages';
import { DEFAULT_MAX_ENTRIES, ZipArchive, ZipArchiveError } from '../zip-archive';
import { decodeXml } from './epub-xml';

function refusalOf(error: unknown, entryName?: string): unknown {
  if (!(error instanceof ZipArchiveError)) return error;
  switch (error.problem) {
    case 'not-zip':
      return new BookFileError(bookFileMessages.epubNotZip, { cause: error });
    case 'unsafe-path':
      return new BookFileError(bookFileMessages.epubUnsafeName, { cause: error });
    case 'too-large':
      return new BookFileError(bookFileMessages.epubTooManyFiles(DEFAULT_MAX_ENTRIES), { cause: error });
    case 'corrupt':
      return new BookFileError(
        entryName ? bookFileMessages.epubEntryDamaged(entryName) : bookFileMessages.epubDamaged,
        { cause: error },
      );
  }
}

export async function openEpubArchive(filePath: string): Promise<ZipArchive> {
  try {
    return await ZipArchive.openFile(filePath);
  } catch (error) {
    throw refusalOf(error);
  }
}

/** An entry's bytes, refused when it is larger than `maxBytes` or damaged (yauzl checks the declared size as it inflates). */
export async function readEntry(archive: ZipArchive, name: string, maxBytes: number): Promise<Buffer> {
  const declared = archive.entry(name)?.uncompressedSize ?? 0;
  if (declared > maxBytes) throw new BookFileError(bookFileMessages.epubDocumentTooLarge(name, maxBytes));
  try {
    return await archive.read(name, maxBytes);
  } catch (error) {
    throw refusalOf(error, name);
  }
}

/** An XML entry's text (UTF-8 or UTF-16). */
export async function readXmlEntry(archive: ZipArchive, name: string, maxBytes: number): Promise<string> {
  return decodeXml(await readEntry(archive, name, maxBytes));
}

/**
 * An entry's bytes as a stream, for copying into another archive without holding them; a failure
 * while inflating (bytes beyond the declared size, a damaged entry) fails it with a refusal.
 */
export async function openEntryStream(archive: ZipArchive, name: string): Promise<Readable> {
  let source: Readable;
  try {
    source = await archive.openStream(name);
  } catch (error) {
    throw refusalOf(error, name);
  }
  const out = new PassThrough();
  source.once('error', (error) =>
    out.destroy(new BookFileError(bookFileMessages.epubEntryDamaged(name), { cause: error })),
  );
  return source.pipe(out);
}
