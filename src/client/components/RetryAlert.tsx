import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { messages } from '../../shared/messages';
import { useTranslate } from '../i18n/translate';
import { componentsMessages } from './components.messages';

/** A load that failed, in place of what it would have shown: the generic error and Retry. */
export function RetryAlert({ onRetry, sx }: { onRetry: () => unknown; sx?: SxProps<Theme> }) {
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
      {t.text(messages.genericError)}
    </Alert>
  );
}
