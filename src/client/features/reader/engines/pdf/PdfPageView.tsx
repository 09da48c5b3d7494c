import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { drawPdfHighlights, type PdfHighlight } from '../../annotations/pdfHighlights';
import { ReaderCancelled } from '../engine';
import type { ReaderDocument } from './readerDocument';

export type Zoom = 'fit' | number;

interface PdfPageViewProps {
  document: ReaderDocument;
  page: number;
  zoom: Zoom;
  /** Called once the page is on screen, with the scale it was drawn at. */
  onRendered: (page: number, scale: number) => void;
  onError: () => void;
  /** The highlights of this page, drawn once its text layer is (their quotes are found in it). */
  highlights?: readonly PdfHighlight[];
  /**
   * The book's language (its Language, when the reader knows it), given to the text layer: the
   * page's language is the interface's, not the book's. Unknown: the layer says nothing of it.
   */
  language?: string;
}

const NO_HIGHLIGHTS: readonly PdfHighlight[] = [];

/** The text layer speaks the book's language when it is known, and says nothing of it otherwise. */
function setLanguage(textLayer: HTMLElement, language: string | undefined) {
  if (language) textLayer.lang = language;
  else textLayer.removeAttribute('lang');
}

/** Side padding around the page inside the viewer, in CSS pixels. */
const GUTTER = 16;

/** The width available to the page, followed as the window (or full screen) changes size. */
function useAvailableWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      // One re-render per frame however many resize events arrive.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [element]);
  return width;
}

/**
 * One page: drawn on a new canvas (sized for the device's pixel ratio) that replaces the shown one
 * only when complete, so turning pages never flashes a blank page. A newer page or size cancels the
 * drawing in progress.
 */
export function PdfPageView({
  document,
  page,
  zoom,
  onRendered,
  onError,
  highlights = NO_HIGHLIGHTS,
  language,
}: PdfPageViewProps) {
  const [viewer, setViewer] = useState<HTMLDivElement | null>(null);
  /** The shown page's text layer once drawn, with the layer its highlights are drawn in. */
  const [layers, setLayers] = useState<{ text: HTMLDivElement; marks: HTMLDivElement } | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const availableWidth = useAvailableWidth(viewer);
  const callbacks = useRef({ onRendered, onError });
  // Read when a page is drawn; the book's details may arrive after the first page: given to it then, not redrawn.
  const bookLanguage = useRef(language);
  useEffect(() => {
    bookLanguage.current = language;
    const shown = sheet.current?.querySelector<HTMLElement>('.textLayer');
    if (shown) setLanguage(shown, language);
  }, [language]);
  useEffect(() => {
    callbacks.current = { onRendered, onError };
  });

  useEffect(() => {
    const target = sheet.current;
    if (!target || (zoom === 'fit' && availableWidth <= 0 && viewer?.clientWidth)) return undefined;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    void (async () => {
      try {
        const size = await document.pageSize(page);
        if (cancelled) return;
        const fitScale = availableWidth > GUTTER * 2 ? (availableWidth - GUTTER * 2) / size.width : 1;
        const scale = zoom === 'fit' ? fitScale : zoom;
        const canvas = window.document.createElement('canvas');
        canvas.setAttribute('aria-hidden', 'true');
        const textLayer = window.document.createElement('div');
        textLayer.className = 'textLayer';
        setLanguage(textLayer, bookLanguage.current);
        // Under the text layer: the highlights show through its transparent text, which stays selectable.
        const marks = window.document.createElement('div');
        marks.className = 'highlights';
        marks.setAttribute('aria-hidden', 'true');
        marks.dataset.testid = 'pdf-highlights';
        const task = document.render(page, { canvas, textLayer, scale, pixelRatio: window.devicePixelRatio || 1 });
        cancelRender = () => task.cancel();
        await task.promise;
        if (cancelled) return;
        target.style.setProperty('--scale-factor', String(scale));
        target.style.width = `${Math.floor(size.width * scale)}px`;
        target.style.height = `${Math.floor(size.height * scale)}px`;
        target.replaceChildren(canvas, marks, textLayer);
        setLayers(null);
        callbacks.current.onRendered(page, scale);
        await task.textReady;
        if (!cancelled) setLayers({ text: textLayer, marks });
      } catch (error) {
        if (!cancelled && !(error instanceof ReaderCancelled)) callbacks.current.onError();
      }
    })();
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [document, page, zoom, availableWidth, viewer]);

  useEffect(() => {
    if (layers) drawPdfHighlights(layers.marks, layers.text, highlights);
  }, [layers, highlights]);

  return (
    <Box ref={setViewer} sx={{ width: '100%', overflowX: 'auto', py: 2 }}>
      <Box
        ref={sheet}
        data-testid="pdf-page"
        sx={{
          position: 'relative',
          mx: 'auto',
          bgcolor: 'reader.page',
          boxShadow: ({ palette }) => `0 2px 12px ${palette.shadow.page}`,
          '--total-scale-factor': 'var(--scale-factor)',
          '--scale-round-x': '1px',
          '--scale-round-y': '1px',
          '& canvas': { display: 'block' },
          '& .highlights': { position: 'absolute', inset: 0, pointerEvents: 'none', mixBlendMode: 'multiply' },
          '& .highlights > div': { opacity: 0.45, borderRadius: '2px' },
          // pdf.js's text layer: transparent text over the canvas, for selection and screen readers.
          '& .textLayer': {
            position: 'absolute',
            inset: 0,
            overflow: 'clip',
            lineHeight: 1,
            textSizeAdjust: 'none',
            forcedColorAdjust: 'none',
            transformOrigin: '0 0',
            '--min-font-size': 1,
            '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
            '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
          },
          '& .textLayer :is(span, br)': {
            color: 'transparent',
            position: 'absolute',
            whiteSpace: 'pre',
            cursor: 'text',
            transformOrigin: '0% 0%',
          },
          '& .textLayer > :not(.markedContent), & .textLayer .markedContent span:not(.markedContent)': {
            zIndex: 1,
            '--font-height': 0,
            fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
            '--scale-x': 1,
            '--rotate': '0deg',
            transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
          },
          '& .textLayer .markedContent': { display: 'contents' },
          '& .textLayer ::selection': { bgcolor: 'reader.selection' },
        }}
      />
    </Box>
  );
}
