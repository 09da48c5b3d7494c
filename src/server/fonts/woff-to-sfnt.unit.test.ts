// fontkit's Indic shaper needs regenerator's runtime as a global, as devanagari.ts gives it.
import 'regenerator-runtime/runtime';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { woffToSfnt } from './woff-to-sfnt';

const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
);

test('unpacks a WOFF file into the TrueType font it wraps, glyph for glyph', () => {
  const sfnt = woffToSfnt(woff);
  expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
  const [packed, unpacked] = [fontkit.create(woff), fontkit.create(sfnt)];
  expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
  expect(unpacked.characterSet).toEqual(packed.characterSet);
  const shaped = (font: typeof packed) => font.layout('श्रीमद्भगवद्गीता').glyphs.map((glyph) => glyph.id);
  expect(shaped(unpacked)).toEqual(shaped(packed));
});

test('refuses a file that is not WOFF 1.0', () => {
  expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than a header needs, surely enough here'))).toThrow(
    'not a WOFF 1.0 file',
  );
});
