import type { RootState } from '../app/store';
import { initialSessionState, userFromLogin, type SessionUser } from '../features/session/session.slice';
import { loginResponse } from './fixtures';

/** The fixture user, as the session slice keeps it. */
export const sessionUser: SessionUser = userFromLogin(loginResponse);

/** A preloaded store state with a logged-in user (the fixture user unless told otherwise). */
export function loggedInState(user: Partial<SessionUser> = {}): Partial<RootState> {
  return {
    session: {
      ...initialSessionState,
      ...sessionUser,
      ...user,
      isLoggedIn: true,
      _persist: { version: -1, rehydrated: true },
    },
  };
}
