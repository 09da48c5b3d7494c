/**
 * Devanagari (issue 38): Noto Sans Devanagari, its Devanagari subset in two weights (about 50 KB
 * each, woff2), served by the store itself. The theme names it first, before the system's fonts:
 * Latin text keeps the system font (outside the face's unicode-range), and Devanagari (which many
 * phones' and desktops' system fonts lack or render with broken conjuncts) comes from this face,
 * fetched only when a page shows some (unicode-range: fontsource's Devanagari range without ₹ and
 * ₨, which the system fonts have, so an English page's prices never fetch it). font-display swap:
 * text is never invisible while it comes. A Hindi page preloads the regular weight
 * (server-render/render-page.tsx).
 */
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';

export const DEVANAGARI_FAMILY = '"Pustaka Devanagari"';

const UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF';

/** What a Hindi page preloads: the weight its body text is set in. */
export const DEVANAGARI_PRELOAD = regular;

export const devanagariFontFaces = (
  [
    [400, regular],
    [700, bold],
  ] as const
)
  .map(
    ([weight, url]) =>
      `@font-face{font-family:${DEVANAGARI_FAMILY};font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${UNICODE_RANGE}}`,
  )
  .join('');
