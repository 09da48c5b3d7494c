import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { apiPaths } from '../../../../shared/api-paths';
import type { ReadingProgressResponse } from '../../../../shared/contract/library.contract';
import type { BookFormat } from '../../../../shared/book-details';
import { useAppSelector } from '../../../app/hooks';
import { errorStatus } from '../../../lib/api';
import { useGetReadingProgressQuery } from '../../library';
import { useGetBookByIdQuery } from '../../product';
import { selectIsLoggedIn, selectToken } from '../../session';
import { LoadingBar } from '../components/LoadingBar';
import { ReaderProblem } from '../components/ReaderProblem';
import type { ReadingPlace } from '../engines/engine';
import { EpubReader } from '../engines/epub/EpubReader';
import { openWithFoliate, type OpenEpub } from '../engines/epub/epubBook';
import { readingRoomTheme } from '../engines/epub/readingThemes';
import { useEpubSource } from '../engines/epub/useEpubSource';
import { useReadingAppearance } from '../engines/epub/useReadingAppearance';
import { PdfReader } from '../engines/pdf/PdfReader';
import { openWithPdfJs, type OpenDocument } from '../engines/pdf/readerDocument';
import { useGetBookReadingAccessQuery } from '../reader.api';
import { useOpening } from '../useOpening';
import { isPreviewOf, uiPaths } from '../../../../shared/ui-paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { documentTitles } from '../../../../shared/document-titles';
import { useTranslate } from '../../../i18n/translate';
import { readerMessages } from '../reader.messages';

/** The place saved on any device, in the form the part's engine reads (null: none saved). */
function savedPlaceOf(format: BookFormat, progress: ReadingProgressResponse | undefined): ReadingPlace | null {
  if (format === 'PDF') return progress?.LastPage != null ? { Page: progress.LastPage } : null;
  return progress?.Locator ? { Locator: progress.Locator } : null;
}

interface ReaderPageProps {
  /** The PDF engine (tests pass a fake one). */
  openDocument?: OpenDocument;
  /** The EPUB engine (tests pass a fake one). */
  openEpub?: OpenEpub;
}

/**
 * /read/:bookId (the full book: its buyers and admins) and /read/:bookId?preview=1 (anyone).
 * The server says what the part is (getBookReadingAccess): a PDF opens with pdf.js, which fetches
 * only the byte ranges the shown page needs; an EPUB with foliate-js, chapter by chapter. A book's
 * preview may be a PDF even when the book is an EPUB, so the part's format decides, not the book's.
 * The full book opens at the place saved on any device, and the place read is saved again.
 */
export function ReaderPage({ openDocument = openWithPdfJs, openEpub = openWithFoliate }: ReaderPageProps) {
  const t = useTranslate();
  const { bookId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const preview = isPreviewOf(searchParams);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const token = useAppSelector(selectToken) || undefined;
  const [attempt, setAttempt] = useState(0);
  const [renderFailed, setRenderFailed] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const mayOpen = preview || (isLoggedIn && token !== undefined);
  const accessArgs = useMemo(() => ({ bookId, preview }), [bookId, preview]);
  const access = useGetBookReadingAccessQuery(accessArgs, { skip: !mayOpen, refetchOnMountOrArgChange: true });
  const format = access.data?.Format;
  const progress = useGetReadingProgressQuery(bookId, { skip: preview || !mayOpen, refetchOnMountOrArgChange: true });
  const { data: book } = useGetBookByIdQuery(bookId, { skip: !bookId });
  const [appearance, setAppearance] = useReadingAppearance();
  const epubSource = useEpubSource(accessArgs, access.data);
  const outerTheme = useTheme();
  const roomTheme = useMemo(
    () => (format === 'EPUB' ? readingRoomTheme(outerTheme, appearance.theme) : outerTheme),
    [format, outerTheme, appearance.theme],
  );
  const firstFocus = useRef(false);
  // A visitor has no library to go back to; a preview was opened from the book's page.
  const backToBook = preview || !isLoggedIn;

  const pdfUrl = `${preview ? apiPaths.getBookPreview : apiPaths.getBookContent}?Id=${encodeURIComponent(bookId)}`;
  const pdfToken = preview ? undefined : token;
  const pdf = useOpening(
    format === 'PDF' ? (onProgress) => openDocument({ url: pdfUrl, token: pdfToken, onProgress }) : null,
    `${pdfUrl}|${pdfToken ?? ''}`,
    attempt,
  );
  const epub = useOpening(
    format === 'EPUB' && epubSource ? () => openEpub(epubSource) : null,
    `${bookId}|${preview}`,
    attempt,
  );

  // The tab's title: the book (once its details arrive), then whether it is the preview.
  const title = book?.Title;
  useDocumentTitle(
    documentTitles.named(
      title
        ? t(preview ? readerMessages.documentTitleOfBookPreview : readerMessages.documentTitleOfBook, { title })
        : t(preview ? readerMessages.documentTitlePreview : readerMessages.documentTitle),
    ),
  );

  useEffect(() => {
    // Arrow keys should turn pages right away, not scroll a focused link.
    if (!firstFocus.current && root) {
      firstFocus.current = true;
      root.focus({ preventScroll: true });
    }
  }, [root]);

  const retry = () => {
    setRenderFailed(false);
    if (access.isError) void access.refetch();
    setAttempt((value) => value + 1);
  };

  const opening = format === 'PDF' ? pdf : epub;
  const problem = (status: number | undefined) => (
    <ReaderProblem status={status} bookId={bookId} preview={preview} onRetry={retry} />
  );
  let body;
  if (!mayOpen) {
    body = problem(401);
  } else if (access.isError) {
    body = problem(errorStatus(access.error));
  } else if (format === undefined) {
    body = <LoadingBar loaded={0} total={undefined} />;
  } else if (format === 'EPUB' && epubSource === null) {
    // An EPUB whose files the server did not list cannot be read: say so rather than wait.
    body = problem(undefined);
  } else if (opening.kind === 'failed' || renderFailed) {
    body = problem(opening.kind === 'failed' ? opening.status : undefined);
  } else if (opening.kind === 'loading' || (!preview && progress.isFetching)) {
    body =
      opening.kind === 'loading' ? (
        <LoadingBar loaded={opening.loaded} total={opening.total} />
      ) : (
        <LoadingBar loaded={1} total={1} />
      );
  } else {
    const key = `${bookId}#${preview}#${attempt}`;
    const engineProps = {
      bookId,
      book,
      preview,
      savedPlace: preview ? null : savedPlaceOf(format, progress.data),
      saveProgress: !preview && progress.isSuccess,
      token,
      fullscreenTarget: root,
      onRenderError: () => setRenderFailed(true),
    };
    if (format === 'PDF' && pdf.kind === 'ready') body = <PdfReader key={key} {...engineProps} document={pdf.book} />;
    else if (format === 'EPUB' && epub.kind === 'ready')
      body = (
        <EpubReader
          key={key}
          {...engineProps}
          epub={epub.book}
          appearance={appearance}
          onAppearanceChange={setAppearance}
        />
      );
  }

  // An EPUB fills the screen and pages within it; a PDF's page scrolls with the window.
  const fitsScreen = format === 'EPUB';
  return (
    <ThemeProvider theme={roomTheme}>
      <Box
        ref={setRoot}
        tabIndex={-1}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'reader.backdrop',
          color: 'text.primary',
          outline: 'none',
          '&:fullscreen': { overflow: 'auto' },
          ...(fitsScreen ? { height: '100dvh', overflow: 'hidden' } : { minHeight: '100vh' }),
        }}
      >
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1, sm: 2 },
            py: 1,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Button
            component={RouterLink}
            to={backToBook ? uiPaths.product(bookId) : uiPaths.library}
            startIcon={<ArrowBackIcon />}
            size="small"
            sx={{ flexShrink: 0 }}
          >
            {t(backToBook ? readerMessages.backToBook : readerMessages.backToLibrary)}
          </Button>
          {/* The book's title is in the book's language (when known), not the interface's. */}
          <Typography
            component="h1"
            variant="h5"
            noWrap
            sx={{ minWidth: 0, flex: 1 }}
            title={book?.Title}
            lang={book?.Language ?? undefined}
          >
            {book?.Title ?? ''}
          </Typography>
          {preview ? (
            <Chip label={t(readerMessages.previewChip)} size="small" color="secondary" variant="outlined" />
          ) : null}
        </Box>
        <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          {body}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
