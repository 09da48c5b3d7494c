import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import SearchIcon from '@mui/icons-material/Search';
import TocIcon from '@mui/icons-material/Toc';
import { FullscreenButton, ToolButton } from '../../../components/ToolButton';
import { readerTexts } from '../../../readerTexts';
import { APPEARANCE_PANEL_ID } from './AppearancePanel';
import { CONTENTS_PANEL_ID } from './ContentsPanel';
import { SEARCH_PANEL_ID } from './SearchPanel';

export type EpubPanel = 'contents' | 'search' | 'appearance';

interface EpubToolbarProps {
  panel: EpubPanel | null;
  onOpen: (panel: EpubPanel, anchor: HTMLElement) => void;
  /** The previous and next page in reading order. */
  onPrevious: () => void;
  onNext: () => void;
  isFullscreen: boolean;
  onToggleFullscreen: (() => void) | undefined;
}

/** The EPUB reader's toolbar: contents, search, text and theme; the page turns; full screen. */
export function EpubToolbar({ panel, onOpen, onPrevious, onNext, isFullscreen, onToggleFullscreen }: EpubToolbarProps) {
  const opener = (which: EpubPanel) => (event: MouseEvent<HTMLElement>) => onOpen(which, event.currentTarget);
  return (
    <Box
      role="toolbar"
      aria-label={readerTexts.toolbar}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 0.25, sm: 1 } }}
    >
      <ToolButton
        label={readerTexts.contents}
        onClick={opener('contents')}
        controls={{ id: CONTENTS_PANEL_ID, open: panel === 'contents', popup: 'dialog' }}
      >
        <TocIcon />
      </ToolButton>
      <ToolButton
        label={readerTexts.search}
        onClick={opener('search')}
        controls={{ id: SEARCH_PANEL_ID, open: panel === 'search', popup: 'dialog' }}
      >
        <SearchIcon />
      </ToolButton>
      <ToolButton
        label={readerTexts.settings}
        onClick={opener('appearance')}
        controls={{ id: APPEARANCE_PANEL_ID, open: panel === 'appearance', popup: 'dialog' }}
      >
        <FormatSizeIcon />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={readerTexts.previousPage} onClick={onPrevious}>
        <ChevronLeftIcon />
      </ToolButton>
      <ToolButton label={readerTexts.nextPage} onClick={onNext}>
        <ChevronRightIcon />
      </ToolButton>
      <FullscreenButton isFullscreen={isFullscreen} onToggle={onToggleFullscreen} />
    </Box>
  );
}
