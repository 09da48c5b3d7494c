import { screen, waitFor } from '@testing-library/react';

/**
 * A failure shown inline and as a toast: the text twice. The toast comes a moment after the
 * inline text (its code loads with the first toast: lib/notify.ts), so this waits for both.
 */
export function expectInlineAndToast(text: string): Promise<void> {
  return waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
}
