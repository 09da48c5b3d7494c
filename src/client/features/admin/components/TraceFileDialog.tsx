/**
 * Manage Orders' "Trace a file" (issue 37, decision 043): an admin chooses a copy of a book found
 * elsewhere; the store reads the licence mark a download wrote into it (POST /api/traceDownload)
 * and names the order, the buyer and the download. "Show this order" filters the list to it.
 * The file goes up with the upload code the wizard uses (uploadBook.ts: progress, abort on close).
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TracedDownload } from '../../../../shared/contract/downloads.contract';
import { messages } from '../../../../shared/messages';
import { useAppSelector } from '../../../app/hooks';
import { formatDateTime } from '../../../lib/dates';
import { visuallyHidden } from '../../../lib/visuallyHidden';
import { selectSession } from '../../session';
import { traceDownload } from '../uploadBook';
import { useTranslate } from '../../../i18n/translate';
import { adminMessages } from '../admin.messages';
import { AdminFactList } from './AdminFactList';

type State =
  | { step: 'idle' }
  | { step: 'tracing'; name: string; sent: number }
  | { step: 'found'; traced: TracedDownload }
  | { step: 'failed'; message: string };

const messageOf = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { Message?: unknown }).Message === 'string'
    ? (body as { Message: string }).Message
    : messages.genericError;

interface TraceFileDialogProps {
  open: boolean;
  onClose: () => void;
  /** "Show this order": the list filtered to the traced order. */
  onShowOrder: (orderId: number) => void;
}

export function TraceFileDialog({ open, onClose, onShowOrder }: TraceFileDialogProps) {
  const t = useTranslate();
  const { token } = useAppSelector(selectSession);
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  // Closing (or leaving the page) stops an upload under way; the dialog opens again empty.
  useEffect(() => {
    if (open) return;
    abort.current?.abort();
    setState({ step: 'idle' });
  }, [open]);
  useEffect(() => () => abort.current?.abort(), []);

  const trace = async (file: File) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'tracing', name: file.name, sent: 0 });
    const answer = await traceDownload(file, {
      token: token || undefined,
      signal: controller.signal,
      onProgress: (loaded, total) => setState({ step: 'tracing', name: file.name, sent: loaded / total }),
    });
    if (controller.signal.aborted) return;
    setState(
      answer.status >= 200 && answer.status < 300
        ? { step: 'found', traced: answer.body as TracedDownload }
        : { step: 'failed', message: answer.status === 0 ? messages.genericError : messageOf(answer.body) },
    );
  };

  const traced = state.step === 'found' ? state.traced : null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="trace-title" maxWidth="sm" fullWidth>
      <DialogTitle id="trace-title">{t(adminMessages.traceOpen)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t(adminMessages.traceIntro)}</DialogContentText>
        <Box>
          <Button
            component="label"
            variant="outlined"
            role={undefined}
            tabIndex={-1}
            disabled={state.step === 'tracing'}
            sx={(theme) => ({ '&:has(input:focus-visible)': theme.mixins.focusRing })}
          >
            {t(adminMessages.traceChoose)}
            <Box
              component="input"
              type="file"
              accept=".pdf,.epub,application/pdf,application/epub+zip"
              aria-label={t(adminMessages.traceChoose)}
              sx={visuallyHidden}
              disabled={state.step === 'tracing'}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void trace(file);
              }}
            />
          </Button>
        </Box>
        <Box aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
          {state.step === 'tracing' ? (
            <>
              <Typography variant="body2">
                {t(adminMessages.traceReading)} {state.name}
              </Typography>
              <LinearProgress
                variant={state.sent > 0 && state.sent < 1 ? 'determinate' : 'indeterminate'}
                value={state.sent * 100}
                aria-label={t(adminMessages.traceReading)}
              />
            </>
          ) : null}
          {state.step === 'failed' ? <Alert severity="warning">{t.text(state.message)}</Alert> : null}
          {traced ? (
            <Alert severity="success" icon={false}>
              <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                {t(adminMessages.traceFound)}
              </Typography>
              <AdminFactList
                facts={[
                  { label: t(adminMessages.buyer), value: traced.Email },
                  {
                    label: t(adminMessages.columnOrder),
                    value: traced.OrderId === null ? t(adminMessages.traceStoreCopy) : `#${traced.OrderId}`,
                  },
                  { label: t(adminMessages.traceBook), value: traced.BookName },
                  { label: t(adminMessages.traceDownloaded), value: formatDateTime(traced.DownloadedAt) },
                  { label: t(adminMessages.traceMark), value: traced.MarkId },
                ]}
              />
            </Alert>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        {traced?.OrderId != null ? (
          <Button onClick={() => onShowOrder(traced.OrderId!)}>{t(adminMessages.traceShowOrder)}</Button>
        ) : null}
        <Button onClick={onClose}>{t(adminMessages.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
