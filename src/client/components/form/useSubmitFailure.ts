import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';

/**
 * A failed submission: its text inline and as an error toast. The server's own
 * Message is shown for the statuses the form names (401/429 at login, 409 at register); anything
 * else is 'Something went wrong. Please try again.' Pass a module-level constant array.
 * errorMessage gives it in the page's language already: callers show `failure` as it is.
 */
const none: readonly number[] = [];

export function useSubmitFailure(statusesWithOwnMessage: readonly number[] = none) {
  const [failure, setFailure] = useState<string | undefined>();
  const fail = useCallback(
    (error: unknown) => {
      const message = errorMessage(error, statusesWithOwnMessage);
      setFailure(message);
      notify.error(message);
    },
    [statusesWithOwnMessage],
  );
  const clear = useCallback(() => setFailure(undefined), []);
  return { failure, fail, clear };
}
