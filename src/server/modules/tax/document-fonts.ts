/**
 * The faces of the store's tax documents (document-pdf.ts): pdf-lib's Helvetica for Latin text
 * and, in a document that has any Devanagari (a Hindi title, a buyer's or seller's name), the
 * store's Devanagari face (fonts/devanagari.ts) embedded as a subset of the glyphs it uses, so the
 * text stays selectable. A document without Devanagari embeds nothing more (a receipt per paid
 * order stays as small and quick as before). Each line is drawn as runs, each in the face that has
 * its characters.
 */
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { devanagariFontBytes, fontkitParsingOnce } from '../../fonts/devanagari';

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

export async function embedDocumentFaces(pdf: PDFDocument, withDevanagari: boolean): Promise<DocumentFaces> {
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  if (!withDevanagari) return { regular: { latin: regular }, bold: { latin: bold } };
  pdf.registerFontkit(fontkitParsingOnce);
  const [devanagariRegular, devanagariBold] = await Promise.all([
    devanagariFontBytes('regular').then((bytes) => pdf.embedFont(bytes, { subset: true })),
    devanagariFontBytes('bold').then((bytes) => pdf.embedFont(bytes, { subset: true })),
  ]);
  return {
    regular: { latin: regular, devanagari: devanagariRegular },
    bold: { latin: bold, devanagari: devanagariBold },
  };
}

/**
 * A standard font (Helvetica) is the same in every document, so what is learnt of it is kept by
 * its name across documents (a receipt per paid order measured the same labels again each time);
 * an embedded face is its document's own and is kept by its object.
 */
const standardFontNames: ReadonlySet<string> = new Set(Object.values(StandardFonts));
const keyOf = (font: PDFFont): PDFFont | string => (standardFontNames.has(font.name) ? font.name : font);

const standardCharacterSets = new Map<string, ReadonlySet<number>>();
const embeddedCharacterSets = new WeakMap<PDFFont, ReadonlySet<number>>();
function charactersOf(font: PDFFont): ReadonlySet<number> {
  const key = keyOf(font);
  let characters = typeof key === 'string' ? standardCharacterSets.get(key) : embeddedCharacterSets.get(key);
  if (!characters) {
    characters = new Set(font.getCharacterSet());
    if (typeof key === 'string') standardCharacterSets.set(key, characters);
    else embeddedCharacterSets.set(key, characters);
  }
  return characters;
}

/** Standard fonts' widths at size 1000 (pdf-lib's own units), by text; emptied when this full. */
const MEASURED_TEXTS = 5000;
const standardWidths = new Map<string, number>();

/** The run's width at `size`, as pdf-lib computes it (kerning included). */
export function runWidth(run: Run, size: number): number {
  if (!standardFontNames.has(run.font.name)) return run.font.widthOfTextAtSize(run.text, size);
  const key = `${run.font.name}\u0000${run.text}`;
  let units = standardWidths.get(key);
  if (units === undefined) {
    units = run.font.widthOfTextAtSize(run.text, 1000);
    if (standardWidths.size >= MEASURED_TEXTS) standardWidths.clear();
    standardWidths.set(key, units);
  }
  return units * (size / 1000);
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
  return runsOf(text, face).reduce((sum, run) => sum + runWidth(run, size), 0);
}
