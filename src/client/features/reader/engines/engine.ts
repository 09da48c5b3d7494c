/**
 * What the reader page and its engines agree on. The page (pages/ReaderPage.tsx) asks the server
 * how the part being read is served (reader.api.ts, getBookReadingAccess), picks the engine by its
 * format, and keeps what every format shares: who may read, loading and failures, the header,
 * saving the place read, and the offer at a preview's end. An engine opens its format and shows
 * it: engines/pdf (pdf.js, pages) and engines/epub (foliate-js, reflowable text).
 *
 * Each engine opens a book through an `Open...` function with the shape of `Opening` below, so
 * tests hand the page a fake engine instead (no canvas, worker or frame in jsdom).
 */
import type { ReadingLocator } from '../../../../shared/contract/library.contract';
import type { BookDetail } from '../../../../shared/contract/catalog.contract';

/** A book (or its preview) being opened: resolves to the engine's open book; cancel() stops it. */
export interface Opening<Book> {
  promise: Promise<Book>;
  cancel(): void;
}

/**
 * Opens a book with an engine that lives in a chunk of its own (pdf.js, foliate-js): the chunk is
 * fetched on first use, after the reader's code, so even the reader's first paint (toolbar,
 * progress bar) does not wait for it. `open` is called once the chunk is there, unless cancelled.
 */
export function openFromChunk<Book>(loadChunk: () => Promise<() => Opening<Book>>): Opening<Book> {
  let cancelled = false;
  let opening: Opening<Book> | undefined;
  const promise = loadChunk().then((open) => {
    if (cancelled) throw new ReaderCancelled();
    opening = open();
    return opening.promise;
  });
  return {
    promise,
    cancel() {
      cancelled = true;
      opening?.cancel();
    },
  };
}

/** What an engine's open book must allow: closing it (its memory, its frames, its network). */
export interface Closable {
  destroy(): void;
}

/** Opening failed; `status` is the HTTP status when the server refused the file. */
export class ReaderLoadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ReaderLoadError';
  }
}

/** A render or an opening stopped on purpose (page turned again, reader closed): not a failure. */
export class ReaderCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'ReaderCancelled';
  }
}

/**
 * A place in a book as the server saves it (saveReadingProgress): a PDF's page, or where a reader
 * is in a reflowable book (its CFI, how far through, the chapter's file).
 */
export type ReadingPlace = { Page: number } | { Locator: ReadingLocator };

/** Two places are the same when they name the same page or the same CFI. */
export function samePlace(a: ReadingPlace | null, b: ReadingPlace | null): boolean {
  if (a === null || b === null) return a === b;
  if ('Page' in a) return 'Page' in b && a.Page === b.Page;
  return 'Locator' in b && a.Locator.Cfi === b.Locator.Cfi;
}

/** What the page hands whichever engine shows the book. */
export interface EngineProps {
  bookId: string;
  /** The book's details (title, price) once they arrive, for the offer at the preview's end. */
  book: BookDetail | undefined;
  preview: boolean;
  /** Where the reader was, saved on any device (null: never saved, or a preview). */
  savedPlace: ReadingPlace | null;
  /** False for a preview, or while the saved place is unknown. */
  saveProgress: boolean;
  token: string | undefined;
  /** The element full screen shows (the whole reader). */
  fullscreenTarget: HTMLElement | null;
  /** The book could not be shown after all (a page that cannot be drawn): the page says so. */
  onRenderError: () => void;
}
