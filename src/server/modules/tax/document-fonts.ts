/**
 * The faces of the store's tax documents (document-pdf.ts): pdf-lib's Helvetica for Latin text
 * and, in a document that has any Devanagari (a Hindi title, a buyer's or seller's name), Noto Sans
 * Devanagari embedded as a subset of the glyphs it uses: the face the store's pages use
 * (@fontsource/noto-sans-devanagari's Devanagari range), shaped by fontkit's Indic shaper, so
 * conjuncts, matras and the reph come out as a reader expects and the text stays selectable.
 * A document without Devanagari embeds nothing more (a receipt per paid order stays as small and
 * quick as before). Each line is drawn as runs, each in the face that has its characters.
 */
// fontkit's Indic shaper was compiled with regenerator and expects its runtime as a global
// (pdf-lib issues #785 and #1419: "regeneratorRuntime is not defined" on the first Indic text).
import 'regenerator-runtime/runtime';
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { woffToSfnt } from './woff-to-sfnt';

/** A weight: Helvetica, and the Devanagari face where the document needs one. */
export interface Face {
  latin: PDFFont;
  devanagari?: PDFFont;
}

export interface DocumentFaces {
  regular: Face;
  bold: Face;
}

/** A piece of a line drawn in one font. */
export interface Run {
  text: string;
  font: PDFFont;
}

/** What the embedded face is for. */
const DEVANAGARI = /\p{Script=Devanagari}/u;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** WOFF, not WOFF2: @pdf-lib/fontkit has no Brotli to read the latter. */
const DEVANAGARI_FILES = {
  regular: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  bold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
} as const;

/** Each file read (and unpacked to TrueType) once per process, when a first document needs it. */
const fileBytes = new Map<string, Promise<Buffer>>();
function fontFile(module: string): Promise<Buffer> {
  let bytes = fileBytes.get(module);
  if (!bytes) {
    bytes = readFile(require.resolve(module)).then(woffToSfnt);
    fileBytes.set(module, bytes);
  }
  return bytes;
}

/**
 * fontkit for pdf-lib, parsing each font file once per process: pdf-lib parses the bytes anew for
 * every document, and parsing (with the shaper's set-up) was most of a Hindi receipt's render
 * time. A parsed font is only read afterwards (each document makes its own subset of it).
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const parsingOnce: typeof fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = fontkit.create(bytes, postscriptName);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

export async function embedDocumentFaces(pdf: PDFDocument, withDevanagari: boolean): Promise<DocumentFaces> {
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  if (!withDevanagari) return { regular: { latin: regular }, bold: { latin: bold } };
  pdf.registerFontkit(parsingOnce);
  const [devanagariRegular, devanagariBold] = await Promise.all([
    fontFile(DEVANAGARI_FILES.regular).then((bytes) => pdf.embedFont(bytes, { subset: true })),
    fontFile(DEVANAGARI_FILES.bold).then((bytes) => pdf.embedFont(bytes, { subset: true })),
  ]);
  return {
    regular: { latin: regular, devanagari: devanagariRegular },
    bold: { latin: bold, devanagari: devanagariBold },
  };
}

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();
function charactersOf(font: PDFFont): ReadonlySet<number> {
  let characters = characterSets.get(font);
  if (!characters) {
    characters = new Set(font.getCharacterSet());
    characterSets.set(font, characters);
  }
  return characters;
}

/**
 * The text as runs of one font each: a character goes to the font of the run it is in when that
 * font has it (joiners and marks stay with their letters), else to a face's font that has it;
 * one that neither has is written '?' in Helvetica (the document's data keeps the real text).
 */
export function runsOf(text: string, face: Face): Run[] {
  const fonts = face.devanagari ? [face.latin, face.devanagari] : [face.latin];
  const runs: Run[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const current = runs.at(-1);
    if (current && charactersOf(current.font).has(code)) {
      current.text += char;
      continue;
    }
    const font = fonts.find((candidate) => charactersOf(candidate).has(code));
    const piece = font ? char : '?';
    const into = font ?? face.latin;
    if (current && current.font === into) current.text += piece;
    else runs.push({ text: piece, font: into });
  }
  return runs;
}

/** The width of the text at `size`, each run measured (and shaped) in its own font. */
export function widthOf(text: string, size: number, face: Face): number {
  return runsOf(text, face).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}
