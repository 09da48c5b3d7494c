/**
 * Metadata text as files carry it, cleaned into the store's fields (both formats use these): one
 * line of plain text, a description within the store's length, a date only as precise as given.
 */
import { isPublishedDate, normalizeLanguageTag } from '../../shared/book-details';
import { DESCRIPTION_MAX_LENGTH } from '../../shared/constants';
import { markupText } from './markup-text';

/** Runs of whitespace as one space, no space at either end; undefined when nothing is left. */
export function oneLine(text: string | undefined): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  return line ? line : undefined;
}

/** At most `max` characters, cut at the last word boundary that fits and marked with an ellipsis. */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max); // the ellipsis takes the place of the space it is cut at
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A description as plain text (publishers often put HTML in it), within the store's limit. */
export function plainDescription(text: string | undefined): string | undefined {
  const line = oneLine(text === undefined ? undefined : markupText(text));
  return line === undefined ? undefined : clipAtWord(line, DESCRIPTION_MAX_LENGTH);
}

/**
 * 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' from the start of an ISO 8601 date or timestamp, as precise as
 * it is valid ('2019-13-01' keeps '2019'). Years before 1000 are placeholders, not dates (Calibre
 * writes 0101-01-01 for "unknown").
 */
export function publishedDateFrom(text: string | undefined): string | undefined {
  const match = text === undefined ? null : /^\s*(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(text);
  if (!match || Number(match[1]) < 1000) return undefined;
  const [, year, month, day] = match;
  const candidates = [day ? `${year}-${month}-${day}` : undefined, month ? `${year}-${month}` : undefined, year];
  return candidates.find((candidate) => candidate !== undefined && isPublishedDate(candidate));
}

/** A BCP 47 tag, leaving out 'und' ("undetermined" says nothing). */
export function languageFrom(text: string | undefined): string | undefined {
  const tag = text === undefined ? undefined : normalizeLanguageTag(text);
  return tag === 'und' ? undefined : tag;
}
