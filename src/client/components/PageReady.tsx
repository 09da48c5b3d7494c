import { useEffect } from 'react';

/**
 * Placed after a page, inside its Suspense boundary: once the page is on screen and answers taps
 * (rendered here, or a server-rendered page hydrated), <html> gets `data-page-ready`. Tests wait
 * for it after loading a page, as a tap on a server-rendered page before then does nothing.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}
