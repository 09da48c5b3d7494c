import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate, type Translate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { bookFileText } from '../bookFileTexts';
import { FileField, type FilePreview } from './FileField';

/** The cover the book will have: the image chosen, or else the book file's own. */
export interface CoverInUse {
  url: string;
  source: 'chosen' | 'book';
}

export function coverPreviewOf(t: Translate, cover: CoverInUse | undefined): FilePreview | undefined {
  if (!cover) return undefined;
  return cover.source === 'chosen'
    ? { url: cover.url, alt: t(adminMessages.chosenCoverAlt) }
    : { url: cover.url, alt: t(adminMessages.bookCoverAlt), caption: t(adminMessages.fromBookFile) };
}

export interface BookFilesFieldsProps {
  onBookFileChosen: (file: File | null) => void;
  /** How the book file's inspection stands (BookFileStatus). */
  bookFileStatus: ReactNode;
  cover: CoverInUse | undefined;
  /** The book file brings a cover: a cover image is then optional. */
  bookHasCover: boolean;
}

/**
 * Step 4's files: the book (required), a sample (optional: the store makes one) and the cover
 * (required unless the book file has its own, which is then shown until another is chosen).
 */
export function BookFilesFields({ onBookFileChosen, bookFileStatus, cover, bookHasCover }: BookFilesFieldsProps) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="h6">
        {t(adminMessages.files)}
      </Typography>
      <FileField field="BookContent" hint={bookFileText.bookFileHint(t)} onChosen={onBookFileChosen}>
        {bookFileStatus}
      </FileField>
      <FileField field="BookPreview" hint={bookFileText.sampleHint(t)} />
      <FileField field="BookImage" hint={bookFileText.coverHint(t, bookHasCover)} preview={coverPreviewOf(t, cover)} />
    </Box>
  );
}
