import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One part of the Profile: a card that is a region named by its heading, with an optional intro. */
export function ProfileSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: intro ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {intro ? <Typography sx={{ color: 'text.secondary', mb: 2 }}>{intro}</Typography> : null}
      {children}
    </Paper>
  );
}
