/**
 * The session's user refreshed from the server (GET getProfile), for the lazy parts that need it:
 * an e-mail address changed and confirmed in another tab or on another device shows here too, and
 * Delete Account checks the address the account has now, not the one this browser logged in with.
 */
import type { ProfileResponse } from '../../../shared/contract/accounts.contract';
import type { AppStore } from '../../app/store';
import { accountApi } from './account.api';
import { selectSession, userFromLogin, userRefreshed, type RefreshedUser, type SessionUser } from './session.slice';

export function userFromProfile(response: ProfileResponse): RefreshedUser {
  const { token: _none, ...user } = userFromLogin({ ...response, Token: '' });
  return user;
}

/** Whether the session's user differs from what the server answered. */
function userDiffers(session: SessionUser, fresh: RefreshedUser): boolean {
  return (Object.keys(fresh) as Array<keyof RefreshedUser>).some((key) => session[key] !== fresh[key]);
}

/** Asks once and updates the session when anything differs. */
async function refreshOnce(store: Pick<AppStore, 'dispatch' | 'getState'>): Promise<void> {
  const before = selectSession(store.getState());
  if (!before.isLoggedIn || !before.token) return;
  const { data } = await store.dispatch(
    accountApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  const session = selectSession(store.getState());
  // Logged out, or in as someone else, while the answer was on its way: it is not this session's.
  if (!data || session.token !== before.token) return;
  const fresh = userFromProfile(data);
  if (userDiffers(session, fresh)) store.dispatch(userRefreshed(fresh));
}

let running: Promise<void> | undefined;
let queued: Promise<void> | undefined;

/**
 * Asks the server for the logged-in user and, when anything differs, updates the session
 * (session/userRefreshed; nothing is dispatched when all is as stored). A 401 is the session's end,
 * which lib/api.ts handles; any other failure keeps the stored user. One request at a time: asked
 * again meanwhile (a focus and a visibility change together, or a link just followed), one more
 * request follows the running one, whose answer may predate the change.
 */
export function refreshSessionUser(store: Pick<AppStore, 'dispatch' | 'getState'>): Promise<void> {
  if (!running) {
    running = refreshOnce(store).finally(() => {
      running = undefined;
    });
    return running;
  }
  queued ??= running.then(() => {
    queued = undefined;
    return refreshSessionUser(store);
  });
  return queued;
}
