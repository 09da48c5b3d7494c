/**
 * A line of text as SVG outlines (a group of glyph paths), shaped by fontkit, for artwork the server renders itself with
 * librsvg (sharp): librsvg draws <text> only in the fonts installed on the machine, and a server
 * without a Devanagari font drew a Hindi title as boxes. As outlines, it looks the same anywhere.
 */
import type { Font } from '@pdf-lib/fontkit';

export interface SvgTextOptions {
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  /** Where x is: the line's start, middle or end (as SVG's text-anchor). */
  anchor?: 'start' | 'middle' | 'end';
  /** Further attributes of the path, such as fill="#ffffff". */
  attributes?: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function svgTextPath(font: Font, text: string, options: SvgTextOptions): string {
  const { glyphs, positions } = font.layout(text);
  const scale = options.size / font.unitsPerEm;
  const width = positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale;
  const start = options.x - (options.anchor === 'middle' ? width / 2 : options.anchor === 'end' ? width : 0);
  let pen = 0;
  const outlines = glyphs.map((glyph, index) => {
    const position = positions[index]!;
    const x = start + (pen + position.xOffset) * scale;
    const y = options.y - position.yOffset * scale;
    pen += position.xAdvance;
    const outline = glyph.path.toSVG();
    // Font units have y upwards; SVG's go down.
    return outline
      ? `<path transform="translate(${round(x)} ${round(y)}) scale(${round(scale * 1000) / 1000} ${-round(scale * 1000) / 1000})" d="${outline}"/>`
      : '';
  });
  return `<g ${options.attributes ?? ''}>${outlines.join('')}</g>`;
}
