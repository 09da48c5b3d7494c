/** The demo catalog's EPUBs and the benchmark's: valid EPUB 3 that the store's own inspection reads back. */
import fs from 'node:fs';
import path from 'node:path';
import { inspectBookFile } from '../../books/book-file';
import { epubcheckErrors } from '../../books/testing/epubcheck';
import { makeTempDir, removeTempDir, solidPng } from '../../books/testing/test-epubs';
import { ZipArchive } from '../../books/zip-archive';
import { bookEpub, makeBenchEpub, type BookEpubInput } from './book-epub';

let dir: string;
let input: BookEpubInput;

beforeAll(async () => {
  dir = await makeTempDir('book-epub-');
  input = {
    title: 'Steel Monsoon',
    author: 'Vikram Sethi',
    genre: 'Action',
    description:
      'When a cargo ship vanishes off the Konkan coast, a disgraced captain is the only one who knows where to look.',
    isbn: '9788175257665',
    publisher: 'Pustaka Demo Press',
    publishedDate: '2021-03',
    language: 'en',
    coverPng: await solidPng(40, 60, { r: 30, g: 60, b: 120 }),
  };
});

afterAll(() => removeTempDir(dir));

async function written(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await fs.promises.writeFile(file, bytes);
  return file;
}

describe('demo EPUBs', () => {
  it('are valid EPUB 3 whose details, chapters and cover read back', async () => {
    const file = await written('demo.epub', await bookEpub(input));
    expect(await epubcheckErrors(file)).toEqual([]);
    const inspected = await inspectBookFile(file);
    expect(inspected.metadata).toEqual({
      title: input.title,
      authors: [input.author],
      description: input.description,
      isbn: input.isbn,
      publisher: input.publisher,
      publishedDate: input.publishedDate,
      language: 'en',
    });
    expect(inspected.cover).toEqual({ bytes: input.coverPng, mediaType: 'image/png' });
    // A title page, then 5 to 8 chapters of 300 to 3,000 words.
    expect(inspected.wordCount).toBeGreaterThan(5 * 300);
    expect(inspected.wordCount).toBeLessThan(8 * 3000 + 500);
    const archive = await ZipArchive.openFile(file);
    const chapters = archive.entries.filter((entry) => /chapter-\d+\.xhtml$/.test(entry.name));
    archive.close();
    expect(chapters.length).toBeGreaterThanOrEqual(6);
    expect(chapters.length).toBeLessThanOrEqual(9);
  });

  it('are the same for the same input, and differ from book to book', async () => {
    const [first, again, other] = await Promise.all([
      bookEpub(input),
      bookEpub(input),
      bookEpub({ ...input, title: 'Runway Zero', isbn: undefined }),
    ]);
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
    const inspected = await inspectBookFile(await written('other.epub', other));
    expect(inspected.metadata.isbn).toBeUndefined();
  });
});

describe('benchmark EPUBs', () => {
  it.each([
    [false, 250_000],
    [true, 2_000_000],
  ])('with images %s: about %i bytes, valid', async (withImages, targetBytes) => {
    const bytes = await makeBenchEpub({ targetBytes, withImages });
    expect(Math.abs(bytes.length - targetBytes) / targetBytes).toBeLessThan(0.1);
    const file = await written(`bench-${withImages}.epub`, bytes);
    expect(await epubcheckErrors(file)).toEqual([]);
    const archive = await ZipArchive.openFile(file);
    const images = archive.entries.filter((entry) => entry.name.endsWith('.jpg'));
    archive.close();
    if (withImages) {
      expect(images.length).toBeGreaterThan(1);
      // Noise: deflate cannot shrink it, so the file's size is real weight.
      for (const image of images) expect(image.compressedSize / image.uncompressedSize).toBeGreaterThan(0.95);
    } else {
      expect(images).toEqual([]);
    }
  });
});
