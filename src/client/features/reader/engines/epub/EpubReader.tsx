import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import type { Annotation } from '../../../../../shared/contract/annotations.contract';
import { useAnnotationTools, type ReaderSelection } from '../../annotations/useAnnotationTools';
import { useBookAnnotations } from '../../annotations/useBookAnnotations';
import { PreviewEndOffer } from '../../components/PreviewEndOffer';
import { pageTurnOf, type PageTurn } from '../../pageTurns';
import { READING_PROGRESS_SAVE_INTERVAL_MS } from '../../readerSettings';
import { readerMessages } from '../../reader.messages';
import { useFullscreen } from '../../useFullscreen';
import { useTranslate } from '../../../../i18n/translate';
import { useProgressSaver } from '../../useProgressSaver';
import type { EngineProps, ReadingPlace } from '../engine';
import { bookStyle } from './bookStyle';
import { AppearancePanel } from './components/AppearancePanel';
import { ContentsPanel } from './components/ContentsPanel';
import { EpubToolbar, type EpubPanel } from './components/EpubToolbar';
import { ProgressLine } from './components/ProgressLine';
import { SearchPanel } from './components/SearchPanel';
import type { EpubBook, EpubLocation, TapSide, TextSelection } from './epubBook';
import type { ReadingAppearance } from './readingAppearance';
import { readingColours } from './readingThemes';
import { useBusy } from './useBusy';

interface EpubReaderProps extends EngineProps {
  epub: EpubBook;
  appearance: ReadingAppearance;
  onAppearanceChange: (appearance: ReadingAppearance) => void;
}

/** Turns a page the way a key or a tap asks: towards its side, or along the reading order. */
const TURNS: Record<PageTurn, (epub: EpubBook) => Promise<void>> = {
  left: (epub) => epub.goLeft(),
  right: (epub) => epub.goRight(),
  back: (epub) => epub.prev(),
  forward: (epub) => epub.next(),
};

const TAP_TURNS: Record<TapSide, PageTurn | undefined> = { left: 'left', middle: undefined, right: 'right' };

/**
 * An open EPUB: the text laid out in pages that fit the screen (foliate-js), the toolbar (contents,
 * search, text and theme), the progress line; pages turn with the keys, a tap or click on either
 * side, and a swipe; the place is saved as the reader moves (at most once per interval, and at
 * once when the reader leaves). A preview's last page brings the offer to buy the book.
 */
export function EpubReader(props: EpubReaderProps) {
  const {
    bookId,
    book,
    preview,
    epub,
    savedPlace,
    saveProgress,
    token,
    fullscreenTarget,
    onRenderError,
    appearance,
    onAppearanceChange,
  } = props;
  const t = useTranslate();
  const { palette } = useTheme();
  const navigate = useNavigate();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [location, setLocation] = useState<EpubLocation | null>(null);
  const [place, setPlace] = useState<ReadingPlace | null>(null);
  const [panel, setPanel] = useState<{ which: EpubPanel; anchor: HTMLElement } | null>(null);
  const [selected, setSelected] = useState<TextSelection | null>(null);
  // Bookmarks, highlights and notes belong to the full book: a preview keeps none.
  const annotations = useBookAnnotations(bookId, !preview);
  const { isFullscreen, toggle } = useFullscreen(fullscreenTarget);
  // The opening is tracked as any move is: busy until the first page shows.
  const { busy, track } = useBusy();
  const turnPage = useCallback((turn: PageTurn) => track(TURNS[turn](epub)), [epub, track]);
  const style = useMemo(() => bookStyle(appearance, readingColours(appearance.theme, palette)), [appearance, palette]);

  // What the first showing needs, read once: a later save must not move the book.
  const opening = useRef({
    cfi: savedPlace !== null && 'Locator' in savedPlace ? savedPlace.Locator.Cfi : undefined,
    onRenderError,
  });
  useEffect(() => {
    opening.current.onRenderError = onRenderError;
  });

  useEffect(() => {
    epub.setStyle(style);
  }, [epub, style]);

  useEffect(() => {
    if (!container) return undefined;
    let active = true;
    const showing = epub.show(container, opening.current.cfi);
    track(showing);
    showing.catch(() => {
      if (active) opening.current.onRenderError();
    });
    return () => {
      active = false;
    };
  }, [epub, container, track]);

  const highlights = useMemo(
    () =>
      annotations.list.flatMap((annotation) =>
        annotation.Kind !== 'bookmark' && annotation.Color && 'Cfi' in annotation.Locator
          ? [{ cfi: annotation.Locator.Cfi, color: annotation.Color }]
          : [],
      ),
    [annotations.list],
  );
  useEffect(() => {
    epub.setHighlights(highlights);
  }, [epub, highlights]);

  // The page's bookmarks: found again however the page is laid out now (another size, another font).
  const bookmarksHere = useMemo(
    () =>
      location === null
        ? []
        : annotations.list.filter(
            (annotation) =>
              annotation.Kind === 'bookmark' && 'Cfi' in annotation.Locator && epub.isOnPage(annotation.Locator.Cfi),
          ),
    [annotations.list, epub, location],
  );
  const toggleBookmark = () => {
    if (location === null) return;
    if (bookmarksHere.length > 0) {
      for (const bookmark of bookmarksHere) void annotations.remove(bookmark);
      return;
    }
    const { Progression, Href } = location.locator;
    void annotations.save({ Kind: 'bookmark', Locator: { Cfi: location.pageStart, Progression, Href } });
  };

  const selection: ReaderSelection | null = useMemo(
    () =>
      selected && !preview
        ? {
            rect: selected.rect,
            text: selected.text,
            locator: { Cfi: selected.cfi, Progression: location?.locator.Progression ?? 0, Href: selected.href },
          }
        : null,
    [selected, preview, location],
  );
  const tools = useAnnotationTools({
    annotations,
    selection,
    onSelectionUsed: () => {
      epub.clearSelection();
      setSelected(null);
    },
    panelOpen: panel?.which === 'notes',
    onClosePanel: () => setPanel(null),
    title: book?.Title,
    toc: epub.toc,
    onGo: (annotation: Annotation) => {
      if ('Cfi' in annotation.Locator) goTo(annotation.Locator.Cfi);
    },
  });

  // Keys turn pages unless a panel or the note dialog is open (their own keys move through them).
  const keysTurnPages = panel === null && !tools.dialogOpen;
  const onKey = useCallback(
    (event: KeyboardEvent) => {
      const turn = keysTurnPages ? pageTurnOf(event) : undefined;
      if (turn === undefined) return;
      event.preventDefault();
      turnPage(turn);
    },
    [turnPage, keysTurnPages],
  );

  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);

  useEffect(
    () =>
      epub.listen({
        relocate: (next) => {
          setLocation(next);
          if (next.moved) setPlace({ Locator: next.locator });
        },
        key: onKey,
        tap: (side) => {
          const turn = TAP_TURNS[side];
          if (turn) turnPage(turn);
        },
        storeLink: (path) => navigate(path),
        failure: () => opening.current.onRenderError(),
        select: setSelected,
      }),
    [epub, onKey, turnPage, navigate],
  );

  useProgressSaver({
    bookId,
    enabled: saveProgress && location !== null,
    token,
    place,
    savedPlace,
    policy: { kind: 'throttle', intervalMs: READING_PROGRESS_SAVE_INTERVAL_MS },
  });

  const closePanel = () => setPanel(null);
  const goTo = (target: string) => {
    setPanel(null);
    track(epub.goTo(target));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, bgcolor: 'reader.page' }}>
      <Box sx={[(theme) => theme.mixins.stickyBar, { py: 0.5, px: 1 }]}>
        <EpubToolbar
          panel={panel?.which ?? null}
          onOpen={(which, anchor) => setPanel({ which, anchor })}
          onPrevious={() => turnPage('back')}
          onNext={() => turnPage('forward')}
          isFullscreen={isFullscreen}
          onToggleFullscreen={toggle}
          bookmark={preview ? undefined : { bookmarked: bookmarksHere.length > 0, onBookmark: toggleBookmark }}
        />
      </Box>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <Box
          ref={setContainer}
          role="region"
          aria-label={t(readerMessages.book)}
          aria-busy={busy}
          data-testid="epub-view"
          data-location={location?.locator.Cfi ?? ''}
          sx={{ position: 'absolute', inset: 0, '& > *': { display: 'block', width: '100%', height: '100%' } }}
        />
        {location === null ? (
          <Box
            role="status"
            aria-label={t(readerMessages.openingPage)}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              justifyContent: 'center',
              pt: 10,
              bgcolor: 'reader.page',
            }}
          >
            <CircularProgress />
          </Box>
        ) : null}
      </Box>
      {location ? (
        <ProgressLine fraction={location.locator.Progression} chapter={location.chapter?.label} preview={preview} />
      ) : null}
      {preview && location?.atEnd ? <PreviewEndOffer bookId={bookId} book={book} /> : null}
      <ContentsPanel
        open={panel?.which === 'contents'}
        toc={epub.toc}
        current={location?.chapter}
        onClose={closePanel}
        onPick={goTo}
      />
      <SearchPanel open={panel?.which === 'search'} book={epub} onClose={closePanel} onPick={goTo} />
      <AppearancePanel
        open={panel?.which === 'appearance'}
        anchor={panel?.which === 'appearance' ? panel.anchor : null}
        appearance={appearance}
        onChange={onAppearanceChange}
        onClose={closePanel}
      />
      {preview ? null : tools.elements}
    </Box>
  );
}
