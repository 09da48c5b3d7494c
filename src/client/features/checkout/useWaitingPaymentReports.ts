import { useSyncExternalStore } from 'react';
import { keptPaymentReports } from './keptPaymentReports';

/**
 * How many of the user's payment reports still wait for the server. While one waits, the cart's
 * Checkout stays off: that cart was just paid, and its books arrive once the report gets through.
 */
export function useWaitingPaymentReports(userId: string): number {
  return useSyncExternalStore(
    keptPaymentReports.subscribe,
    () => (userId ? keptPaymentReports.list(userId).length : 0),
    () => 0,
  );
}
