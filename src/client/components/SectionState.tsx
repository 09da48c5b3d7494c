import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '../../shared/messages';

interface SectionStateProps {
  /** Used in the accessible name of the loading state, e.g. "Loading Best Sellers". */
  label: string;
  isLoading: boolean;
  isError: boolean;
  /** How the skeleton looks: a row of covers or a single wide block. */
  skeleton?: 'row' | 'block';
  /** A loading shape of the section's own (the size it will have, so nothing moves when it arrives). */
  placeholder?: ReactNode;
  children: ReactNode;
}

/** Every list load: loading state, then the list, or the generic error in place of the list. */
export function SectionState({ label, isLoading, isError, skeleton = 'row', placeholder, children }: SectionStateProps) {
  if (isLoading && placeholder) {
    return (
      <Box role="status" aria-label={`Loading ${label}`}>
        {placeholder}
      </Box>
    );
  }
  if (isLoading) {
    return (
      <Box role="status" aria-label={`Loading ${label}`} sx={{ display: 'flex', gap: 2, overflow: 'hidden', py: 1 }}>
        {skeleton === 'block' ? (
          <Skeleton variant="rounded" width="100%" height={280} />
        ) : (
          Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" width={150} height={225} sx={{ flexShrink: 0 }} />
          ))
        )}
      </Box>
    );
  }
  if (isError) {
    return (
      <Box sx={{ my: 1, px: 2, py: 1.5, borderRadius: 1, bgcolor: 'errorSurface.background', color: 'errorSurface.text', border: 1, borderColor: 'errorSurface.border' }}>
        {messages.genericError}
      </Box>
    );
  }
  return <>{children}</>;
}
