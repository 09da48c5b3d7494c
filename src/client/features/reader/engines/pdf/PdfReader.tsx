import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ANNOTATION_TEXT_MAX_LENGTH } from '../../../../../shared/annotation-rules';
import { useAnnotationTools, type ReaderSelection } from '../../annotations/useAnnotationTools';
import { useBookAnnotations } from '../../annotations/useBookAnnotations';
import { PreviewEndOffer } from '../../components/PreviewEndOffer';
import { pageTurnOf, stepOf } from '../../pageTurns';
import { clampPage, MAX_ZOOM, MIN_ZOOM, READING_PROGRESS_SAVE_DELAY_MS, ZOOM_STEP } from '../../readerSettings';
import { useFullscreen } from '../../useFullscreen';
import { useProgressSaver } from '../../useProgressSaver';
import type { EngineProps } from '../engine';
import { PdfPageView, type Zoom } from './PdfPageView';
import { PdfToolbar } from './PdfToolbar';
import { useTranslate } from '../../../../i18n/translate';
import { readerMessages } from '../../reader.messages';
import type { ReaderDocument } from './readerDocument';

interface PdfReaderProps extends EngineProps {
  document: ReaderDocument;
}

/** A selection is shown its toolbar once it has not changed for this long: the end of a drag. */
const SELECTION_SETTLE_MS = 250;

/**
 * The text selected in the page's text layer inside `pageBox`, with where it starts on the screen;
 * null for none, or a selection elsewhere (the toolbar's page box, a dialog).
 */
function useTextSelection(pageBox: HTMLElement | null, page: number): [ReaderSelection | null, () => void] {
  const [selection, setSelection] = useState<ReaderSelection | null>(null);
  useEffect(() => {
    if (!pageBox) return undefined;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const selected = window.getSelection();
      const range = selected && !selected.isCollapsed && selected.rangeCount > 0 ? selected.getRangeAt(0) : null;
      const anchor = range?.commonAncestorContainer;
      const element = anchor instanceof Element ? anchor : anchor?.parentElement;
      const text = range?.toString().trim() ?? '';
      if (!range || !text || !element?.closest('.textLayer') || !pageBox.contains(element)) {
        setSelection(null);
        return;
      }
      const first = range.getClientRects()[0] ?? range.getBoundingClientRect();
      setSelection({
        rect: { left: first.left, top: first.top, width: first.width, height: first.height },
        text: text.slice(0, ANNOTATION_TEXT_MAX_LENGTH),
        locator: { Page: page },
      });
    };
    const onChange = () => {
      clearTimeout(settling);
      settling = setTimeout(read, SELECTION_SETTLE_MS);
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      clearTimeout(settling);
      document.removeEventListener('selectionchange', onChange);
    };
  }, [pageBox, page]);
  const clear = useCallback(() => {
    window.getSelection()?.removeAllRanges();
    setSelection(null);
  }, []);
  return [selection, clear];
}

/**
 * An open PDF: toolbar, the page, the status line; keys, zoom, full screen, saved progress (the
 * page settled on); at the last page of a preview, the offer to buy the book (or read it all, for
 * an owner).
 */
export function PdfReader({
  bookId,
  book,
  preview,
  document: pdf,
  savedPlace,
  saveProgress,
  token,
  fullscreenTarget,
  onRenderError,
}: PdfReaderProps) {
  const t = useTranslate();
  const numPages = pdf.numPages;
  const savedPage = savedPlace !== null && 'Page' in savedPlace ? savedPlace.Page : null;
  const [page, setPage] = useState(() => clampPage(savedPage ?? 1, numPages));
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [drawn, setDrawn] = useState<{ page: number; scale: number } | null>(null);
  const { isFullscreen, toggle } = useFullscreen(fullscreenTarget);
  const [pageBox, setPageBox] = useState<HTMLDivElement | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  // Bookmarks, highlights and notes belong to the full book: a preview keeps none.
  const annotations = useBookAnnotations(bookId, !preview);
  const [selection, clearSelection] = useTextSelection(preview ? null : pageBox, page);

  const goTo = useCallback((target: number) => setPage(clampPage(target, numPages)), [numPages]);
  const onPage = useMemo(
    () => annotations.list.filter((annotation) => 'Page' in annotation.Locator && annotation.Locator.Page === page),
    [annotations.list, page],
  );
  const highlights = useMemo(
    () =>
      onPage.flatMap(({ Kind, Text, Color }) => (Kind !== 'bookmark' && Color ? [{ text: Text, color: Color }] : [])),
    [onPage],
  );
  const bookmarksHere = onPage.filter((annotation) => annotation.Kind === 'bookmark');
  const toggleBookmark = () => {
    if (bookmarksHere.length > 0) {
      for (const bookmark of bookmarksHere) void annotations.remove(bookmark);
    } else {
      void annotations.save({ Kind: 'bookmark', Locator: { Page: page } });
    }
  };
  const tools = useAnnotationTools({
    annotations,
    selection,
    onSelectionUsed: clearSelection,
    panelOpen: notesOpen,
    onClosePanel: () => setNotesOpen(false),
    title: book?.Title,
    toc: [],
    onGo: (annotation) => {
      setNotesOpen(false);
      if ('Page' in annotation.Locator) goTo(annotation.Locator.Page);
    },
  });
  // Keys turn pages unless the panel or the note dialog is open (their own keys move through them).
  const keysTurnPages = useRef(true);
  useEffect(() => {
    keysTurnPages.current = !notesOpen && !tools.dialogOpen;
  });
  const currentScale = drawn?.scale ?? 1;
  const zoomBy = (factor: number) =>
    setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(currentScale * factor * 100) / 100)));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const turn = keysTurnPages.current ? pageTurnOf(event) : undefined;
      if (turn === undefined) return;
      event.preventDefault();
      setPage((current) => clampPage(current + stepOf(turn), numPages));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [numPages]);

  useProgressSaver({
    bookId,
    enabled: saveProgress && drawn !== null,
    token,
    place: { Page: page },
    savedPlace,
    policy: { kind: 'settle', delayMs: READING_PROGRESS_SAVE_DELAY_MS },
  });

  const onRendered = useCallback((renderedPage: number, scale: number) => setDrawn({ page: renderedPage, scale }), []);

  return (
    <Box
      data-rendered-page={drawn?.page ?? ''}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flex: 1 }}
    >
      <Box
        sx={[
          (theme) => theme.mixins.stickyBar,
          { position: 'sticky', top: 0, zIndex: 2, width: '100%', py: 0.75, px: 1 },
        ]}
      >
        <PdfToolbar
          page={page}
          numPages={numPages}
          onPage={goTo}
          zoomPercent={drawn ? Math.round(drawn.scale * 100) : undefined}
          isFit={zoom === 'fit'}
          onZoomIn={() => zoomBy(ZOOM_STEP)}
          onZoomOut={() => zoomBy(1 / ZOOM_STEP)}
          onFit={() => setZoom('fit')}
          isFullscreen={isFullscreen}
          onToggleFullscreen={toggle}
          annotations={
            preview
              ? undefined
              : {
                  bookmarked: bookmarksHere.length > 0,
                  onBookmark: toggleBookmark,
                  notesOpen,
                  onNotes: () => setNotesOpen(true),
                }
          }
        />
      </Box>
      <Box
        ref={setPageBox}
        sx={{ position: 'relative', width: '100%', maxWidth: zoom === 'fit' ? 800 : 'none', flex: 1 }}
      >
        <PdfPageView
          document={pdf}
          page={page}
          zoom={zoom}
          onRendered={onRendered}
          onError={onRenderError}
          highlights={highlights}
          language={book?.Language ?? undefined}
        />
        {drawn === null ? (
          <Box
            role="status"
            aria-label={t(readerMessages.openingPage)}
            sx={{ position: 'absolute', inset: 0, display: 'flex', justifyContent: 'center', pt: 10 }}
          >
            <CircularProgress />
          </Box>
        ) : null}
      </Box>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ pb: 2, color: 'text.secondary' }}>
        {t(preview ? readerMessages.pageOfPagesPreview : readerMessages.pageOfPages, { page, count: numPages })}
      </Typography>
      {preview && page === numPages ? <PreviewEndOffer bookId={bookId} book={book} /> : null}
      {preview ? null : tools.elements}
    </Box>
  );
}
