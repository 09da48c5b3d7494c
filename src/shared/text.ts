import { TITLE_TRUNCATE_LENGTH } from './constants';

/**
 * Titles on home cards are cut to 20 characters plus '...'. A title that already fits is shown
 * whole (the spec's rule read as a shopper would want it; see src/docs/decisions/002).
 * Counts code points, so an emoji or a Devanagari letter is never cut in half.
 */
export function truncateTitle(title: string, max: number = TITLE_TRUNCATE_LENGTH): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : title;
}
