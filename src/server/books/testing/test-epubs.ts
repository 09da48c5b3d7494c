/**
 * EPUBs for the book-file tests, made with the library's own writer: a valid book of either version
 * (cover, title page, chapters of deterministic prose, a stylesheet importing another that uses an
 * image, images used early and late), and the means to break it (edit its entries, then write).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ChaptersBookInput, ChapterInput } from '../epub/epub-from-chapters';
import { chaptersBookSpec } from '../epub/epub-from-chapters';
import type { EpubVersion } from '../epub/epub-package';
import { epubEntries, writeZip, zipBuffer, type ZipEntrySpec } from '../epub/epub-writer';

export async function makeTempDir(prefix = 'book-file-'): Promise<string> {
  return fs.promises.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeTempDir(dir: string): Promise<void> {
  await fs.promises.rm(dir, { recursive: true, force: true });
}

export async function solidPng(
  width: number,
  height: number,
  colour: { r: number; g: number; b: number },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const VOCABULARY = (
  'river monsoon lantern market courtyard letter morning evening grandmother station train window ' +
  'mango temple bicycle tea story silence promise harbour kite festival neighbour roof dust rain'
).split(' ');

/** `count` words, the same for the same seed. */
export function prose(count: number, seed = 1): string {
  const words: string[] = [];
  for (let index = 0; index < count; index += 1)
    words.push(VOCABULARY[(index * 7 + seed * 13 + Math.floor(index / 5)) % VOCABULARY.length]!);
  return words.join(' ');
}

/** Paragraphs of `wordsEach` words, with ids p1, p2, ... */
export function paragraphs(count: number, wordsEach: number, seed = 1): string {
  return Array.from(
    { length: count },
    (_, index) => `<p id="p${index + 1}">${prose(wordsEach, seed + index)}</p>`,
  ).join('\n');
}

export const TEST_ISBN = '9788175257665';

export interface TestBookOptions {
  /** Chapters of text after the cover and title pages (default 9, 1,000 words each). */
  chapters?: number;
  wordsPerChapter?: number;
  /** Replaces the generated chapters' list. */
  chapterList?: ChapterInput[];
}

/**
 * Cover page, title page, then chapters of 10 paragraphs. Chapter 1 shows images/figure-1.png and
 * links to chapter 2's middle, to a footnote at the end of the last chapter and to the web; the
 * last chapter shows images/figure-late.png. book.css @imports extra.css, which uses ornament.png.
 */
export async function testBookInput(version: EpubVersion, options: TestBookOptions = {}): Promise<ChaptersBookInput> {
  const count = options.chapters ?? 9;
  const perParagraph = Math.round((options.wordsPerChapter ?? 1000) / 10);
  const last = String(count + 2).padStart(2, '0');
  const chapters: ChapterInput[] = options.chapterList ?? [
    { title: 'Cover', body: '<div class="cover"><img src="images/cover.png" alt="Cover"/></div>', untitled: true },
    { title: 'Title page', body: '<h1 class="title">Monsoon Letters</h1><p>Asha Verma</p>', untitled: true },
    ...Array.from({ length: count }, (_, index) => ({
      title: `Chapter ${index + 1}`,
      body: [
        `<h2 id="chapter-${index + 1}">Chapter ${index + 1}</h2>`,
        index === 0
          ? '<p><img src="images/figure-1.png" alt="A map"/> See <a href="chapter-04.xhtml#p5">the market</a>, a note<a href="chapter-' +
            last +
            '.xhtml#note-1">1</a> and <a href="https://example.com/">the web</a>.</p>'
          : '',
        paragraphs(10, perParagraph, index + 1),
        index === count - 1
          ? '<p><img src="images/figure-late.png" alt="A late figure"/></p><aside id="note-1"><p>The note.</p></aside>'
          : '',
      ].join('\n'),
    })),
  ];
  return {
    version,
    metadata: {
      identifier: `urn:isbn:${TEST_ISBN}`,
      isbn: TEST_ISBN,
      title: 'Monsoon Letters',
      authors: ['Asha Verma', 'Ravi Menon'],
      language: 'en-IN',
      publisher: 'Pustaka Press',
      date: '2019-05-12',
      description: 'Letters written through one monsoon.',
    },
    chapters,
    stylesheet: '@import url("extra.css");\nbody { font-family: serif; }\n',
    cover: { bytes: await solidPng(60, 90, { r: 200, g: 80, b: 40 }), mediaType: 'image/png' },
    images: [
      { name: 'figure-1.png', bytes: await solidPng(40, 30, { r: 20, g: 120, b: 200 }), mediaType: 'image/png' },
      { name: 'figure-late.png', bytes: await solidPng(40, 30, { r: 20, g: 200, b: 90 }), mediaType: 'image/png' },
      { name: 'ornament.png', bytes: await solidPng(8, 8, { r: 90, g: 90, b: 90 }), mediaType: 'image/png' },
      { name: 'unused.png', bytes: await solidPng(8, 8, { r: 0, g: 0, b: 0 }), mediaType: 'image/png' },
    ],
  };
}

/** The stylesheet extra.css that book.css imports (not part of ChaptersBookInput: added to the entries). */
export const EXTRA_CSS = {
  name: 'OEBPS/styles/extra.css',
  css: 'h2 { background: url("../images/ornament.png") no-repeat; }\n',
};

/** The entries of the test book, extra.css and its manifest item included. */
export function testBookEntries(input: ChaptersBookInput): ZipEntrySpec[] {
  const spec = chaptersBookSpec(input);
  return epubEntries({
    ...spec,
    resources: [...spec.resources, { path: EXTRA_CSS.name, mediaType: 'text/css', content: EXTRA_CSS.css }],
  });
}

export async function writeTestBook(filePath: string, input: ChaptersBookInput): Promise<string> {
  await writeZip(testBookEntries(input), filePath);
  return filePath;
}

// ---------- breaking a book ----------

export function entryText(entries: readonly ZipEntrySpec[], name: string): string {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry || typeof entry.content === 'function') throw new Error(`No text entry ${name}`);
  return entry.content.toString();
}

export function editEntry(
  entries: readonly ZipEntrySpec[],
  name: string,
  edit: (text: string) => string,
): ZipEntrySpec[] {
  const text = entryText(entries, name);
  return entries.map((entry) => (entry.name === name ? { ...entry, content: edit(text) } : entry));
}

export function withoutEntry(entries: readonly ZipEntrySpec[], name: string): ZipEntrySpec[] {
  if (!entries.some((entry) => entry.name === name)) throw new Error(`No entry ${name}`);
  return entries.filter((entry) => entry.name !== name);
}

export async function writeEntries(filePath: string, entries: readonly ZipEntrySpec[]): Promise<string> {
  await writeZip(entries, filePath);
  return filePath;
}

export async function writeBytes(filePath: string, bytes: Buffer): Promise<string> {
  await fs.promises.writeFile(filePath, bytes);
  return filePath;
}

export { zipBuffer };
