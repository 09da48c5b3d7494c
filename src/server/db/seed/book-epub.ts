/**
 * Demo book files as EPUB 3, made locally with the book-file library's writer (as book-pdf.ts makes
 * PDFs): a title page, then chapters of prose composed from the catalog's sentences, each with its
 * heading, a few hundred to a few thousand words, and a nav. The same input makes the same book.
 *
 * makeBenchEpub makes the reader benchmark's books: a text-only one (~2 MB) and an illustrated one
 * (~15 MB) whose images are JPEG noise, which no compression shrinks, so its size is real weight.
 */
import { createCipheriv, createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { chaptersBookSpec, type ChapterInput } from '../../books/epub/epub-from-chapters';
import { epubBuffer } from '../../books/epub/epub-writer';
import { escapeXml } from '../../books/epub/epub-xhtml';
import { chapterSentences } from './demo-catalog.data';

export interface BookEpubInput {
  title: string;
  author: string;
  genre: string;
  description: string;
  isbn?: string;
  publisher?: string;
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'. */
  publishedDate?: string;
  /** BCP 47; 'en' by default. */
  language?: string;
  coverPng: Buffer;
  /** Sentences the prose is composed from; the demo catalog's by default. */
  sentences?: readonly string[];
  /** Chapter headings in the book's language; English ones by default. */
  chapterTitles?: readonly string[];
}

const STYLESHEET = [
  'body { font-family: Georgia, serif; line-height: 1.5; margin: 0 5%; }',
  'h1, h2 { font-weight: normal; text-align: center; margin: 2em 0 1em; }',
  'p { text-indent: 1.5em; margin: 0; }',
  'p.first, blockquote p { text-indent: 0; }',
  'blockquote { font-style: italic; margin: 1em 2em; }',
  '.title-page { text-align: center; margin-top: 30%; }',
  '.illustration { text-align: center; margin: 1em 0; }',
  '.illustration img { max-width: 100%; }',
  '',
].join('\n');

const CHAPTER_TITLES = [
  'The Letter',
  'A Sound in the Night',
  'The Market Road',
  'What the River Knew',
  'Counting Steps',
  'Eleven Strikes',
  'Cold Tea',
  'Rooftops',
  'The Only Answer Left',
  'A Map of Nowhere',
  'The Silent House',
  'After the Rain',
];

/** A small deterministic generator (mulberry32): the same seed gives the same book on every machine. */
function randomFrom(seedText: string): () => number {
  let state = createHash('sha256').update(seedText).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** An identifier that is the same for the same book: its ISBN, else a name-based UUID. */
function identifierOf(input: { isbn?: string; title: string; author: string }): string {
  if (input.isbn) return `urn:isbn:${input.isbn}`;
  const hex = createHash('sha1').update(`${input.title}\n${input.author}`).digest('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Paragraphs of 3 to 7 sentences until `words` are written; now and then a remembered line, set apart. */
function proseParagraphs(random: () => number, sentences: readonly string[], words: number): string[] {
  const paragraphs: string[] = [];
  let written = 0;
  while (written < words) {
    const chosen = Array.from(
      { length: between(random, 3, 7) },
      () => sentences[Math.floor(random() * sentences.length)]!,
    );
    const text = chosen.join(' ');
    written += text.split(/\s+/).length;
    const quoted = paragraphs.length > 0 && random() < 0.08;
    paragraphs.push(
      quoted
        ? `<blockquote><p>${escapeXml(chosen[0]!)}</p></blockquote>`
        : `<p${paragraphs.length === 0 ? ' class="first"' : ''}>${escapeXml(text)}</p>`,
    );
  }
  return paragraphs;
}

function titlePage(title: string, author: string, genre: string): ChapterInput {
  return {
    title,
    untitled: true,
    body: `<div class="title-page"><h1>${escapeXml(title)}</h1><p class="first">${escapeXml(author)}</p><p class="first">${escapeXml(genre)}</p></div>`,
  };
}

/** An EPUB 3 of 5 to 8 chapters, 300 to 3,000 words each. */
export async function bookEpub(input: BookEpubInput): Promise<Buffer> {
  const random = randomFrom(`${input.title}\n${input.author}\n${input.genre}`);
  const sentences = input.sentences ?? chapterSentences;
  const chapterTitles = input.chapterTitles ?? CHAPTER_TITLES;
  const chapterCount = between(random, 5, 8);
  const firstTitle = between(random, 0, chapterTitles.length - 1);
  const chapters: ChapterInput[] = [titlePage(input.title, input.author, input.genre)];
  for (let index = 0; index < chapterCount; index += 1) {
    const title = `${index + 1}. ${chapterTitles[(firstTitle + index) % chapterTitles.length]}`;
    const paragraphs = proseParagraphs(random, sentences, between(random, 300, 3000));
    chapters.push({ title, body: `<h2>${escapeXml(title)}</h2>\n${paragraphs.join('\n')}` });
  }
  return epubBuffer(
    chaptersBookSpec({
      version: 3,
      metadata: {
        identifier: identifierOf(input),
        isbn: input.isbn,
        title: input.title,
        authors: [input.author],
        language: input.language ?? 'en',
        publisher: input.publisher,
        date: input.publishedDate,
        description: input.description,
      },
      chapters,
      stylesheet: STYLESHEET,
      cover: { bytes: input.coverPng, mediaType: 'image/png' },
    }),
  );
}

// ---------- benchmark books ----------

export interface BenchEpubOptions {
  /** The size of the EPUB to aim at; it lands within a few percent. */
  targetBytes: number;
  /** Noise images spread over the chapters, most of the weight; text only otherwise. */
  withImages: boolean;
}

const BENCH_CHAPTERS = 24;
const BENCH_IMAGE = { width: 800, height: 600, quality: 80 };
/** The share of an illustrated book's target given to its text (a long illustrated novel). */
const ILLUSTRATED_TEXT_SHARE = 0.03;

/** Words drawn at random from the sentences' vocabulary: prose that deflates like real text (about 3:1), unlike repeated sentences. */
function randomProse(random: () => number, vocabulary: readonly string[], words: number): string {
  const out: string[] = [];
  let sentence = 0;
  for (let index = 0; index < words; index += 1) {
    const word = vocabulary[Math.floor(random() * vocabulary.length)]!;
    out.push(sentence === 0 ? word[0]!.toUpperCase() + word.slice(1) : word);
    sentence += 1;
    if (sentence > 6 && random() < 0.15) {
      out[out.length - 1] += '.';
      sentence = 0;
    }
  }
  return `${out.join(' ')}.`;
}

/** Pixels of noise, the same for the same seed: AES-CTR's key stream (native, so megabytes cost milliseconds). */
async function noiseJpeg(seed: string): Promise<Buffer> {
  const cipher = createCipheriv('aes-256-ctr', createHash('sha256').update(seed).digest(), Buffer.alloc(16));
  const pixels = cipher.update(Buffer.alloc(BENCH_IMAGE.width * BENCH_IMAGE.height * 3));
  return sharp(pixels, { raw: { width: BENCH_IMAGE.width, height: BENCH_IMAGE.height, channels: 3 } })
    .jpeg({ quality: BENCH_IMAGE.quality })
    .toBuffer();
}

export async function makeBenchEpub(options: BenchEpubOptions): Promise<Buffer> {
  const random = randomFrom(`bench ${options.targetBytes} ${options.withImages}`);
  const vocabulary = [
    ...new Set(
      chapterSentences
        .join(' ')
        .toLowerCase()
        .match(/[a-z']+/g) ?? [],
    ),
  ];

  const images: { name: string; bytes: Buffer; mediaType: string }[] = [];
  let imageBytes = 0;
  const imageBudget = options.withImages ? options.targetBytes * (1 - ILLUSTRATED_TEXT_SHARE) : 0;
  while (imageBytes < imageBudget) {
    const bytes = await noiseJpeg(`plate ${images.length + 1}`);
    images.push({ name: `plate-${images.length + 1}.jpg`, bytes, mediaType: 'image/jpeg' });
    imageBytes += bytes.length;
  }

  // Text until its deflated size fills the rest of the target: the ratio measured on a first part
  // the size of a chapter (each chapter is deflated on its own; paragraphs deflated one by one
  // would count far more).
  const textBudget = options.targetBytes - imageBytes;
  const paragraphs: string[] = [];
  let rawBytes = 0;
  const writeUntil = (bytes: number) => {
    while (rawBytes < bytes) {
      const paragraph = `<p>${randomProse(random, vocabulary, between(random, 60, 160))}</p>`;
      paragraphs.push(paragraph);
      rawBytes += paragraph.length + 1;
    }
  };
  writeUntil((textBudget * 3) / BENCH_CHAPTERS);
  writeUntil(textBudget * (rawBytes / deflateRawSync(paragraphs.join('\n')).length));

  const perChapter = Math.ceil(paragraphs.length / BENCH_CHAPTERS);
  const chapters: ChapterInput[] = Array.from({ length: BENCH_CHAPTERS }, (_, index) => {
    const title = `Chapter ${index + 1}`;
    const plates = images.filter((_, imageIndex) => imageIndex % BENCH_CHAPTERS === index);
    const figures = plates.map(
      (image) => `<div class="illustration"><img src="images/${image.name}" alt="Plate ${image.name}"/></div>`,
    );
    const text = paragraphs.slice(index * perChapter, (index + 1) * perChapter);
    return { title, body: [`<h2>${title}</h2>`, ...figures, ...text].join('\n') };
  });
  const title = options.withImages ? 'The Illustrated Weight of Pages' : 'The Weight of Pages';
  return epubBuffer(
    chaptersBookSpec({
      version: 3,
      metadata: { identifier: identifierOf({ title, author: 'Bench' }), title, authors: ['Bench'], language: 'en' },
      // No title page: the reader opens straight into a chapter with its text and illustrations,
      // the heavier first page to measure.
      chapters,
      stylesheet: STYLESHEET,
      images,
    }),
  );
}
