/**
 * An EPUB spec from a book's chapters (title and body markup), laid out as tools usually do:
 * OEBPS/content.opf, OEBPS/chapter-NN.xhtml, OEBPS/styles/book.css, OEBPS/images/. For the demo
 * catalog's books and the tests' books; chapter bodies refer to images as 'images/<name>'.
 */
import type { BookCover } from '../book-file-types';
import type { EpubFileSpec, EpubMetadataSpec, EpubSpec } from './epub-writer';
import type { EpubVersion } from './epub-package';
import { CSS_MEDIA_TYPE, XHTML_MEDIA_TYPE } from './epub-media-types';
import { xhtmlPage } from './epub-xhtml';

export interface ChapterInput {
  /** The page's title and its table-of-contents entry. */
  title: string;
  /** Markup inside <body> (the heading included, if the chapter shows one). */
  body: string;
  /** EPUB 3 manifest properties the body needs ('svg', 'mathml', 'scripted'). */
  properties?: readonly string[];
  /** Left out of the table of contents (a cover or title page). */
  untitled?: boolean;
}

export interface ChaptersBookInput {
  version: EpubVersion;
  metadata: Omit<EpubMetadataSpec, 'modified'> & { modified?: Date };
  chapters: readonly ChapterInput[];
  /** CSS every chapter links. */
  stylesheet?: string;
  cover?: BookCover;
  /** Files under OEBPS/images/. */
  images?: readonly { name: string; bytes: Buffer; mediaType: string }[];
}

const FOLDER = 'OEBPS/';
const STYLESHEET_PATH = `${FOLDER}styles/book.css`;
/** A fixed time unless one is given, so the same input makes the same book. */
const DEFAULT_MODIFIED = new Date('2024-01-01T00:00:00Z');

const extensionOf: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

export function chapterPath(index: number): string {
  return `${FOLDER}chapter-${String(index + 1).padStart(2, '0')}.xhtml`;
}

export function chaptersBookSpec(input: ChaptersBookInput): EpubSpec {
  const language = input.metadata.language;
  const spine = input.chapters.map((chapter, index): EpubFileSpec => ({
    path: chapterPath(index),
    mediaType: XHTML_MEDIA_TYPE,
    content: xhtmlPage({
      version: input.version,
      title: chapter.title,
      language,
      body: chapter.body,
      stylesheets: input.stylesheet === undefined ? [] : ['styles/book.css'],
    }),
    properties: chapter.properties,
  }));
  const resources: EpubFileSpec[] = [
    ...(input.stylesheet === undefined
      ? []
      : [{ path: STYLESHEET_PATH, mediaType: CSS_MEDIA_TYPE, content: input.stylesheet }]),
    ...(input.cover
      ? [
          {
            path: `${FOLDER}images/cover.${extensionOf[input.cover.mediaType] ?? 'img'}`,
            mediaType: input.cover.mediaType,
            content: input.cover.bytes,
            properties: ['cover-image'],
          },
        ]
      : []),
    ...(input.images ?? []).map((image) => ({
      path: `${FOLDER}images/${image.name}`,
      mediaType: image.mediaType,
      content: image.bytes,
    })),
  ];
  return {
    version: input.version,
    packagePath: `${FOLDER}content.opf`,
    metadata: { ...input.metadata, modified: input.metadata.modified ?? DEFAULT_MODIFIED },
    spine,
    resources,
    toc: input.chapters.flatMap((chapter, index) =>
      chapter.untitled ? [] : [{ label: chapter.title, path: chapterPath(index), children: [] }],
    ),
  };
}
