/** Generated demo artwork: standalone SVG documents, no fonts or images fetched from anywhere. */
import type { Font } from '@pdf-lib/fontkit';
import { hasDevanagari } from '../../fonts/devanagari';
import { svgTextPath } from '../../fonts/svg-text';

export interface CoverInput {
  title: string;
  author: string;
  genre: string;
  colors: readonly [string, string];
  /**
   * The Devanagari face (fonts/devanagari.ts), for a Hindi title or author: drawn as outlines,
   * since librsvg draws text only in installed fonts and a server may have no Devanagari one.
   */
  devanagari?: { regular: Font; bold: Font };
}

export interface BannerArtInput {
  title: string;
  heading: string;
  colors: readonly [string, string];
}

const FONT_STACK = "Georgia, 'Times New Roman', serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap by character count: good enough for large display type. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function gradient(id: string, [from, to]: readonly [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Centred white lines of text: <text> in FONT_STACK, or outlines in `devanagari` for Devanagari lines. */
function centredLines(
  lines: string[],
  {
    x,
    firstY,
    lineHeight,
    size,
    bold,
    devanagari,
  }: { x: number; firstY: number; lineHeight: number; size: number; bold: boolean; devanagari?: Font },
): string {
  return lines
    .map((line, index) => {
      const y = firstY + index * lineHeight;
      if (devanagari && hasDevanagari(line))
        return svgTextPath(devanagari, line, { x, y, size, anchor: 'middle', attributes: 'fill="#ffffff"' });
      const weight = bold ? ' font-weight="bold"' : '';
      return `<text x="${x}" y="${y}" text-anchor="middle" fill="#ffffff" font-family="${FONT_STACK}"${weight} font-size="${size}">${escapeXml(line)}</text>`;
    })
    .join('');
}

/** A 400x600 book cover: genre gradient, the title in large type, the author at the foot. */
export function bookCoverSvg({ title, author, genre, colors, devanagari }: CoverInput): string {
  const lines = wrapWords(title, 13).slice(0, 5);
  const fontSize = lines.length > 3 ? 40 : 48;
  const lineHeight = fontSize * 1.15;
  const firstY = 300 - ((lines.length - 1) * lineHeight) / 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">',
    `<title>${escapeXml(`${title} by ${author}`)}</title>`,
    `<defs>${gradient('bg', colors)}</defs>`,
    '<rect width="400" height="600" fill="url(#bg)"/>',
    '<rect x="20" y="20" width="360" height="560" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>',
    '<circle cx="340" cy="90" r="120" fill="#ffffff" fill-opacity="0.07"/>',
    `<text x="200" y="70" text-anchor="middle" fill="#ffffff" fill-opacity="0.85" font-family="${FONT_STACK}" font-size="18" letter-spacing="6">${escapeXml(genre.toUpperCase())}</text>`,
    centredLines(lines, { x: 200, firstY, lineHeight, size: fontSize, bold: true, devanagari: devanagari?.bold }),
    '<line x1="150" y1="500" x2="250" y2="500" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>',
    centredLines([author], {
      x: 200,
      firstY: 540,
      lineHeight: 0,
      size: 22,
      bold: false,
      devanagari: devanagari?.regular,
    }),
    '</svg>',
  ].join('');
}

/** A 1200x400 banner background with its title and heading. */
export function bannerSvg({ title, heading, colors }: BannerArtInput): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">',
    `<title>${escapeXml(title)}</title>`,
    `<defs>${gradient('bg', colors)}</defs>`,
    '<rect width="1200" height="400" fill="url(#bg)"/>',
    '<circle cx="1050" cy="60" r="260" fill="#ffffff" fill-opacity="0.08"/>',
    '<circle cx="980" cy="360" r="140" fill="#ffffff" fill-opacity="0.06"/>',
    `<text x="80" y="170" fill="#ffffff" font-family="${FONT_STACK}" font-weight="bold" font-size="64">${escapeXml(title)}</text>`,
    `<text x="80" y="240" fill="#ffffff" fill-opacity="0.9" font-family="${FONT_STACK}" font-size="36">${escapeXml(heading)}</text>`,
    '</svg>',
  ].join('');
}
