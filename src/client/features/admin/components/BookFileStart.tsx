import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { FileChooser } from './FileField';

/**
 * Step 1's offer to start from the book file: the same BookContent field as step 4's, set apart at
 * the top of the step so that an admin holding an EPUB sees it before typing what the file names.
 */
export function BookFileStart({ onChosen, status }: { onChosen: (file: File | null) => void; status: ReactNode }) {
  const t = useTranslate();
  return (
    <Box
      component="section"
      aria-labelledby="book-file-start-title"
      sx={{
        display: 'grid',
        gap: 1.5,
        p: { xs: 2, sm: 2.5 },
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'primary.main',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography id="book-file-start-title" component="h3" variant="h6">
        {t(adminMessages.fileStartTitle)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(adminMessages.fileStartIntro)}
      </Typography>
      <FileChooser field="BookContent" onChosen={onChosen} />
      {status}
    </Box>
  );
}
