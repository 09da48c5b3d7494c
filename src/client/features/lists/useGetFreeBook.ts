import { useCallback } from 'react';
import { freeBookTexts } from '../../../shared/free-book-texts';
import { uiPaths } from '../../../shared/ui-paths';
import { useAppStore } from '../../app/hooks';
import { errorMessage, errorStatus } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useStableNavigate } from '../../lib/stableNavigate';
import { translate } from '../../i18n/translate';
import { listsMessages } from './lists.messages';
import { selectIsLoggedIn, sessionSettled } from '../session';
import { useGetFreeBookMutation } from './freeBooks.api';

/**
 * Get it free (decision 047): the book goes to the library at once, with no payment dialog; the
 * server's Message is the toast, and the library's refetch turns the button into Read now. A
 * visitor's tap answers as Add to cart's does, with the offer to log in, which comes back to the
 * book's page (where one more tap gets it: nothing is taken on the visitor's behalf). Answers
 * whether the book was got.
 */
export function useGetFreeBook(bookId: string) {
  const store = useAppStore();
  // Not useNavigate: it would re-render every shop card on each change of the URL (lib/stableNavigate).
  const navigate = useStableNavigate();
  const [getFreeBook, { isLoading }] = useGetFreeBookMutation();

  const getItFree = useCallback(async (): Promise<boolean> => {
    // Read when tapped, after the stored session (if any) is back: see sessionSettled.
    await sessionSettled(store);
    if (!selectIsLoggedIn(store.getState())) {
      notify.warning(translate.text(freeBookTexts.loginToGetFree), {
        label: translate(listsMessages.logIn),
        onClick: () => navigate(uiPaths.loginReturning({ returnTo: uiPaths.product(bookId) })),
      });
      return false;
    }
    try {
      notify.success(translate.text((await getFreeBook({ BookId: bookId }).unwrap()).Message));
      return true;
    } catch (error) {
      // A 401 is answered by the session-expiry handler; 404 and 409 carry the server's reason.
      if (errorStatus(error) !== 401) notify.error(errorMessage(error, [404, 409]));
      return false;
    }
  }, [store, navigate, getFreeBook, bookId]);

  return { getItFree, gettingItFree: isLoading };
}
