/**
 * An EPUB's files as the server serves them, one URL each (never the whole archive): the loader
 * foliate-js's EPUB class reads the container, package, navigation and, for search, the chapters
 * through, and the URLs the reader's frames load the chapters from.
 */
import { ReaderLoadError } from '../engine';
import type { EpubSource } from './epubBook';

/** A file's URL: its path in the archive under the base, each segment percent-encoded. */
export function epubFileUrl(contentBase: string, path: string): string {
  return contentBase + path.split('/').map(encodeURIComponent).join('/');
}

/** The `loader` of foliate-js's EPUB class (its README, Archived Files). */
export interface EpubFileLoader {
  /** The file's text; null for a path the archive does not hold (foliate asks for optional files). */
  loadText(path: string): Promise<string | null>;
  loadBlob(path: string): Promise<Blob | null>;
  /** Bytes of a file: foliate measures progress through the book by them. */
  getSize(path: string): number;
}

/**
 * Reads files by the sizes the server listed: a path it did not list is answered null without a
 * request. A refused file fails with its status (an expired grant, a book refunded meanwhile).
 */
export function epubFileLoader({ entries, contentBase }: EpubSource, signal: AbortSignal): EpubFileLoader {
  const holds = (path: string) => Object.hasOwn(entries, path);
  const fetchFile = async (path: string): Promise<Response> => {
    const response = await fetch(epubFileUrl(await contentBase(), path), { signal });
    if (!response.ok) throw new ReaderLoadError(`${path}: HTTP ${response.status}`, response.status);
    return response;
  };
  return {
    loadText: async (path) => (holds(path) ? (await fetchFile(path)).text() : null),
    loadBlob: async (path) => (holds(path) ? (await fetchFile(path)).blob() : null),
    getSize: (path) => (holds(path) ? (entries[path] ?? 0) : 0),
  };
}
