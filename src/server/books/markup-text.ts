/**
 * The readable text of (X)HTML markup and its words, without building a DOM: an EPUB's chapters are
 * counted at every upload (a DOM of a large chapter costs ten times its size), and a package's
 * description often holds escaped HTML. The sample's DOM walk (epub/epub-sample-cut.ts) counts with
 * the same rules (BLOCK_ELEMENTS, skipped elements, countWords), so both agree on a book's words.
 */

/**
 * Elements that start a new line of text: their boundaries separate words ("<p>one</p><p>two</p>"
 * is two words) where inline ones do not ("<span>T</span>he", a drop cap, is one). They are also
 * where a sample may be cut: after one of them the document is still whole paragraphs.
 */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Elements whose content is not read: scripts, styles, and the head (its title is not the text). */
export const UNREAD_ELEMENTS: ReadonlySet<string> = new Set(['head', 'script', 'style', 'template']);

/** The named references books use most; any other is left as written (still one word's worth of text). */
const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  shy: '\u00ad',
  zwnj: '\u200c',
  zwj: '\u200d',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  bull: '•',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] !== '#') return namedEntities[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The element's name without a namespace prefix, lower case ('svg:text' -> 'text'). */
export function localNameOf(qualifiedName: string): string {
  const colon = qualifiedName.indexOf(':');
  return (colon < 0 ? qualifiedName : qualifiedName.slice(colon + 1)).toLowerCase();
}

// A comment, CDATA (group 1), a declaration or processing instruction, or a tag (group 2: '/',
// group 3: its name, group 4: '/' of an empty-element tag); quoted attribute values may hold '>'.
const markupPattern =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<(\/?)([A-Za-z][\w:.-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/** The text of (X)HTML markup: entities decoded, block boundaries as spaces, unread elements left out. */
export function markupText(markup: string): string {
  const parts: string[] = [];
  let skipping: string | undefined;
  let last = 0;
  for (const match of markup.matchAll(markupPattern)) {
    const text = markup.slice(last, match.index);
    last = match.index + match[0].length;
    if (skipping === undefined) {
      if (text) parts.push(decodeEntities(text));
      if (match[1] !== undefined) parts.push(match[1]);
    }
    const name = match[3];
    if (name === undefined) continue;
    const local = localNameOf(name);
    const closing = match[2] === '/';
    if (skipping !== undefined) {
      if (closing && local === skipping) skipping = undefined;
    } else if (!closing && match[4] !== '/' && UNREAD_ELEMENTS.has(local)) {
      skipping = local;
    } else if (BLOCK_ELEMENTS.has(local)) {
      parts.push(' ');
    }
  }
  if (skipping === undefined) parts.push(decodeEntities(markup.slice(last)));
  return parts.join('');
}

/**
 * Words are what whitespace separates, which holds for the scripts Indian books use (Devanagari
 * and the other Brahmic scripts put spaces between words); a token with no letter or digit (a dash,
 * a danda '।' set apart by spaces) is punctuation, not a word.
 */
export function countWords(text: string): number {
  let count = 0;
  for (const match of text.matchAll(/\S+/g)) if (/[\p{L}\p{N}]/u.test(match[0])) count += 1;
  return count;
}
