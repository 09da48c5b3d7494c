/**
 * The widths every uploaded (and demo) cover is stored in, as WebP, and how a cover's URL names
 * them: the server stores `<id>-w400.webp` as the cover (the URL the API answers) beside
 * `<id>-w200.webp` and `<id>-w800.webp`, so the client builds a srcset from the URL alone and the
 * API's one `CoverImage` string stays as the spec has it. A cover stored before this (an SVG, an
 * upload kept as sent) has no such name and is shown as it is.
 */
export const COVER_WIDTHS = [200, 400, 800] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
/** The width the API's URL names: enough for a grid card on most screens. */
export const COVER_BASE_WIDTH: CoverWidth = 400;
/** Covers are shown at the 2:3 ratio of a printed book. */
export const COVER_HEIGHT_PER_WIDTH = 1.5;

const baseSuffix = `-w${COVER_BASE_WIDTH}.webp`;

/** The srcset of a cover URL in the widths above, or undefined for a cover stored otherwise. */
export function coverSrcSet(url: string): string | undefined {
  if (!url.endsWith(baseSuffix)) return undefined;
  const stem = url.slice(0, -baseSuffix.length);
  return COVER_WIDTHS.map((width) => `${stem}-w${width}.webp ${width}w`).join(', ');
}
