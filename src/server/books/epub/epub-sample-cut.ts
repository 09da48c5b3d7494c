/**
 * Cutting a chapter where a sample's budget of words runs out, after a whole block (a paragraph, a
 * heading, a list item, a quotation), never inside one. Words are counted as markup-text.ts counts
 * them when a book is inspected (block boundaries separate words, head, scripts and styles are not
 * read), so the sample's share agrees with the book's word count.
 */
import type { Element, Node } from '@xmldom/xmldom';
import { BLOCK_ELEMENTS, UNREAD_ELEMENTS, countWords } from '../markup-text';
import { isElement } from './epub-xml';

/** Blocks kept or dropped whole: a table cut after a cell or a figure after its image reads broken. */
const WHOLE_BLOCKS: ReadonlySet<string> = new Set(['table', 'figure', 'pre', 'dl', 'details', 'hgroup']);
/** Line breaks separate words but are no place to cut (they break lines inside a paragraph or stanza). */
const SEPARATORS: ReadonlySet<string> = new Set(['br', 'hr']);

function nameOf(element: Element): string {
  return (element.localName ?? '').toLowerCase();
}

/** The text of a node as markupText reads it: block boundaries as spaces, unread elements left out. */
export function nodeText(node: Node): string {
  if (node.nodeType === 3 || node.nodeType === 4) return node.nodeValue ?? '';
  if (!isElement(node)) return '';
  const name = nameOf(node);
  if (UNREAD_ELEMENTS.has(name)) return '';
  const inner = Array.from(node.childNodes).map(nodeText).join('');
  return BLOCK_ELEMENTS.has(name) ? ` ${inner} ` : inner;
}

function isCutPoint(node: Node): node is Element {
  return isElement(node) && BLOCK_ELEMENTS.has(nameOf(node)) && !SEPARATORS.has(nameOf(node));
}

/** A block with blocks inside is walked into; one without (or a whole block) is counted at once. */
function hasCutPointInside(element: Element): boolean {
  if (WHOLE_BLOCKS.has(nameOf(element))) return false;
  return Array.from(element.childNodes).some(
    (child) => isElement(child) && (isCutPoint(child) || hasCutPointInside(child)),
  );
}

/**
 * Keeps the content of `container` up to and including the block at which `budget` words are
 * reached, and removes everything after it. Answers the words kept.
 */
export function cutAfterWords(container: Element, budget: number): number {
  let words = 0;
  let done = false;
  const walk = (parent: Element): void => {
    let inline = ''; // text between blocks, counted when a block boundary ends it
    for (let child = parent.firstChild; child;) {
      const next = child.nextSibling;
      if (done) {
        parent.removeChild(child);
      } else if (isElement(child) && (isCutPoint(child) || hasCutPointInside(child))) {
        words += countWords(inline);
        inline = '';
        if (hasCutPointInside(child)) walk(child);
        else words += countWords(nodeText(child));
        if (words >= budget) done = true;
      } else {
        inline += nodeText(child);
      }
      child = next;
    }
    words += countWords(inline);
  };
  walk(container);
  return words;
}
