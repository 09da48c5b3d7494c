import type { FormEventHandler, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { documentTitles } from '../../../shared/document-titles';

/** The card an account form (and what replaces it, FormOutcome) sits in. */
export function formFrameSx(maxWidth: number) {
  return { width: '100%', maxWidth, mx: 'auto', my: { xs: 3, md: 6 }, p: { xs: 2.5, sm: 4 } } as const;
}

/**
 * The frame of every account form: a heading, an optional intro, the form (noValidate: the zod
 * schema gives the spec's messages, not the browser's bubbles), and the failure of the last
 * submission, announced as an alert.
 */
export function FormPage({
  title,
  intro,
  onSubmit,
  failure,
  children,
  footer,
  maxWidth = 480,
}: {
  title: string;
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure?: string;
  children: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
}) {
  useDocumentTitle(documentTitles.named(title));
  return (
    <Paper variant="outlined" sx={formFrameSx(maxWidth)}>
      <Typography variant="h1" sx={{ mb: intro ? 1 : 3 }}>
        {title}
      </Typography>
      {intro ? <Box sx={{ color: 'text.secondary', mb: 3 }}>{intro}</Box> : null}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title} sx={{ display: 'grid', gap: 2.5 }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {children}
      </Box>
      {footer ? <Box sx={{ mt: 3 }}>{footer}</Box> : null}
    </Paper>
  );
}
