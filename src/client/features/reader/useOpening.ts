import { useEffect, useRef, useState } from 'react';
import { ReaderCancelled, ReaderLoadError, type Closable, type Opening } from './engines/engine';

export type OpeningState<Book> =
  | { kind: 'loading'; loaded: number; total: number | undefined }
  | { kind: 'ready'; book: Book }
  | { kind: 'failed'; status: number | undefined };

/** Starts opening a book; reports download progress (bytes so far, and of how many when known). */
export type StartOpening<Book> = (onProgress: (loaded: number, total: number | undefined) => void) => Opening<Book>;

/**
 * Opens a book with an engine (null: do not open, e.g. a visitor asking for a full book) and tracks
 * the download; opens it again when `key` or `attempt` changes (another book, a retry), and closes
 * it when they do or the reader goes away.
 */
export function useOpening<Book extends Closable>(
  start: StartOpening<Book> | null,
  key: string,
  attempt: number,
): OpeningState<Book> {
  const [state, setState] = useState<OpeningState<Book>>({ kind: 'loading', loaded: 0, total: undefined });
  // The latest way to open: a new function on each render must not reopen the book.
  const latestStart = useRef(start);
  useEffect(() => {
    latestStart.current = start;
  });
  const willOpen = start !== null;

  useEffect(() => {
    const open = latestStart.current;
    if (!willOpen || open === null) return undefined;
    let active = true;
    let opened: Book | undefined;
    setState({ kind: 'loading', loaded: 0, total: undefined });
    const opening = open((loaded, total) => {
      if (active) setState((previous) => (previous.kind === 'loading' ? { kind: 'loading', loaded, total } : previous));
    });
    opening.promise.then(
      (book) => {
        if (active) {
          opened = book;
          setState({ kind: 'ready', book });
        } else {
          book.destroy();
        }
      },
      (error: unknown) => {
        if (!active || error instanceof ReaderCancelled) return;
        setState({ kind: 'failed', status: error instanceof ReaderLoadError ? error.status : undefined });
      },
    );
    return () => {
      active = false;
      opening.cancel();
      opened?.destroy();
    };
  }, [willOpen, key, attempt]);

  return state;
}
