import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PreviewEndOffer } from '../../components/PreviewEndOffer';
import { pageTurnOf, stepOf } from '../../pageTurns';
import { clampPage, MAX_ZOOM, MIN_ZOOM, READING_PROGRESS_SAVE_DELAY_MS, ZOOM_STEP } from '../../readerSettings';
import { useFullscreen } from '../../useFullscreen';
import { useProgressSaver } from '../../useProgressSaver';
import type { EngineProps } from '../engine';
import { PdfPageView, type Zoom } from './PdfPageView';
import { PdfToolbar } from './PdfToolbar';
import type { ReaderDocument } from './readerDocument';

interface PdfReaderProps extends EngineProps {
  document: ReaderDocument;
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
  const numPages = pdf.numPages;
  const savedPage = savedPlace !== null && 'Page' in savedPlace ? savedPlace.Page : null;
  const [page, setPage] = useState(() => clampPage(savedPage ?? 1, numPages));
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [drawn, setDrawn] = useState<{ page: number; scale: number } | null>(null);
  const { isFullscreen, toggle } = useFullscreen(fullscreenTarget);

  const goTo = useCallback((target: number) => setPage(clampPage(target, numPages)), [numPages]);
  const currentScale = drawn?.scale ?? 1;
  const zoomBy = (factor: number) =>
    setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(currentScale * factor * 100) / 100)));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const turn = pageTurnOf(event);
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
        />
      </Box>
      <Box sx={{ position: 'relative', width: '100%', maxWidth: zoom === 'fit' ? 800 : 'none', flex: 1 }}>
        <PdfPageView document={pdf} page={page} zoom={zoom} onRendered={onRendered} onError={onRenderError} />
        {drawn === null ? (
          <Box
            role="status"
            aria-label="Opening page"
            sx={{ position: 'absolute', inset: 0, display: 'flex', justifyContent: 'center', pt: 10 }}
          >
            <CircularProgress />
          </Box>
        ) : null}
      </Box>
      <Typography role="status" aria-live="polite" variant="body2" sx={{ pb: 2, color: 'text.secondary' }}>
        {`Page ${page} of ${numPages}`}
        {preview ? ' (preview)' : ''}
      </Typography>
      {preview && page === numPages ? <PreviewEndOffer bookId={bookId} book={book} /> : null}
    </Box>
  );
}
