import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../../../i18n/translate';
import { percentOf, readerMessages } from '../../../reader.messages';

/**
 * Under the book: the chapter and how far through the book (or the preview) the reader is, on one
 * line, the chapter's title shortened first on a narrow screen. Read out when it changes (a
 * status), as the PDF reader's page number is.
 */
export function ProgressLine({
  fraction,
  chapter,
  preview,
}: {
  fraction: number;
  chapter: string | undefined;
  preview: boolean;
}) {
  const t = useTranslate();
  const percent = percentOf(fraction);
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 0.5, pb: 1 }}>
      <LinearProgress
        variant="determinate"
        value={fraction * 100}
        aria-hidden
        sx={{ height: 2, mb: 0.5, maxWidth: 720, mx: 'auto' }}
      />
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ display: 'flex', justifyContent: 'center', color: 'text.secondary' }}
      >
        {chapter ? (
          <Box
            component="span"
            sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {chapter}
          </Box>
        ) : null}
        <Box component="span" sx={{ flexShrink: 0, whiteSpace: 'pre' }}>
          {`${chapter ? ' · ' : ''}${t(preview ? readerMessages.progressOfPreview : readerMessages.progress, { percent })}`}
        </Box>
      </Typography>
    </Box>
  );
}
