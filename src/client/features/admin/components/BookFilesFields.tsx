import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bookFileTexts } from '../bookFileTexts';
import { FileField, type FilePreview } from './FileField';

/** The cover the book will have: the image chosen, or else the book file's own. */
export interface CoverInUse {
  url: string;
  source: 'chosen' | 'book';
}

export function coverPreviewOf(cover: CoverInUse | undefined): FilePreview | undefined {
  if (!cover) return undefined;
  return cover.source === 'chosen'
    ? { url: cover.url, alt: bookFileTexts.chosenCoverAlt }
    : { url: cover.url, alt: bookFileTexts.bookCoverAlt, caption: bookFileTexts.fromBookFile };
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
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="h6">
        Files
      </Typography>
      <FileField field="BookContent" hint={bookFileTexts.bookFileHint} onChosen={onBookFileChosen}>
        {bookFileStatus}
      </FileField>
      <FileField field="BookPreview" hint={bookFileTexts.sampleHint} />
      <FileField
        field="BookImage"
        hint={bookHasCover ? `${bookFileTexts.coverHint}. ${bookFileTexts.coverFromBookHint}` : bookFileTexts.coverHint}
        preview={coverPreviewOf(cover)}
      />
    </Box>
  );
}
