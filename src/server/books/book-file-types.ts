/**
 * What the book-file library tells the upload path about a book, whatever its format. Apart from
 * book-file.ts (the entry points) so the format modules can share these shapes without importing
 * the module that dispatches to them.
 */
import type { BookFormat } from '../../shared/book-details';

export interface BookMetadata {
  title?: string;
  /** In the order the file lists them; empty when it names none. */
  authors: string[];
  /** Plain text, at most DESCRIPTION_MAX_LENGTH characters. */
  description?: string;
  /** The 13 digits of a valid ISBN (normalizeIsbn). */
  isbn?: string;
  publisher?: string;
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (isPublishedDate). */
  publishedDate?: string;
  /** A BCP 47 tag (normalizeLanguageTag). */
  language?: string;
}

export interface BookCover {
  bytes: Buffer;
  mediaType: string;
}

export interface InspectedBook {
  format: BookFormat;
  metadata: BookMetadata;
  /** PDF: its pages. */
  pageCount?: number;
  /** EPUB: the words of its whole reading order. */
  wordCount?: number;
  /** EPUB: the package's cover image, when it names one. */
  cover?: BookCover;
}

export interface BookFileLimits {
  /** The sum of the sizes an EPUB's entries declare once unpacked. */
  maxUncompressedBytes: number;
  /** Unpacked size over stored size, for entries larger than COMPRESSION_RATIO_FLOOR_BYTES. */
  maxCompressionRatio: number;
}

/**
 * An upload is at most 100 MB (DEFAULT_UPLOAD_LIMITS_MB.BookContent). A book's weight is mostly
 * images, which ZIP cannot shrink (ratio about 1), and XHTML text deflates 3 to 10 times, so a real
 * 100 MB EPUB unpacks to a few hundred MB at most: 1 GiB leaves room for a text-heavy book while
 * bounding what a crafted archive can make the server inflate. Real entries stay far below a ratio
 * of 200 (markup-heavy XHTML reaches 20 to 30); deflate's own ceiling is about 1,030, which only
 * long runs of one byte (a "ZIP bomb") approach.
 */
export const DEFAULT_BOOK_FILE_LIMITS: BookFileLimits = {
  maxUncompressedBytes: 1024 * 1024 * 1024,
  maxCompressionRatio: 200,
};

/** Entries smaller than this are not held to the ratio: a small file of blank space may deflate a lot and harms nobody. */
export const COMPRESSION_RATIO_FLOOR_BYTES = 1024 * 1024;

export interface MadeSample {
  format: BookFormat;
  /** PDF: the book's pages the sample holds (its end page not counted). */
  pageCount?: number;
  /** EPUB: the book's words the sample holds. */
  wordCount?: number;
}
