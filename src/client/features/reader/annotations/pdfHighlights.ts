/**
 * Highlights on a PDF page (decision 049): a PDF highlight is stored as its page and its quoted
 * text, and drawn by finding that text again in the page's text layer (pdf.js's transparent spans
 * over the canvas). Whitespace is ignored on both sides: pdf.js splits and spaces a line's text
 * in its own way, and a selection's string has line breaks where the spans had none. The first
 * occurrence on the page is the one marked. Rectangles come from the found range's client rects,
 * placed relative to the page, so they follow the text at any zoom.
 */
import type { AnnotationColor } from '../../../../shared/annotation-rules';
import { highlightColours } from './annotationColours';

export interface PdfHighlight {
  text: string;
  color: AnnotationColor;
}

/** The range of the first occurrence of `quote` in the text layer, whitespace aside; null when it is not there. */
export function quoteRange(textLayer: HTMLElement, quote: string): Range | null {
  const needle = quote.replace(/\s+/g, '');
  if (!needle) return null;
  const doc = textLayer.ownerDocument;
  const walker = doc.createTreeWalker(textLayer, NodeFilter.SHOW_TEXT);
  const places: Array<{ node: Text; offset: number }> = [];
  let flat = '';
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data;
    for (let offset = 0; offset < text.length; offset += 1) {
      if (/\s/.test(text[offset]!)) continue;
      flat += text[offset];
      places.push({ node, offset });
    }
  }
  const at = flat.indexOf(needle);
  if (at < 0) return null;
  const first = places[at]!;
  const last = places[at + needle.length - 1]!;
  const range = doc.createRange();
  range.setStart(first.node, first.offset);
  range.setEnd(last.node, last.offset + 1);
  return range;
}

/**
 * Draws the page's highlights into `layer` (an empty box over the page, under its text layer);
 * answers how many were found on the page.
 */
export function drawPdfHighlights(
  layer: HTMLElement,
  textLayer: HTMLElement,
  highlights: readonly PdfHighlight[],
): number {
  layer.replaceChildren();
  const page = layer.getBoundingClientRect();
  let found = 0;
  for (const { text, color } of highlights) {
    const range = quoteRange(textLayer, text);
    // jsdom has no layout (and no getClientRects on a range): nothing to draw there.
    if (!range || typeof range.getClientRects !== 'function') continue;
    found += 1;
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width <= 0 || rect.height <= 0) continue;
      const mark = layer.ownerDocument.createElement('div');
      mark.dataset.color = color;
      Object.assign(mark.style, {
        position: 'absolute',
        left: `${rect.left - page.left}px`,
        top: `${rect.top - page.top}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        background: highlightColours[color],
      });
      layer.append(mark);
    }
  }
  layer.dataset.highlightsDrawn = String(found);
  return found;
}
