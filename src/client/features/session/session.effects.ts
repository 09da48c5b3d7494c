import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch, AppStore } from '../../app/store';
import { api, onSessionExpired } from '../../lib/api';
import { hasAuthCookie, removeAuthCookie } from '../../lib/cookies';
import { notify } from '../../lib/notify';
import { translate } from '../../i18n/translate';
import { LOGOUT } from './session.slice';
import { useLogoutMutation } from './session.api';
import { uiPaths } from '../../../shared/ui-paths';

/** Longest a shopper's action waits for the stored session (it is read in milliseconds). */
export const SESSION_RESTORE_WAIT_MS = 5_000;

const sessionRestored = (store: AppStore) => store.getState().session._persist?.rehydrated === true;

/**
 * Resolves once the stored session has been read, when there is one to read: a page the server
 * rendered is hydrated as a visitor's and the session comes back just after (boot.tsx), so an Add
 * to cart tapped in that moment waits for it instead of asking a logged-in shopper to log in. With
 * no `.AUTH` cookie there is no session to wait for.
 */
export function sessionSettled(store: AppStore): Promise<void> {
  if (sessionRestored(store) || !hasAuthCookie()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, SESSION_RESTORE_WAIT_MS);
    const unsubscribe = store.subscribe(() => {
      if (sessionRestored(store)) done();
    });
  });
}

/**
 * At start-up, after the stored session is decrypted: the `.AUTH` cookie decides whether it stays.
 * Without it (expired after five days, or removed) a stored user is logged out, in one action; a
 * visitor's empty session is left alone, so a page load adds nothing to the action log.
 */
export function syncSessionWithCookie(store: Pick<AppStore, 'dispatch' | 'getState'>): void {
  const { isLoggedIn, userId } = store.getState().session;
  if (hasAuthCookie() || (!isLoggedIn && !userId)) return;
  store.dispatch(LOGOUT());
}

/**
 * Ends the session in this browser: the user is cleared (redux-persist then stores the cleared,
 * still encrypted, session in place of the old one), the cookie removed and the API cache dropped,
 * so nothing of this user's cart or wishlist stays in memory for the next one.
 */
export function endSession(dispatch: AppDispatch): void {
  dispatch(LOGOUT());
  removeAuthCookie();
  dispatch(api.util.resetApiState());
}

/** The header's logout: tell the server (its failure changes nothing here), end, toast, redirect. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // The server may already have ended the session; the browser still logs out.
    }
    endSession(dispatch);
    notify.success(translate.text(messages.loggedOut));
    setTimeout(() => navigate(uiPaths.login), REDIRECT_DELAY_MS.logout);
  }, [dispatch, logout, navigate]);
}

/**
 * Mounted once at the root of the routes: when the server answers 401 to a call made with the
 * stored token (expired or revoked), the user is logged out cleanly and sent to /login instead of
 * staying on a page whose calls all fail; logging in again comes back to that page.
 */
export function SessionExpiryHandler() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      onSessionExpired(() => {
        endSession(dispatch);
        notify.error(translate.text(messages.sessionEnded));
        navigate(uiPaths.loginReturning({ returnTo: pathname + search }), { replace: true });
      }),
    [dispatch, navigate, pathname, search],
  );
  return null;
}
