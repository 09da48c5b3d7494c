import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import SearchIcon from '@mui/icons-material/Search';
import TocIcon from '@mui/icons-material/Toc';
import { AnnotationButtons, type AnnotationButtonsProps } from '../../../annotations/AnnotationButtons';
import { FullscreenButton, ToolButton } from '../../../components/ToolButton';
import { useTranslate } from '../../../../../i18n/translate';
import { readerMessages } from '../../../reader.messages';
import { APPEARANCE_PANEL_ID } from './AppearancePanel';
import { CONTENTS_PANEL_ID } from './ContentsPanel';
import { SEARCH_PANEL_ID } from './SearchPanel';

export type EpubPanel = 'contents' | 'search' | 'appearance' | 'notes';

interface EpubToolbarProps {
  panel: EpubPanel | null;
  onOpen: (panel: EpubPanel, anchor: HTMLElement) => void;
  /** The previous and next page in reading order. */
  onPrevious: () => void;
  onNext: () => void;
  isFullscreen: boolean;
  onToggleFullscreen: (() => void) | undefined;
  /** The bookmark of the page shown (the full book only, not a preview). */
  bookmark?: Pick<AnnotationButtonsProps, 'bookmarked' | 'onBookmark'>;
}

/** The EPUB reader's toolbar: contents, search, text and theme, bookmarks and notes; the page turns; full screen. */
export function EpubToolbar(props: EpubToolbarProps) {
  const { panel, onOpen, onPrevious, onNext, isFullscreen, onToggleFullscreen, bookmark } = props;
  const t = useTranslate();
  const opener = (which: EpubPanel) => (event: MouseEvent<HTMLElement>) => onOpen(which, event.currentTarget);
  return (
    <Box
      role="toolbar"
      aria-label={t(readerMessages.toolbar)}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 0.25, sm: 1 } }}
    >
      <ToolButton
        label={t(readerMessages.contents)}
        onClick={opener('contents')}
        controls={{ id: CONTENTS_PANEL_ID, open: panel === 'contents', popup: 'dialog' }}
      >
        <TocIcon />
      </ToolButton>
      <ToolButton
        label={t(readerMessages.search)}
        onClick={opener('search')}
        controls={{ id: SEARCH_PANEL_ID, open: panel === 'search', popup: 'dialog' }}
      >
        <SearchIcon />
      </ToolButton>
      <ToolButton
        label={t(readerMessages.settings)}
        onClick={opener('appearance')}
        controls={{ id: APPEARANCE_PANEL_ID, open: panel === 'appearance', popup: 'dialog' }}
      >
        <FormatSizeIcon />
      </ToolButton>
      {bookmark ? <AnnotationButtons {...bookmark} notesOpen={panel === 'notes'} onNotes={opener('notes')} /> : null}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={t(readerMessages.previousPage)} onClick={onPrevious}>
        <ChevronLeftIcon />
      </ToolButton>
      <ToolButton label={t(readerMessages.nextPage)} onClick={onNext}>
        <ChevronRightIcon />
      </ToolButton>
      <FullscreenButton isFullscreen={isFullscreen} onToggle={onToggleFullscreen} />
    </Box>
  );
}
