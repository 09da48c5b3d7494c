/** The entry points: a valid EPUB 3 and EPUB 2 inspected through inspectBookFile, and the format sniffed from the bytes. */
import fs from 'node:fs';
import path from 'node:path';
import { inspectBookFile, sniffBookFormat } from './book-file';
import { bookFileMessages } from './book-file-messages';
import { TEST_ISBN, makeTempDir, removeTempDir, testBookInput, writeTestBook } from './testing/test-epubs';
import { writeTestPdf } from './testing/test-pdfs';

let dir: string;

beforeAll(async () => {
  dir = await makeTempDir();
});

afterAll(() => removeTempDir(dir));

/**
 * Cover page (no words), title page ("Monsoon Letters", "Asha Verma": 4), 3 chapters of a heading
 * (2) and 10 paragraphs of 30 words, chapter 1's line "See the market, a note1 and the web." (8;
 * the note's number sits inside its link, so "note1" is one word) and the note "The note." (2).
 */
const EXPECTED_WORDS = 4 + 3 * (2 + 300) + 8 + 2;

describe('inspectBookFile', () => {
  it.each([3, 2] as const)('reads an EPUB %i: details, words and cover', async (version) => {
    const input = await testBookInput(version, { chapters: 3, wordsPerChapter: 300 });
    // EPUB 2 books often have the bare ISBN, marked by opf:scheme, as their identifier.
    if (version === 2) input.metadata.identifier = TEST_ISBN;
    const file = await writeTestBook(path.join(dir, `book-${version}.epub`), input);
    const inspected = await inspectBookFile(file);
    expect(inspected).toEqual({
      format: 'EPUB',
      metadata: {
        title: 'Monsoon Letters',
        authors: ['Asha Verma', 'Ravi Menon'],
        description: 'Letters written through one monsoon.',
        isbn: TEST_ISBN,
        publisher: 'Pustaka Press',
        publishedDate: '2019-05-12',
        language: 'en-IN',
      },
      wordCount: EXPECTED_WORDS,
      cover: { bytes: input.cover!.bytes, mediaType: 'image/png' },
    });
  });

  it('counts the words of a Hindi book (Devanagari separates words with spaces; a lone danda is no word)', async () => {
    const input = await testBookInput(3, {
      chapterList: [{ title: 'अध्याय एक', body: '<h2>अध्याय एक</h2><p>राम ने सीता को पत्र लिखा । फिर वह बाज़ार गया।</p>' }],
    });
    input.metadata.language = 'hi';
    const inspected = await inspectBookFile(await writeTestBook(path.join(dir, 'hindi.epub'), input));
    expect(inspected.wordCount).toBe(2 + 10);
    expect(inspected.metadata.language).toBe('hi');
  });

  it('sniffs the format from the first bytes, whatever the file is called', async () => {
    const pdf = await writeTestPdf(path.join(dir, 'book.epub'), 1);
    expect(await sniffBookFormat(pdf)).toBe('PDF');
    const epub = await writeTestBook(path.join(dir, 'book.pdf'), await testBookInput(3, { chapters: 1 }));
    expect(await sniffBookFormat(epub)).toBe('EPUB');
    const text = path.join(dir, 'notes.pdf');
    await fs.promises.writeFile(text, '%PDF');
    await expect(inspectBookFile(text)).rejects.toMatchObject({ message: bookFileMessages.notPdfOrEpub });
  });
});
