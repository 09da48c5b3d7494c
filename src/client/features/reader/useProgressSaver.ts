import { useCallback, useEffect, useRef } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import { READING_PROGRESS_SAVE_DELAY_MS } from './readerSettings';
import { useSaveReadingProgressMutation } from '../library';

interface ProgressSaverOptions {
  bookId: string;
  /** False for a preview, a visitor, or until the reader has settled on its first page. */
  enabled: boolean;
  token: string | undefined;
  page: number;
  /** The page the server already has (null: never saved), so reopening a book saves nothing. */
  savedPage: number | null;
}

/**
 * Saves the page the reader settles on: once it has stayed on it for READING_PROGRESS_SAVE_DELAY_MS,
 * not on every page turn. Leaving the reader (another route, closing the tab, switching away on a
 * phone) saves a pending page at once; a closing tab does it with a keepalive request, the only kind
 * a browser lets finish after the page is gone.
 */
export function useProgressSaver({ bookId, enabled, token, page, savedPage }: ProgressSaverOptions): void {
  const [save] = useSaveReadingProgressMutation();
  const saved = useRef<number | null>(savedPage);
  const pending = useRef<number | null>(null);

  useEffect(() => {
    saved.current = savedPage;
  }, [savedPage]);

  const saveNow = useCallback(
    (how: 'mutation' | 'keepalive') => {
      const target = pending.current;
      pending.current = null;
      if (target === null || target === saved.current) return;
      saved.current = target;
      const body = { book_Id: bookId, Page: target };
      if (how === 'mutation') {
        save(body).unwrap().catch(() => {
          // A failed save is retried with the next page turn; reading goes on quietly meanwhile.
          if (saved.current === target) saved.current = null;
        });
      } else {
        void fetch(apiPaths.saveReadingProgress, {
          method: 'POST',
          keepalive: true,
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        }).catch(() => undefined);
      }
    },
    [bookId, save, token],
  );

  useEffect(() => {
    if (!enabled || page === saved.current) {
      pending.current = null;
      return undefined;
    }
    pending.current = page;
    const timer = setTimeout(() => saveNow('mutation'), READING_PROGRESS_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, page, saveNow]);

  useEffect(() => {
    const onHide = () => saveNow('keepalive');
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the reader inside the app: the store outlives this component, so the ordinary call.
      saveNow('mutation');
    };
  }, [saveNow]);
}
