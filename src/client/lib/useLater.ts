import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(fn, ms)` runs `fn` after `ms`, unless the component has unmounted by then: a redirect
 * scheduled by a page the user has already left must not pull them back.
 */
export function useLater() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }, []);
}
