import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { messages } from '../../shared/messages';

/** A load that failed, in place of what it would have shown: the generic error and Retry. */
export function RetryAlert({ onRetry, sx }: { onRetry: () => unknown; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Retry
        </Button>
      }
    >
      {messages.genericError}
    </Alert>
  );
}
