import { useEffect, useRef, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formFrameSx } from './FormPage';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { documentTitles } from '../../../shared/document-titles';

/**
 * What takes a form's place once it is done (or cannot be used): a heading, the message, and the
 * ways on. The heading takes the focus whenever the outcome changes, so keyboard and screen-reader
 * users land on the new content instead of on a button that is gone.
 */
export function FormOutcome({
  title,
  message,
  severity = 'success',
  children,
  maxWidth = 480,
}: {
  title: string;
  message?: ReactNode;
  severity?: AlertColor;
  /** The ways on (links, buttons). */
  children?: ReactNode;
  maxWidth?: number;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(documentTitles.named(title));
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <Paper variant="outlined" sx={formFrameSx(maxWidth)}>
      <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ mb: 2, outline: 'none' }}>
        {title}
      </Typography>
      {message ? <Alert severity={severity}>{message}</Alert> : null}
      {children ? (
        <Box sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>{children}</Box>
      ) : null}
    </Paper>
  );
}
