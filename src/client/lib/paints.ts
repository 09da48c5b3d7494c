/**
 * Moments of a server-rendered page's first paint, which the app's start waits for: its code is
 * fetched after the page's largest image is painted (main.tsx), its modules are evaluated a task
 * at a time (start.tsx), and hydration starts after a paint of the server's HTML (boot.tsx).
 */

/** Resolves in a task of its own, after whatever the browser has waiting (a paint, a tap). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Resolves after the browser's next paint (a frame, then a task after it). */
export const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** The page's largest image, as pages mark it (BookCover's and the banner's `priority`). */
const LARGEST_IMAGE = 'img[fetchpriority="high"]';

/** An image that takes longer than this (a slow or failing host) holds nothing back any longer. */
const LARGEST_IMAGE_WAIT_MS = 3000;

/**
 * Resolves once the page's largest image has loaded (or failed, or kept us waiting too long) and
 * has then been painted; at once, after a paint, on a page without one.
 */
export function afterLargestImagePainted(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>(LARGEST_IMAGE);
  if (!image || image.complete) return afterNextPaint();
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, LARGEST_IMAGE_WAIT_MS);
  }).then(afterNextPaint);
}
