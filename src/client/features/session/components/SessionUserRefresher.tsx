import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { uiPaths } from '../../../../shared/ui-paths';
import { useAppStore } from '../../../app/hooks';
import { refreshSessionUser } from '../sessionRefresh';

/** The pages that show the account's address or check it: they ask the server when opened. */
const PAGES_THAT_ASK = new Set<string>([uiPaths.profile, uiPaths.deleteAccount]);

/**
 * Mounted at the root of the routes while logged in (a lazy part): refreshes the session's user
 * from the server when the app starts with a stored session (or a login), when the window comes
 * back to the front (a mailed link followed in another tab or app), and on the way to Profile and
 * Delete Account. Renders nothing.
 */
export function SessionUserRefresher() {
  const store = useAppStore();
  const { pathname } = useLocation();
  const started = useRef(false);

  useEffect(() => {
    if (!started.current || PAGES_THAT_ASK.has(pathname)) void refreshSessionUser(store);
    started.current = true;
  }, [pathname, store]);

  useEffect(() => {
    const refresh = () => void refreshSessionUser(store);
    const refreshWhenShown = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refreshWhenShown);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refreshWhenShown);
    };
  }, [store]);

  return null;
}
