/**
 * The reader's appearance as the book's frame takes it: a style sheet added after the book's own
 * (foliate-js puts it last in the chapter's head) and the paginator's layout (its gap between
 * columns, its top and bottom margin, the widest column). The book's own style sheets stay, but
 * the reader's choices win where they meet: the size, font, spacing and colours the reader picked.
 */
import type { FontFamily, LineSpacing, Margins, ReadingAppearance } from './readingAppearance';
import type { ReadingColours } from './readingThemes';
import { DEVANAGARI_FAMILY, devanagariFontFaces } from '../../../../theme/devanagariFont';

export interface BookLayout {
  /** Space between columns and at the sides, in per cent of the page (foliate's `gap`). */
  gap: string;
  /** Height of the band above and below the text, in px (foliate's `margin`). */
  margin: string;
  /** The widest a column of text gets, in px (foliate's `max-inline-size`). */
  maxInlineSize: string;
}

export interface BookStyle {
  css: string;
  layout: BookLayout;
}

/**
 * System fonts, as in the store's theme, and its own Devanagari face first (its unicode-range
 * keeps it to Devanagari): a Hindi book's text in the frame, a document of its own, needs the face
 * declared there too (bookStyle's css; the frame's CSP allows the store's own fonts).
 */
const FONT_STACKS: Record<FontFamily, string> = {
  serif: `${DEVANAGARI_FAMILY}, Georgia, Cambria, "Times New Roman", Times, serif`,
  sans: `${DEVANAGARI_FAMILY}, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif`,
};

const LINE_HEIGHTS: Record<LineSpacing, number> = { compact: 1.35, normal: 1.55, relaxed: 1.85 };

const LAYOUTS: Record<Margins, BookLayout> = {
  narrow: { gap: '4%', margin: '16px', maxInlineSize: '800px' },
  medium: { gap: '7%', margin: '28px', maxInlineSize: '720px' },
  wide: { gap: '12%', margin: '44px', maxInlineSize: '640px' },
};

export function bookStyle(appearance: ReadingAppearance, colours: ReadingColours): BookStyle {
  const css = `
@namespace epub "http://www.idpf.org/2007/ops";
${devanagariFontFaces}
html {
  color-scheme: ${colours.mode};
  /* foliate-js paints the page behind the columns with this colour instead of the book's own; the
     frame itself needs it too, as a frame whose colour scheme differs from the store's is opaque. */
  --theme-bg-color: ${colours.page};
  background-color: ${colours.page} !important;
  font-size: ${appearance.fontSize}% !important;
}
body {
  color: ${colours.text} !important;
  font-family: ${FONT_STACKS[appearance.fontFamily]} !important;
}
/* The reader's font and colours over the book's: a book that sets black text or white boxes would
   otherwise vanish on the dark page. Code keeps a monospace font. */
body * {
  font-family: inherit !important;
  color: inherit !important;
  background-color: transparent !important;
}
body :is(code, pre, kbd, samp, tt), body :is(code, pre, kbd, samp, tt) * {
  font-family: ui-monospace, "Cascadia Mono", Menlo, Consolas, monospace !important;
}
body :is(p, li, blockquote, dd, dt, div, td, th, figcaption) {
  line-height: ${LINE_HEIGHTS[appearance.lineSpacing]} !important;
}
body a:is(:link, :visited), body a:is(:link, :visited) * {
  color: ${colours.accent} !important;
}
pre {
  white-space: pre-wrap !important;
}
`;
  return { css, layout: LAYOUTS[appearance.margins] };
}
