import { useCallback, useRef, useState } from 'react';

/**
 * Whether the book is busy moving (opening, turning, jumping), for the book region's aria-busy:
 * assistive technology waits for the new page, and so can a test. foliate-js ignores a turn asked
 * for while it is still finishing the previous one.
 */
export function useBusy(): { busy: boolean; track: (work: Promise<unknown>) => void } {
  const pending = useRef(0);
  const [busy, setBusy] = useState(false);
  const track = useCallback((work: Promise<unknown>) => {
    pending.current += 1;
    setBusy(true);
    const done = () => {
      pending.current -= 1;
      if (pending.current === 0) setBusy(false);
    };
    work.then(done, done);
  }, []);
  return { busy, track };
}
