import fontkit from '@pdf-lib/fontkit';
import { devanagariFont, devanagariFontBytes } from './devanagari';

const glyphIds = (run: { glyphs: Array<{ id: number }> }) => run.glyphs.map((glyph) => glyph.id);

describe('the Devanagari face shared by the process', () => {
  it('shapes a text once and gives the same glyphs as a font of its own', async () => {
    const shared = await devanagariFont('regular');
    const own = fontkit.create(await devanagariFontBytes('regular'));
    const text = 'प्रेमचंद की कहानियाँ';
    const first = shared.layout(text);
    expect(shared.layout(text)).toBe(first);
    expect(glyphIds(first)).toEqual(glyphIds(own.layout(text)));
    // The conjunct and the matra are shaped, not drawn letter by letter.
    expect(first.glyphs.length).toBeLessThan([...text].length);
  });

  it('shapes again when asked for other features', async () => {
    const shared = await devanagariFont('bold');
    const text = 'हिन्दी';
    const kept = shared.layout(text);
    const withFeatures = shared.layout(text, ['liga']);
    expect(withFeatures).not.toBe(kept);
    expect(shared.layout(text)).toBe(kept);
  });
});
