import type { MouseEvent } from 'react';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import { ToolButton } from '../components/ToolButton';
import { ANNOTATIONS_PANEL_ID } from './AnnotationsPanel';
import { useTranslate } from '../../../i18n/translate';
import { annotationsMessages } from './annotations.messages';

export interface AnnotationButtonsProps {
  /** The page shown has a bookmark. */
  bookmarked: boolean;
  onBookmark: () => void;
  notesOpen: boolean;
  onNotes: (event: MouseEvent<HTMLElement>) => void;
}

/** A reader toolbar's bookmark toggle for the page shown, and the button of the bookmarks and notes panel. */
export function AnnotationButtons({ bookmarked, onBookmark, notesOpen, onNotes }: AnnotationButtonsProps) {
  const t = useTranslate();
  return (
    <>
      <ToolButton label={t(annotationsMessages.bookmarkPage)} onClick={onBookmark} pressed={bookmarked}>
        {bookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </ToolButton>
      <ToolButton
        label={t(annotationsMessages.notes)}
        onClick={onNotes}
        controls={{ id: ANNOTATIONS_PANEL_ID, open: notesOpen, popup: 'dialog' }}
      >
        <StickyNote2OutlinedIcon />
      </ToolButton>
    </>
  );
}
