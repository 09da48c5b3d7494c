import { createContext, useContext, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '../../shared/messages';
import { useTranslate } from '../i18n/translate';
import { componentsMessages } from './components.messages';

interface SectionStateProps {
  /** Used in the accessible name of the loading state, e.g. "Loading Best Sellers". */
  label: string;
  isLoading: boolean;
  isError: boolean;
  /** How the skeleton looks: a row of covers or a single wide block. */
  skeleton?: 'row' | 'block';
  /** A loading shape of the section's own (the size it will have, so nothing moves when it arrives). */
  placeholder?: ReactNode;
  /** Asks for the list again (the query's refetch): a Retry button beside the error. */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * True where a page shows one message for all its failed sections (the home page, HomeOutage):
 * each failed section then leaves its place empty instead of repeating the error.
 */
export const SectionErrorsShownAbove = createContext(false);

/** Every list load: loading state, then the list, or the generic error with Retry in place of the list. */
export function SectionState({
  label,
  isLoading,
  isError,
  skeleton = 'row',
  placeholder,
  onRetry,
  children,
}: SectionStateProps) {
  const errorsShownAbove = useContext(SectionErrorsShownAbove);
  const t = useTranslate();
  if (isLoading && placeholder) {
    return (
      <Box role="status" aria-label={t(componentsMessages.loadingSection, { label })}>
        {placeholder}
      </Box>
    );
  }
  if (isLoading) {
    return (
      <Box
        role="status"
        aria-label={t(componentsMessages.loadingSection, { label })}
        sx={{ display: 'flex', gap: 2, overflow: 'hidden', py: 1 }}
      >
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
    if (errorsShownAbove) return null;
    return (
      <Box
        role="alert"
        sx={{
          my: 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'errorSurface.background',
          color: 'errorSurface.text',
          border: 1,
          borderColor: 'errorSurface.border',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        {t.text(messages.genericError)}
        {onRetry ? (
          <Button size="small" variant="outlined" color="inherit" onClick={onRetry}>
            {t(componentsMessages.retry)}
          </Button>
        ) : null}
      </Box>
    );
  }
  return <>{children}</>;
}
