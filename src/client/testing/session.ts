import type { ProfileResponse } from '../../shared/contract/accounts.contract';
import type { RootState } from '../app/store';
import { initialSessionState, userFromLogin, type SessionUser } from '../features/session/session.slice';
import { loginResponse } from './fixtures';

/** The fixture user, as the session slice keeps it. */
export const sessionUser: SessionUser = userFromLogin(loginResponse);

let serverUser: SessionUser = sessionUser;

/**
 * The user the fake server's GET getProfile answers (a logged-in app refreshes its session from
 * it): the one the test logged in with loggedInState, else the fixture user. Reset after each test.
 */
export function serverSideProfile(): ProfileResponse {
  const { token: _token, ...user } = serverUser;
  return {
    CountryCode: user.countryCode,
    Description: user.description,
    Email: user.email,
    EmailConfirmed: user.emailConfirmed,
    FirstName: user.firstName,
    ImageURL: user.imageURL,
    LastName: user.lastName,
    NoOfBooks: user.noOfBooks,
    PhoneNumber: user.phoneNumber,
    UserId: user.userId,
    UserType: user.userType || 'User',
    Language: null,
  };
}

export function resetServerSideUser(): void {
  serverUser = sessionUser;
}

/**
 * A preloaded store state with a logged-in user (the fixture user unless told otherwise), who is
 * also the user the fake server knows (serverSideProfile).
 */
export function loggedInState(user: Partial<SessionUser> = {}): Partial<RootState> {
  serverUser = { ...sessionUser, ...user };
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
