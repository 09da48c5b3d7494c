/**
 * The store's own EPUB samples, made from real EPUB 2 and EPUB 3 files and read back with the
 * library's own reader; every sample must pass EPUBCheck with no error.
 */
import path from 'node:path';
import { inspectBookFile, makeSample, type InspectedBook } from '../book-file';
import { countWords } from '../markup-text';
import type { ZipArchive } from '../zip-archive';
import { epubcheckErrors } from '../testing/epubcheck';
import {
  EXTRA_CSS,
  editEntry,
  makeTempDir,
  paragraphs,
  prose,
  removeTempDir,
  testBookEntries,
  testBookInput,
  writeBytes,
  writeEntries,
  writeTestBook,
  zipBuffer,
} from '../testing/test-epubs';
import { patchZipEntry } from '../testing/zip-bytes';
import { bookFileMessages } from '../book-file-messages';
import { openEpubArchive, readXmlEntry } from './epub-archive';
import type { ChapterInput, ChaptersBookInput } from './epub-from-chapters';
import { readPackage, type EpubPackage } from './epub-package';
import { xhtmlText } from './epub-text';
import { readToc } from './epub-toc';

const PRODUCT_URL = 'https://pustaka.example/product/42';
let dir: string;
let made = 0;

beforeAll(async () => {
  dir = await makeTempDir('book-file-sample-');
});

afterAll(() => removeTempDir(dir));

interface OpenedSample {
  archive: ZipArchive;
  pkg: EpubPackage;
  /** The reading order's archive paths. */
  order: string[];
  text: (name: string) => Promise<string>;
}

async function openSample(file: string): Promise<OpenedSample> {
  const archive = await openEpubArchive(file);
  const pkg = await readPackage(archive);
  const order = pkg.spine.map((itemref) => pkg.itemsById.get(itemref.idref)!.path);
  return { archive, pkg, order, text: (name) => readXmlEntry(archive, name, 1e8) };
}

/** The book at `file` sampled; its inspection, the sample's path and what makeSample answered. */
async function sampleOf(file: string) {
  made += 1;
  const inspected: InspectedBook = await inspectBookFile(file);
  const out = path.join(dir, `sample-${made}.epub`);
  return { inspected, out, made: await makeSample(file, inspected, out, { productUrl: PRODUCT_URL }) };
}

async function writeBook(input: ChaptersBookInput): Promise<string> {
  made += 1;
  return writeTestBook(path.join(dir, `book-${made}.epub`), input);
}

const chapter = (title: string, words: number, seed: number): ChapterInput => ({
  title,
  body: `<h2>${title}</h2>\n${paragraphs(Math.ceil(words / 100), 100, seed)}`,
});

describe.each([3, 2] as const)('the sample of an EPUB %i', (version) => {
  let book: string;
  let sample: Awaited<ReturnType<typeof sampleOf>>;
  let opened: OpenedSample;

  beforeAll(async () => {
    book = await writeBook(await testBookInput(version, { chapters: 12, wordsPerChapter: 1000 }));
    sample = await sampleOf(book);
    opened = await openSample(sample.out);
  });

  afterAll(() => opened.archive.close());

  it('passes EPUBCheck with no error', async () => {
    expect(await epubcheckErrors(sample.out)).toEqual([]);
  });

  it('keeps the version, the details (its title marked as a sample) and the identifier', async () => {
    expect(sample.made.format).toBe('EPUB');
    expect(opened.pkg.version).toBe(version);
    const metadata = (await inspectBookFile(sample.out)).metadata;
    expect(metadata).toEqual({ ...sample.inspected.metadata, title: 'Monsoon Letters (sample)' });
    expect(opened.pkg.uniqueIdentifier).toBe('urn:isbn:9788175257665');
  });

  it('holds about 10 % of the words: whole documents, then the next cut after a paragraph', async () => {
    const total = sample.inspected.wordCount!;
    const budget = Math.ceil(total / 10);
    // Cover, title page, chapter 1 whole (1,010 words), chapter 2 cut, the end page.
    expect(opened.order).toEqual([
      'OEBPS/chapter-01.xhtml',
      'OEBPS/chapter-02.xhtml',
      'OEBPS/chapter-03.xhtml',
      'OEBPS/chapter-04.xhtml',
      'OEBPS/end-of-sample.xhtml',
    ]);
    expect(sample.made.wordCount).toBeGreaterThanOrEqual(budget);
    expect(sample.made.wordCount).toBeLessThan(budget + 100); // at most one paragraph more
    const words = (
      await Promise.all(opened.order.slice(0, -1).map(async (name) => countWords(xhtmlText(await opened.text(name)))))
    ).reduce((a, b) => a + b);
    expect(words).toBe(sample.made.wordCount);

    const cut = await opened.text('OEBPS/chapter-04.xhtml');
    const original = await readXmlEntry((await openSample(book)).archive, 'OEBPS/chapter-04.xhtml', 1e6);
    const kept = [...cut.matchAll(/<p id="(p\d+)">([^<]*)<\/p>/g)];
    expect(kept.map((match) => match[1])).toEqual(['p1', 'p2']);
    for (const [whole] of kept) expect(original).toContain(whole); // whole paragraphs, as written
    expect(cut).toMatch(/<\/p>\s*<\/body>/);
    expect(cut).toContain('<link rel="stylesheet" type="text/css" href="styles/book.css"/>'); // its head kept
  });

  it('carries the files its documents use, and only those', () => {
    const resources = opened.pkg.items
      .filter((item) => !item.mediaType.includes('xhtml') && !item.mediaType.includes('ncx'))
      .map((item) => item.path);
    expect(resources.sort()).toEqual(
      [
        'OEBPS/images/cover.png',
        'OEBPS/images/figure-1.png',
        'OEBPS/images/ornament.png',
        'OEBPS/styles/book.css',
        EXTRA_CSS.name,
      ].sort(),
    );
    expect(opened.pkg.coverItem?.path).toBe('OEBPS/images/cover.png');
    const entries = opened.archive.entries.map((entry) => entry.name);
    expect(entries).not.toContain('OEBPS/images/figure-late.png');
    expect(entries).not.toContain('OEBPS/images/unused.png');
    expect(entries).not.toContain('OEBPS/chapter-05.xhtml');
  });

  it('points links into the sample or unlinks them', async () => {
    const first = await opened.text('OEBPS/chapter-03.xhtml');
    expect(first).toContain('See <a href="chapter-04.xhtml">the market</a>'); // its #p5 was cut away
    expect(first).toContain('a note<a>1</a>'); // the note is in the last chapter
    expect(first).toContain('<a href="https://example.com/">the web</a>');
  });

  it('ends with a page saying what was read and linking to the product page', async () => {
    const end = await opened.text('OEBPS/end-of-sample.xhtml');
    expect(end).toContain('End of the sample');
    expect(end).toContain(
      'You have read the first 10 % of Monsoon Letters by Asha Verma, Ravi Menon, up to “Chapter 2”.',
    );
    expect(end).toContain(`<a href="${PRODUCT_URL}">`);
  });

  it('lists the contents that lead into it', async () => {
    const toc = await readToc(opened.archive, opened.pkg);
    expect(toc.map((entry) => [entry.label, entry.path])).toEqual([
      ['Chapter 1', 'OEBPS/chapter-03.xhtml'],
      ['Chapter 2', 'OEBPS/chapter-04.xhtml'],
      ['End of the sample', 'OEBPS/end-of-sample.xhtml'],
    ]);
    if (version === 3) expect(opened.pkg.ncxItem).toBeDefined(); // older reading systems read the NCX
  });
});

describe('which documents a sample holds', () => {
  const frontMatter: ChapterInput[] = [
    { title: 'Cover', body: '<img src="images/cover.png" alt="Cover"/>', untitled: true },
    { title: 'Title page', body: '<h1>Monsoon Letters</h1>', untitled: true },
    { title: 'Copyright', body: `<p>${prose(250, 9)}</p>` },
  ];

  async function sampledOrder(chapterList: ChapterInput[]) {
    const { out, made: result } = await sampleOf(await writeBook(await testBookInput(3, { chapterList })));
    expect(await epubcheckErrors(out)).toEqual([]);
    const opened = await openSample(out);
    opened.archive.close();
    return { order: opened.order.map((name) => path.basename(name)), words: result.wordCount! };
  }

  it('always the first chapter with text whole, even when front matter has used the budget', async () => {
    const { order } = await sampledOrder([...frontMatter, chapter('One', 800, 1), chapter('Two', 900, 2)]);
    expect(order).toEqual([
      'chapter-01.xhtml',
      'chapter-02.xhtml',
      'chapter-03.xhtml',
      'chapter-04.xhtml',
      'end-of-sample.xhtml',
    ]);
  });

  it('the first chapter whole when it is longer than the budget, and nothing after', async () => {
    const rest = Array.from({ length: 20 }, (_, index) => chapter(`Part ${index + 2}`, 500, index + 2));
    const { order, words } = await sampledOrder([frontMatter[0]!, chapter('One', 3000, 1), ...rest]);
    expect(order).toEqual(['chapter-01.xhtml', 'chapter-02.xhtml', 'end-of-sample.xhtml']);
    expect(words).toBe(3001);
  });

  it('a book in one document: cut at the budget, not taken whole', async () => {
    const { order, words } = await sampledOrder([frontMatter[0]!, chapter('Everything', 5000, 1)]);
    expect(order).toEqual(['chapter-01.xhtml', 'chapter-02.xhtml', 'end-of-sample.xhtml']);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThan(600);
  });
});

describe('what a sample leaves out of its documents', () => {
  it.each([3, 2] as const)('scripts, handlers, forms and files it cannot carry (EPUB %i)', async (version) => {
    const scripted: ChapterInput = {
      title: 'Scripted',
      properties: version === 3 ? ['scripted', 'svg'] : [],
      body: [
        '<h2 id="top">Scripted</h2>',
        '<script type="text/javascript">document.title = "changed";</script>',
        '<p><img src="images/figure-1.png" alt="A map" onerror="alert(1)"/> <a href="javascript:void(0)" onclick="go()">Go</a></p>',
        '<form action="#top"><p>Name: <input type="text" name="name"/></p></form>',
        '<p><img src="https://example.com/remote.png" alt="remote"/><img src="images/missing.png" alt="missing"/></p>',
        version === 3
          ? '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><image href="images/ornament.png" width="8" height="8"/></svg>'
          : '',
        paragraphs(10, 100, 3),
      ].join('\n'),
    };
    const input = await testBookInput(version, { chapterList: [scripted, chapter('Two', 1000, 4)] });
    // The missing image is the book's fault; a sample must still be valid.
    const book = path.join(dir, `scripted-${version}.epub`);
    await writeEntries(book, testBookEntries(input));
    const { out } = await sampleOf(book);
    expect(await epubcheckErrors(out)).toEqual([]);
    const opened = await openSample(out);
    const text = await opened.text('OEBPS/chapter-01.xhtml');
    opened.archive.close();
    expect(text).not.toMatch(/<script|onerror|onclick|javascript:|<form|remote\.png|missing\.png/);
    expect(text).toContain('<input type="text" name="name"/>');
    if (version === 3)
      expect(opened.pkg.items.find((item) => item.path === 'OEBPS/chapter-01.xhtml')?.properties).toEqual(['svg']);
  });

  it('carries an obfuscated font with its encryption entry, and a stylesheet without its remote import', async () => {
    const input = await testBookInput(3, { chapters: 2 });
    input.stylesheet =
      '@import url("https://fonts.example.com/a.css");\n@font-face { font-family: Book; src: url("../fonts/book.otf"); }\nbody { font-family: Book, serif; }\n';
    const entries = [
      ...editEntry(testBookEntries(input), 'OEBPS/content.opf', (opf) =>
        opf.replace('</manifest>', '<item id="font" href="fonts/book.otf" media-type="font/otf"/>\n</manifest>'),
      ),
      { name: 'OEBPS/fonts/book.otf', content: Buffer.alloc(4096, 3), compress: true },
      {
        name: 'META-INF/encryption.xml',
        compress: true,
        content:
          '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/><enc:CipherData><enc:CipherReference URI="OEBPS/fonts/book.otf"/></enc:CipherData></enc:EncryptedData></encryption>',
      },
    ];
    const { out } = await sampleOf(await writeEntries(path.join(dir, 'font.epub'), entries));
    const opened = await openSample(out);
    const encryption = await opened.text('META-INF/encryption.xml');
    const css = await opened.text('OEBPS/styles/book.css');
    opened.archive.close();
    expect(encryption).toContain('URI="OEBPS/fonts/book.otf"');
    expect(encryption).toContain('http://www.idpf.org/2008/embedding');
    expect(css).not.toContain('fonts.example.com');
    expect(css).toContain('url("../fonts/book.otf")');
  });
});

describe("what a sample takes from the book's navigation and spine", () => {
  it('nested contents with headings and fragments, a non-linear item passed over, the page progression kept', async () => {
    const nav = [
      '<nav epub:type="toc" id="toc"><ol>',
      '<li><span>Part One</span><ol><li><a href="chapter-03.xhtml#chapter-1">Chapter 1</a></li><li><a href="chapter-05.xhtml#p8">Chapter 3, the storm</a></li></ol></li>',
      '<li><span>Part Two</span><ol><li><a href="chapter-06.xhtml">Chapter 4</a></li></ol></li>',
      '</ol></nav>',
    ].join('');
    let entries = testBookEntries(await testBookInput(3, { chapters: 12, wordsPerChapter: 1000 }));
    entries = editEntry(entries, 'OEBPS/nav.xhtml', (xhtml) => xhtml.replace(/<nav[\s\S]*<\/nav>/, nav));
    // Chapter 2 becomes a side document (notes, say), reached by links rather than by reading on.
    entries = editEntry(entries, 'OEBPS/content.opf', (opf) =>
      opf
        .replace('<itemref idref="chapter-4"/>', '<itemref idref="chapter-4" linear="no"/>')
        .replace('<spine toc="ncx"', '<spine toc="ncx" page-progression-direction="rtl"'),
    );
    const {
      out,
      inspected,
      made: result,
    } = await sampleOf(await writeEntries(path.join(dir, 'navigation.epub'), entries));
    expect(await epubcheckErrors(out)).toEqual([]);
    const opened = await openSample(out);
    const toc = await readToc(opened.archive, opened.pkg);
    opened.archive.close();

    expect(opened.order.map((name) => path.basename(name))).toEqual([
      'chapter-01.xhtml',
      'chapter-02.xhtml',
      'chapter-03.xhtml',
      'chapter-05.xhtml',
      'end-of-sample.xhtml',
    ]);
    // The book's words include the side document; the sample's share is of them all.
    expect(inspected.wordCount).toBeGreaterThan(12_000);
    expect(result.wordCount).toBeGreaterThanOrEqual(Math.ceil(inspected.wordCount! / 10));
    expect(opened.pkg.pageProgressionDirection).toBe('rtl');
    expect(toc).toEqual([
      {
        label: 'Part One',
        children: [
          { label: 'Chapter 1', path: 'OEBPS/chapter-03.xhtml', fragment: 'chapter-1', children: [] },
          { label: 'Chapter 3, the storm', path: 'OEBPS/chapter-05.xhtml', fragment: undefined, children: [] },
        ],
      },
      { label: 'End of the sample', path: 'OEBPS/end-of-sample.xhtml', fragment: undefined, children: [] },
    ]);
  });
});

describe('a sample of a damaged book', () => {
  it('is refused, not left waiting, when a file it copies has more bytes than it declares', async () => {
    const bytes = patchZipEntry(
      await zipBuffer(testBookEntries(await testBookInput(3, { chapters: 3 }))),
      'OEBPS/images/figure-1.png',
      { uncompressedSize: 10 },
    );
    // The inspection reads chapters and the cover, not this image: only the sample's copy meets it.
    const file = await writeBytes(path.join(dir, 'damaged.epub'), bytes);
    await expect(sampleOf(file)).rejects.toMatchObject({
      name: 'BookFileError',
      message: bookFileMessages.epubEntryDamaged('OEBPS/images/figure-1.png'),
    });
  });
});
