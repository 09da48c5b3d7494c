import { useCallback, useEffect, useRef, useState } from 'react';
import type { EpubBook, SearchMatch } from './epubBook';

/** More matches than this are not read one by one: the search stops there and says so. */
export const MAX_SEARCH_MATCHES = 200;

export interface SearchGroup {
  chapter: string;
  matches: SearchMatch[];
}

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string; fraction: number; groups: SearchGroup[] }
  | { kind: 'done'; query: string; groups: SearchGroup[]; count: number; capped: boolean }
  | { kind: 'failed'; query: string };

/**
 * Searches the book for the words given, showing matches as each chapter is searched; a new search
 * (or leaving the reader) stops the one running.
 */
export function useBookSearch(book: EpubBook): { state: SearchState; search: (query: string) => void } {
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const running = useRef<AsyncGenerator<unknown, void, undefined> | null>(null);

  const stop = useCallback(() => {
    void running.current?.return(undefined);
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const search = useCallback(
    (text: string) => {
      stop();
      book.clearSearch();
      const query = text.trim();
      if (query === '') {
        setState({ kind: 'idle' });
        return;
      }
      const steps = book.search(query);
      running.current = steps;
      const isCurrent = () => running.current === steps;
      setState({ kind: 'searching', query, fraction: 0, groups: [] });
      void (async () => {
        const groups: SearchGroup[] = [];
        let count = 0;
        try {
          for await (const step of steps) {
            if (!isCurrent()) return;
            if (step.kind === 'progress') {
              const { fraction } = step;
              setState((previous) => (previous.kind === 'searching' ? { ...previous, fraction } : previous));
              continue;
            }
            const matches = step.matches.slice(0, MAX_SEARCH_MATCHES - count);
            groups.push({ chapter: step.chapter, matches });
            count += matches.length;
            const found = [...groups];
            setState((previous) => ({
              kind: 'searching',
              query,
              fraction: previous.kind === 'searching' ? previous.fraction : 0,
              groups: found,
            }));
            if (count >= MAX_SEARCH_MATCHES) break;
          }
          if (isCurrent()) setState({ kind: 'done', query, groups, count, capped: count >= MAX_SEARCH_MATCHES });
        } catch {
          if (isCurrent()) setState({ kind: 'failed', query });
        } finally {
          if (isCurrent()) running.current = null;
        }
      })();
    },
    [book, stop],
  );

  return { state, search };
}
