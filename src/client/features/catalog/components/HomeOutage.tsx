import { Suspense, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { messages } from '../../../../shared/messages';
import { useAppSelector } from '../../../app/hooks';
import type { AppStore } from '../../../app/store';
import { SectionErrorsShownAbove } from '../../../components/SectionState';
import { failedQueries, retryFailedQueries } from '../../../lib/failedQueries';
import { HOME_LIST_ENDPOINTS } from '../catalog.api';
import { patientPart } from '../../../lib/retryableLazy';

/**
 * MUI's Alert is about 1 KB gzip the home page's first download would carry for an outage it
 * rarely has: its code comes when one is shown (patiently: the API may be down, the store's files
 * seldom are). A server-rendered outage keeps the server's HTML until the code is here.
 */
const RetryAlert = patientPart(
  () => import(/* webpackChunkName: "retry-alert" */ '../../../components/RetryAlert'),
  (m) => m.RetryAlert,
);

/** Two or more: an outage, not one list's hiccup. */
const OUTAGE_LISTS = 2;

/**
 * Around the home page's sections: when several of its lists failed (the API is down), one
 * message with one Retry at the top instead of a red box per section; the failed sections leave
 * their place empty. A single failed list keeps its own message and Retry. Failed lists are also
 * asked again by themselves (lib/failedQueries.ts).
 */
export function HomeOutage({ children }: { children: ReactNode }) {
  const store = useStore() as AppStore;
  const failing = useAppSelector((state) => failedQueries(state, HOME_LIST_ENDPOINTS).length);
  const outage = failing >= OUTAGE_LISTS;
  return (
    <SectionErrorsShownAbove.Provider value={outage}>
      {outage ? (
        <Suspense fallback={null}>
          <RetryAlert message={messages.storeOutage} onRetry={() => retryFailedQueries(store)} sx={{ mt: 2 }} />
        </Suspense>
      ) : null}
      {children}
    </SectionErrorsShownAbove.Provider>
  );
}
