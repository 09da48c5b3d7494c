import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { messages } from '../../shared/messages';
import { useTranslate } from '../i18n/translate';
import { componentsMessages } from './components.messages';

/**
 * A load that failed, in place of what it would have shown: the generic error (or `message`, a
 * shared English text) and Retry.
 */
export function RetryAlert({
  onRetry,
  message = messages.genericError,
  sx,
}: {
  onRetry: () => unknown;
  message?: string;
  sx?: SxProps<Theme>;
}) {
  const t = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {t(componentsMessages.retry)}
        </Button>
      }
    >
      {t.text(message)}
    </Alert>
  );
}
