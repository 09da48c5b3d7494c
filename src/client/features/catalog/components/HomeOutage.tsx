import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useStore } from 'react-redux';
import { messages } from '../../../../shared/messages';
import { useAppSelector } from '../../../app/hooks';
import type { AppStore } from '../../../app/store';
import { SectionErrorsShownAbove } from '../../../components/SectionState';
import { failedQueries, retryFailedQueries } from '../../../lib/failedQueries';
import { HOME_LIST_ENDPOINTS } from '../catalog.api';
import { useTranslate } from '../../../i18n/translate';
import { catalogMessages } from '../catalog.messages';

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
  const t = useTranslate();
  return (
    <SectionErrorsShownAbove.Provider value={outage}>
      {outage ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => retryFailedQueries(store)}>
              {t(catalogMessages.retry)}
            </Button>
          }
        >
          {t.text(messages.storeOutage)}
        </Alert>
      ) : null}
      {children}
    </SectionErrorsShownAbove.Provider>
  );
}
