/** Every refusal of an EPUB's structure, each on a real file made by the writer and then broken. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { inspectBookFile } from '../book-file';
import { BookFileError } from '../book-file-error';
import { bookFileMessages } from '../book-file-messages';
import type { ChaptersBookInput } from './epub-from-chapters';
import type { ZipEntrySpec } from './epub-writer';
import { patchZipEntry } from '../testing/zip-bytes';
import {
  editEntry,
  makeTempDir,
  removeTempDir,
  testBookEntries,
  testBookInput,
  withoutEntry,
  writeBytes,
  writeEntries,
  zipBuffer,
} from '../testing/test-epubs';

const PACKAGE = 'OEBPS/content.opf';
const CHAPTER_1 = 'OEBPS/chapter-03.xhtml';
let dir: string;
let input: ChaptersBookInput;
let entries: ZipEntrySpec[];
let fileCount = 0;

beforeAll(async () => {
  dir = await makeTempDir();
  input = await testBookInput(3, { chapters: 3, wordsPerChapter: 300 });
  entries = testBookEntries(input);
});

afterAll(() => removeTempDir(dir));

function nextPath(): string {
  fileCount += 1;
  return path.join(dir, `book-${fileCount}.epub`);
}

async function refusalOf(file: string, limits?: Parameters<typeof inspectBookFile>[1]): Promise<string> {
  const error = await inspectBookFile(file, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BookFileError)) throw new Error(`Expected a BookFileError, got ${String(error)}`);
  return error.message;
}

const withEntry = (extra: ZipEntrySpec) => [...entries, extra];
const encryptionXml = (uri: string, algorithm: string) =>
  `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod Algorithm="${algorithm}"/><enc:CipherData><enc:CipherReference URI="${uri}"/></enc:CipherData></enc:EncryptedData></encryption>`;
const addToManifest = (item: string) => (opf: string) => opf.replace('</manifest>', `${item}\n</manifest>`);

describe('EPUB structure checks', () => {
  it('accepts the intact book', async () => {
    await expect(inspectBookFile(await writeEntries(nextPath(), entries))).resolves.toMatchObject({ format: 'EPUB' });
  });

  it('refuses a file that is neither PDF nor ZIP, and a ZIP header with no archive behind it', async () => {
    expect(await refusalOf(await writeBytes(nextPath(), Buffer.from('Just some text')))).toBe(
      bookFileMessages.notPdfOrEpub,
    );
    expect(
      await refusalOf(await writeBytes(nextPath(), Buffer.from('PK\x03\x04 and then nothing a ZIP has', 'latin1'))),
    ).toBe(bookFileMessages.epubNotZip);
  });

  it('refuses a missing mimetype, one that is not first, and one with other content', async () => {
    expect(await refusalOf(await writeEntries(nextPath(), withoutEntry(entries, 'mimetype')))).toBe(
      bookFileMessages.epubMimetypeMissing,
    );
    const [mimetype, ...rest] = entries;
    expect(await refusalOf(await writeEntries(nextPath(), [rest[0]!, mimetype!, ...rest.slice(1)]))).toBe(
      bookFileMessages.epubMimetypeNotFirst,
    );
    const wrong = [{ ...mimetype!, content: 'application/epub+zip\n' }, ...rest];
    expect(await refusalOf(await writeEntries(nextPath(), wrong))).toBe(
      bookFileMessages.epubMimetypeWrong('application/epub+zip\n'),
    );
  });

  it('refuses a missing container.xml, one naming no package or a missing one, and a package that is not XML', async () => {
    expect(await refusalOf(await writeEntries(nextPath(), withoutEntry(entries, 'META-INF/container.xml')))).toBe(
      bookFileMessages.epubContainerMissing,
    );
    const noRootfile = editEntry(entries, 'META-INF/container.xml', (xml) => xml.replace(/<rootfile [^>]*\/>/, ''));
    expect(await refusalOf(await writeEntries(nextPath(), noRootfile))).toBe(bookFileMessages.epubNoPackage);
    const missing = editEntry(entries, 'META-INF/container.xml', (xml) => xml.replace(PACKAGE, 'OEBPS/book.opf'));
    expect(await refusalOf(await writeEntries(nextPath(), missing))).toBe(
      bookFileMessages.epubPackageMissing('OEBPS/book.opf'),
    );
    const broken = editEntry(entries, PACKAGE, (opf) => opf.replace('</manifest>', '</manifest'));
    expect(await refusalOf(await writeEntries(nextPath(), broken))).toBe(
      bookFileMessages.epubPackageUnreadable(PACKAGE),
    );
  });

  it('refuses a spine item or a manifest item that is not in the file, naming it, and an empty spine', async () => {
    expect(await refusalOf(await writeEntries(nextPath(), withoutEntry(entries, CHAPTER_1)))).toBe(
      "The EPUB's spine lists OEBPS/chapter-03.xhtml, which is not in the file.",
    );
    expect(await refusalOf(await writeEntries(nextPath(), withoutEntry(entries, 'OEBPS/images/unused.png')))).toBe(
      bookFileMessages.epubManifestItemMissing('OEBPS/images/unused.png'),
    );
    const emptySpine = editEntry(entries, PACKAGE, (opf) =>
      opf.replace(/<spine([^>]*)>.*<\/spine>/, '<spine$1></spine>'),
    );
    expect(await refusalOf(await writeEntries(nextPath(), emptySpine))).toBe(bookFileMessages.epubSpineEmpty);
    const unknownIdref = editEntry(entries, PACKAGE, (opf) =>
      opf.replace('<itemref idref="chapter-1"/>', '<itemref idref="preface"/>'),
    );
    expect(await refusalOf(await writeEntries(nextPath(), unknownIdref))).toBe(
      bookFileMessages.epubSpineUnknownItem('preface'),
    );
  });

  it('allows a remote manifest item (never read) and refuses one that points outside the archive', async () => {
    const remote = editEntry(
      entries,
      PACKAGE,
      addToManifest('<item id="remote" href="https://example.com/theme.mp3" media-type="audio/mpeg"/>'),
    );
    await expect(inspectBookFile(await writeEntries(nextPath(), remote))).resolves.toMatchObject({ format: 'EPUB' });
    const escaping = editEntry(
      entries,
      PACKAGE,
      addToManifest('<item id="outside" href="../../outside.css" media-type="text/css"/>'),
    );
    expect(await refusalOf(await writeEntries(nextPath(), escaping))).toBe(
      bookFileMessages.epubManifestItemEscapes('../../outside.css'),
    );
  });

  it('refuses an entry whose name escapes the archive', async () => {
    // yazl will not write '..', so a same-length name is written and then renamed in the bytes.
    const bytes = await zipBuffer(withEntry({ name: 'AB/escape.txt', content: 'out', compress: true }));
    const file = await writeBytes(nextPath(), patchZipEntry(bytes, 'AB/escape.txt', { name: '../escape.txt' }));
    expect(await refusalOf(file)).toBe(bookFileMessages.epubUnsafeName);
  });

  it('refuses DRM: rights.xml, or encryption.xml encrypting a chapter', async () => {
    const rights = withEntry({ name: 'META-INF/rights.xml', content: '<rights/>', compress: true });
    expect(await refusalOf(await writeEntries(nextPath(), rights))).toBe(
      bookFileMessages.epubRightsFile('META-INF/rights.xml'),
    );
    const encrypted = withEntry({
      name: 'META-INF/encryption.xml',
      content: encryptionXml(CHAPTER_1, 'http://www.w3.org/2001/04/xmlenc#aes128-cbc'),
      compress: true,
    });
    expect(await refusalOf(await writeEntries(nextPath(), encrypted))).toBe(bookFileMessages.epubEncrypted(CHAPTER_1));
    // Obfuscation is for fonts only: a chapter "obfuscated" is a chapter the reader cannot show.
    const obfuscatedChapter = withEntry({
      name: 'META-INF/encryption.xml',
      content: encryptionXml(CHAPTER_1, 'http://www.idpf.org/2008/embedding'),
      compress: true,
    });
    expect(await refusalOf(await writeEntries(nextPath(), obfuscatedChapter))).toBe(
      bookFileMessages.epubEncrypted(CHAPTER_1),
    );
  });

  it('accepts fonts obfuscated with the IDPF or Adobe algorithm', async () => {
    for (const algorithm of ['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']) {
      const withFont = [
        ...editEntry(entries, PACKAGE, addToManifest('<item id="font" href="fonts/serif.otf" media-type="font/otf"/>')),
        { name: 'OEBPS/fonts/serif.otf', content: Buffer.alloc(2048, 7), compress: true },
        { name: 'META-INF/encryption.xml', content: encryptionXml('OEBPS/fonts/serif.otf', algorithm), compress: true },
      ];
      await expect(inspectBookFile(await writeEntries(nextPath(), withFont))).resolves.toMatchObject({
        format: 'EPUB',
      });
    }
  });

  it('refuses a ZIP bomb: more unpacked bytes in all than the limit, or an entry deflated beyond the ratio', async () => {
    const noise = withEntry({ name: 'OEBPS/images/noise.bin', content: randomBytes(2 * 1024 * 1024), compress: true });
    const file = await writeEntries(nextPath(), noise);
    expect(await refusalOf(file, { maxUncompressedBytes: 1024 * 1024, maxCompressionRatio: 200 })).toBe(
      'The EPUB unpacks to 3 MB, more than the 1 MB a book may take.',
    );
    // With the default limits: a declared size of 2 GiB (the bytes are never inflated).
    const declared = patchZipEntry(await zipBuffer(entries), CHAPTER_1, { uncompressedSize: 2 ** 31 });
    expect(await refusalOf(await writeBytes(nextPath(), declared))).toBe(
      'The EPUB unpacks to 2 GB, more than the 1 GB a book may take.',
    );
    const zeros = withEntry({ name: 'OEBPS/images/blank.bmp', content: Buffer.alloc(5 * 1024 * 1024), compress: true });
    expect(await refusalOf(await writeEntries(nextPath(), zeros))).toBe(
      bookFileMessages.epubCompressionBomb('OEBPS/images/blank.bmp'),
    );
  });

  it('refuses an entry whose bytes pass the size it declares (yauzl checks while inflating)', async () => {
    const lying = patchZipEntry(await zipBuffer(entries), CHAPTER_1, { uncompressedSize: 100 });
    expect(await refusalOf(await writeBytes(nextPath(), lying))).toBe(bookFileMessages.epubEntryDamaged(CHAPTER_1));
  });

  it('refuses a password-protected ZIP entry and an unknown compression method', async () => {
    const encrypted = patchZipEntry(await zipBuffer(entries), CHAPTER_1, { addFlags: 1 });
    expect(await refusalOf(await writeBytes(nextPath(), encrypted))).toBe(bookFileMessages.epubZipEncrypted(CHAPTER_1));
    const bzip2 = patchZipEntry(await zipBuffer(entries), CHAPTER_1, { method: 12 });
    expect(await refusalOf(await writeBytes(nextPath(), bzip2))).toBe(
      bookFileMessages.epubUnknownCompression(CHAPTER_1),
    );
  });
});
