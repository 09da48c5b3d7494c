/** How long the reader must stay on a PDF's page before that page is saved as the last one read. */
export const READING_PROGRESS_SAVE_DELAY_MS = 1500;

/** Reflowable text (EPUB) saves the place as pages turn, at most once in this long. */
export const READING_PROGRESS_SAVE_INTERVAL_MS = 5000;

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 5;
export const ZOOM_STEP = 1.25;

/** A page number typed by the reader, made a page of the book (1..numPages); NaN for no number. */
export function clampPage(value: number, numPages: number): number {
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.min(Math.max(Math.round(value), 1), Math.max(numPages, 1));
}
