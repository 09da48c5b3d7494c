import { useEffect, type RefObject } from 'react';
import { HEADER_HEIGHT_VARIABLE } from '../../lib/toasts/placement';

/**
 * Keeps the header's height in HEADER_HEIGHT_VARIABLE on <html> while it is mounted, so the toasts
 * open below it (lib/toasts/placement.ts). The header is sticky at the top, so its height is also
 * where it ends on screen, scrolled or not. Measured rather than taken from the theme: on a phone
 * the search box wraps to a second row whose height depends on the font.
 */
export function useHeaderHeightVariable(headerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return undefined;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEADER_HEIGHT_VARIABLE, `${header.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(header);
    // A page without the header (the reader) has its toasts at the top again.
    return () => {
      observer?.disconnect();
      root.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [headerRef]);
}
