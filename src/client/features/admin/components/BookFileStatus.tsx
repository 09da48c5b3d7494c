import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { bookFileText } from '../bookFileTexts';
import type { BookFileInspection } from '../useAddBookForm';

/**
 * What is being done with the chosen book file: its bytes travelling, the server reading it, then
 * which fields it filled. A live region that is always there, so each change is announced; a
 * refusal is the file field's own error, not repeated here.
 */
export function BookFileStatus({ inspection, coverUsed }: { inspection: BookFileInspection; coverUsed: boolean }) {
  const t = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 0.5 }}>
      {inspection.phase === 'sending' ? <InspectionProgress percent={inspection.percent} /> : null}
      {inspection.phase === 'read' ? (
        <>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
            <CheckCircleIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
            {bookFileText.filled(t, inspection.filled, coverUsed)}
          </Typography>
          {inspection.unknownAuthor ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {bookFileText.unknownAuthor(t, inspection.unknownAuthor)}
            </Typography>
          ) : null}
        </>
      ) : null}
      {inspection.phase === 'failed' ? <Alert severity="warning">{t(adminMessages.unreadable)}</Alert> : null}
    </Box>
  );
}

/** Sending shows how much has gone; once all has, the server is reading, for an unknown while. */
function InspectionProgress({ percent }: { percent: number }) {
  const t = useTranslate();
  const reading = percent >= 100;
  const label = reading ? t(adminMessages.reading) : bookFileText.sending(t, percent);
  return (
    <>
      <Typography id="book-file-progress-label" variant="body2">
        {label}
      </Typography>
      <LinearProgress
        variant={reading ? 'indeterminate' : 'determinate'}
        value={reading ? undefined : percent}
        aria-labelledby="book-file-progress-label"
      />
    </>
  );
}
