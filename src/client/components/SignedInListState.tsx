import type { ReactNode } from 'react';
import { RetryAlert } from './RetryAlert';
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
export function SignedInListState({
  signedOut,
  isLoading,
  isError,
  isEmpty,
  onRetry,
  loading,
  empty,
  children,
}: SignedInListStateProps) {
  if (signedOut) return <SignedOutNotice />;
  if (isLoading) return <>{loading}</>;
  if (isError) {
    return <RetryAlert onRetry={onRetry} />;
  }
  return <>{isEmpty ? empty : children}</>;
}
