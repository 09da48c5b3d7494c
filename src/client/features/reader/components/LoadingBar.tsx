import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../i18n/translate';
import { readerMessages } from '../reader.messages';

/** The book on its way: the share downloaded when the engine knows it, else a moving bar. */
export function LoadingBar({ loaded, total }: { loaded: number; total: number | undefined }) {
  const t = useTranslate();
  const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined;
  return (
    <Box sx={{ width: '100%', maxWidth: 480, mx: 'auto', mt: 10, px: 2, textAlign: 'center' }}>
      <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>{t(readerMessages.openingBook)}</Typography>
      <LinearProgress
        aria-label={t(readerMessages.loadingBook)}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
    </Box>
  );
}
