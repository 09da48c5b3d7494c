import { useCallback, useEffect, useRef } from 'react';
import { apiPaths } from '../../../shared/api-paths';
import type { SaveReadingProgressRequest } from '../../../shared/contract/library.contract';
import { samePlace, type ReadingPlace } from './engines/engine';
import { useSaveReadingProgressMutation } from '../library';

/**
 * When a new place is written:
 * - settle: once the reader has stayed on it this long (a PDF's page: page numbers are typed and
 *   flipped through, and only the one settled on matters);
 * - throttle: at once, but at most one write per interval, the latest place at the interval's end
 *   (reflowable text: pages turn steadily while reading, and each page is worth keeping).
 */
export type SavePolicy = { kind: 'settle'; delayMs: number } | { kind: 'throttle'; intervalMs: number };

interface ProgressSaverOptions {
  bookId: string;
  /** False for a preview, a visitor, or until the reader has settled on its first place. */
  enabled: boolean;
  token: string | undefined;
  /** Where the reader is now; null before the book shows. */
  place: ReadingPlace | null;
  /** The place the server already has (null: never saved), so reopening a book saves nothing. */
  savedPlace: ReadingPlace | null;
  policy: SavePolicy;
}

function placeKey(place: ReadingPlace | null): string | null {
  if (place === null) return null;
  return 'Page' in place ? `page:${place.Page}` : `cfi:${place.Locator.Cfi}`;
}

/**
 * Saves the place the reader moves to, by the policy, not on every move. Leaving the reader (another
 * route, closing the tab, switching away on a phone) saves a pending place at once; a closing tab
 * does it with a keepalive request, the only kind a browser lets finish after the page is gone.
 */
export function useProgressSaver({ bookId, enabled, token, place, savedPlace, policy }: ProgressSaverOptions): void {
  const [save] = useSaveReadingProgressMutation();
  const saved = useRef<ReadingPlace | null>(savedPlace);
  const pending = useRef<ReadingPlace | null>(null);
  const current = useRef<ReadingPlace | null>(place);
  const lastWriteAt = useRef<number>(Number.NEGATIVE_INFINITY);
  const key = placeKey(place);

  useEffect(() => {
    saved.current = savedPlace;
  }, [savedPlace]);
  useEffect(() => {
    current.current = place;
  });

  const saveNow = useCallback(
    (how: 'mutation' | 'keepalive') => {
      const target = pending.current;
      pending.current = null;
      if (target === null || samePlace(target, saved.current)) return;
      saved.current = target;
      lastWriteAt.current = Date.now();
      const body: SaveReadingProgressRequest = { book_Id: bookId, ...target };
      if (how === 'mutation') {
        save(body)
          .unwrap()
          .catch(() => {
            // A failed save is retried with the next move; reading goes on quietly meanwhile.
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

  const settleMs = policy.kind === 'settle' ? policy.delayMs : undefined;
  const intervalMs = policy.kind === 'throttle' ? policy.intervalMs : undefined;
  useEffect(() => {
    const target = current.current;
    if (!enabled || key === null || samePlace(target, saved.current)) {
      pending.current = null;
      return undefined;
    }
    pending.current = target;
    const wait = settleMs ?? Math.max(0, lastWriteAt.current + (intervalMs ?? 0) - Date.now());
    if (wait === 0) {
      saveNow('mutation');
      return undefined;
    }
    const timer = setTimeout(() => saveNow('mutation'), wait);
    return () => clearTimeout(timer);
  }, [enabled, key, settleMs, intervalMs, saveNow]);

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
