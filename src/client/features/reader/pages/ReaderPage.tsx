import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { apiPaths } from '../../../../shared/api-paths';
import { useAppSelector } from '../../../app/hooks';
import { useGetReadingProgressQuery } from '../../library';
import { useGetBookByIdQuery } from '../../product';
import { selectIsLoggedIn, selectToken } from '../../session';
import type { BookDetail } from '../../../../shared/contract/catalog.contract';
import { PdfPageView, type Zoom } from '../components/PdfPageView';
import { PreviewEndOffer } from '../components/PreviewEndOffer';
import { ReaderProblem } from '../components/ReaderProblem';
import { ReaderToolbar } from '../components/ReaderToolbar';
import { openWithPdfJs, type OpenDocument, type ReaderDocument } from '../readerDocument';
import { clampPage, MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from '../readerSettings';
import { useProgressSaver } from '../useProgressSaver';
import { useReaderDocument } from '../useReaderDocument';
import { isPreviewOf, uiPaths } from '../../../../shared/ui-paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { documentTitles } from '../../../../shared/document-titles';

interface ReaderProps {
  bookId: string;
  /** The book's details (title, price) once they arrive, for the offer at the preview's end. */
  book: BookDetail | undefined;
  preview: boolean;
  document: ReaderDocument;
  /** The page to open at: the saved one for the full book, else 1. */
  startPage: number;
  savedPage: number | null;
  saveProgress: boolean;
  token: string | undefined;
  fullscreenTarget: HTMLElement | null;
  onRenderError: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

function useFullscreen(element: HTMLElement | null): { isFullscreen: boolean; toggle: (() => void) | undefined } {
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setIsFullscreen(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const supported = element !== null && typeof element.requestFullscreen === 'function' && document.fullscreenEnabled !== false;
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void element?.requestFullscreen();
  }, [element]);
  return { isFullscreen, toggle: supported ? toggle : undefined };
}

/**
 * The open book: toolbar, the page, the status line; keys, zoom, full screen, saved progress; at
 * the last page of a preview, the offer to buy the book (or read it all, for an owner).
 */
function Reader({ bookId, book, preview, document: pdf, startPage, savedPage, saveProgress, token, fullscreenTarget, onRenderError }: ReaderProps) {
  const numPages = pdf.numPages;
  const [page, setPage] = useState(() => clampPage(startPage, numPages));
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [drawn, setDrawn] = useState<{ page: number; scale: number } | null>(null);
  const { isFullscreen, toggle } = useFullscreen(fullscreenTarget);

  const goTo = useCallback((target: number) => setPage(clampPage(target, numPages)), [numPages]);
  const currentScale = drawn?.scale ?? 1;
  const zoomBy = (factor: number) => setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(currentScale * factor * 100) / 100)));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const step = { ArrowLeft: -1, PageUp: -1, ArrowRight: 1, PageDown: 1 }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      setPage((current) => clampPage(current + step, numPages));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [numPages]);

  useProgressSaver({ bookId, enabled: saveProgress && drawn !== null, token, page, savedPage });

  const onRendered = useCallback((renderedPage: number, scale: number) => setDrawn({ page: renderedPage, scale }), []);

  return (
    <Box data-rendered-page={drawn?.page ?? ''} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flex: 1 }}>
      <Box sx={[(theme) => theme.mixins.stickyBar, { position: 'sticky', top: 0, zIndex: 2, width: '100%', py: 0.75, px: 1 }]}>
        <ReaderToolbar
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
          <Box role="status" aria-label="Opening page" sx={{ position: 'absolute', inset: 0, display: 'flex', justifyContent: 'center', pt: 10 }}>
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

function LoadingBar({ loaded, total }: { loaded: number; total: number | undefined }) {
  const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;
  return (
    <Box sx={{ width: '100%', maxWidth: 480, mx: 'auto', mt: 10, px: 2, textAlign: 'center' }}>
      <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>Opening the book…</Typography>
      <LinearProgress aria-label="Loading book" variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} />
    </Box>
  );
}

/**
 * /read/:bookId (the full book: its buyers and admins) and /read/:bookId?preview=1 (anyone).
 * pdf.js (openDocument) fetches only the byte ranges the shown page needs; the full book opens at
 * the page saved on any device, and the page the reader settles on is saved again.
 */
export function ReaderPage({ openDocument = openWithPdfJs }: { openDocument?: OpenDocument }) {
  const { bookId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const preview = isPreviewOf(searchParams);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const token = useAppSelector(selectToken) || undefined;
  const [attempt, setAttempt] = useState(0);
  const [renderFailed, setRenderFailed] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const mayOpen = preview || (isLoggedIn && token !== undefined);
  const url = mayOpen ? `${preview ? apiPaths.getBookPreview : apiPaths.getBookContent}?Id=${encodeURIComponent(bookId)}` : null;
  const state = useReaderDocument(openDocument, url, preview ? undefined : token, attempt);
  const progress = useGetReadingProgressQuery(bookId, { skip: preview || url === null, refetchOnMountOrArgChange: true });
  const { data: book } = useGetBookByIdQuery(bookId, { skip: !bookId });
  const firstFocus = useRef(false);
  // A visitor has no library to go back to; a preview was opened from the book's page.
  const backToBook = preview || !isLoggedIn;

  useDocumentTitle(documentTitles.reader(book?.Title, preview));

  useEffect(() => {
    // Arrow keys should turn pages right away, not scroll a focused link.
    if (!firstFocus.current && root) {
      firstFocus.current = true;
      root.focus({ preventScroll: true });
    }
  }, [root]);

  const retry = () => {
    setRenderFailed(false);
    setAttempt((value) => value + 1);
  };

  let body;
  if (url === null) {
    body = <ReaderProblem status={401} bookId={bookId} preview={preview} onRetry={retry} />;
  } else if (state.kind === 'failed' || renderFailed) {
    body = <ReaderProblem status={state.kind === 'failed' ? state.status : undefined} bookId={bookId} preview={preview} onRetry={retry} />;
  } else if (state.kind === 'loading' || (!preview && progress.isFetching)) {
    body = state.kind === 'loading' ? <LoadingBar loaded={state.loaded} total={state.total} /> : <LoadingBar loaded={1} total={1} />;
  } else {
    const savedPage = progress.isSuccess ? progress.data : null;
    body = (
      <Reader
        key={`${url}#${attempt}`}
        bookId={bookId}
        book={book}
        preview={preview}
        document={state.document}
        startPage={savedPage ?? 1}
        savedPage={savedPage}
        saveProgress={!preview && progress.isSuccess}
        token={token}
        fullscreenTarget={root}
        onRenderError={() => setRenderFailed(true)}
      />
    );
  }

  return (
    <Box
      ref={setRoot}
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'reader.backdrop', outline: 'none', '&:fullscreen': { overflow: 'auto' } }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Button component={RouterLink} to={backToBook ? uiPaths.product(bookId) : uiPaths.library} startIcon={<ArrowBackIcon />} size="small" sx={{ flexShrink: 0 }}>
          {backToBook ? 'Book' : 'My Library'}
        </Button>
        <Typography component="h1" variant="h5" noWrap sx={{ minWidth: 0, flex: 1 }} title={book?.Title}>
          {book?.Title ?? ''}
        </Typography>
        {preview ? <Chip label="Preview" size="small" color="secondary" variant="outlined" /> : null}
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {body}
      </Box>
    </Box>
  );
}
