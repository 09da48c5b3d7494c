/**
 * Demo covers with Hindi titles (issue 38): the Devanagari lines are outlines in the store's
 * face, so librsvg draws them without a Devanagari font installed; Latin lines stay text.
 */
import sharp from 'sharp';
import { devanagariFont } from '../../fonts/devanagari';
import { bookCoverSvg } from './cover-svg';

const colors = ['#7b2d26', '#c0563b'] as const;

/** Everything inside the <text> elements of an SVG. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

test('a Hindi title and author are drawn as outlines, the genre stays text', async () => {
  const devanagari = { regular: await devanagariFont('regular'), bold: await devanagariFont('bold') };
  const svg = bookCoverSvg({
    title: 'प्रेमचंद की गलियों में',
    author: 'अनन्या श्रीवास्तव',
    genre: 'Drama',
    colors,
    devanagari,
  });
  expect(texts(svg)).toEqual(['DRAMA']);
  // Two title lines and the author: three groups of glyph outlines, each glyph a path.
  expect(svg.match(/<g fill="#ffffff">/g)).toHaveLength(3);
  expect(svg.match(/<path transform=/g)!.length).toBeGreaterThan(15);
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  expect((await sharp(png).metadata()).width).toBe(400);
});

test('an English cover is text, as before', () => {
  const svg = bookCoverSvg({ title: 'The Lighthouse Keeper', author: 'Asha Verma', genre: 'Drama', colors });
  expect(texts(svg)).toEqual(['DRAMA', 'The', 'Lighthouse', 'Keeper', 'Asha Verma']);
  expect(svg).not.toContain('<path');
});
