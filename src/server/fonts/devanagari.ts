/**
 * The store's Devanagari face on the server: Noto Sans Devanagari, the face its pages use
 * (@fontsource/noto-sans-devanagari's Devanagari range), for what the server draws itself: tax
 * documents (modules/tax/document-fonts.ts) and the demo catalog's covers (db/seed/cover-svg.ts).
 * Read, unpacked and parsed once per process, when first needed; shaped by fontkit's Indic
 * shaper, so conjuncts, matras and the reph come out as a reader expects.
 */
// fontkit's Indic shaper was compiled with regenerator and expects its runtime as a global
// (pdf-lib issues #785 and #1419: "regeneratorRuntime is not defined" on the first Indic text).
import 'regenerator-runtime/runtime';
import { readFile } from 'node:fs/promises';
import fontkit, { type Font, type GlyphRun } from '@pdf-lib/fontkit';
import { woffToSfnt } from './woff-to-sfnt';

export type FontWeight = 'regular' | 'bold';

/** WOFF, not WOFF2: @pdf-lib/fontkit has no Brotli to read the latter. */
const FILES: Record<FontWeight, string> = {
  regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
};

const DEVANAGARI = /\p{Script=Devanagari}/u;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

const fileBytes = new Map<FontWeight, Promise<Buffer>>();

/** The face's TrueType bytes (unpacked from WOFF: fontkit re-inflates a WOFF table on every read). */
export function devanagariFontBytes(weight: FontWeight): Promise<Buffer> {
  let bytes = fileBytes.get(weight);
  if (!bytes) {
    bytes = readFile(require.resolve(FILES[weight])).then(woffToSfnt);
    fileBytes.set(weight, bytes);
  }
  return bytes;
}

const parsedFonts = new WeakMap<Uint8Array, Font>();

/** Texts whose shaping a font keeps; the whole memory is emptied when full (it refills at once). */
const SHAPED_TEXTS = 2000;

/**
 * The font, its layout() remembering what it shaped. Shaping Devanagari (GSUB and GPOS lookups)
 * was about 85% of a Hindi receipt's 8 ms: a document shapes the same text when it wraps a line,
 * draws it and advances past it, and pdf-lib shapes again to encode and to measure. The runs kept
 * are only read (pdf-lib takes their glyphs; each PDF's subset notes the glyphs it draws).
 */
function keepingShapes(font: Font): Font {
  const layout = font.layout.bind(font);
  const shaped = new Map<string, GlyphRun>();
  font.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return layout(text, ...options);
    let run = shaped.get(text);
    if (!run) {
      run = layout(text);
      if (shaped.size >= SHAPED_TEXTS) shaped.clear();
      shaped.set(text, run);
    }
    return run;
  };
  return font;
}

/**
 * fontkit, parsing each font file once per process: pdf-lib parses the bytes it is given for every
 * document, and parsing (with the shaper's set-up) was most of a Hindi receipt's render time. A
 * parsed font is only read afterwards (each PDF makes its own subset of it).
 */
export const fontkitParsingOnce: typeof fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = keepingShapes(fontkit.create(bytes, postscriptName));
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/** The face, parsed, to lay text out and draw its glyphs. */
export async function devanagariFont(weight: FontWeight): Promise<Font> {
  return fontkitParsingOnce.create(await devanagariFontBytes(weight));
}
