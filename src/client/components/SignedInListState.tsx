import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messages } from '../../shared/messages';
import { SignedOutNotice } from './SignedOutNotice';

interface SignedInListStateProps {
  /** Nobody is logged in: the list is not loaded and a way to log in is offered. */
  signedOut: boolean;
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  loading: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}

/**
 * The states of a page listing the caller's own things (library, orders): logged out, loading,
 * failed with Retry, empty, or the list.
 */
export function SignedInListState({ signedOut, isLoading, isError, isEmpty, onRetry, loading, empty, children }: SignedInListStateProps) {
  if (signedOut) return <SignedOutNotice />;
  if (isLoading) return <>{loading}</>;
  if (isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>
        {messages.genericError}
      </Alert>
    );
  }
  return <>{isEmpty ? empty : children}</>;
}
