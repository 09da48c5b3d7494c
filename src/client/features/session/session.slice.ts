import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, UserType } from '../../../shared/contract/accounts.contract';

/** The session user of the login answer, in the client's camelCase. */
export interface SessionUser {
  countryCode: string;
  description: string;
  email: string;
  emailConfirmed: boolean;
  firstName: string;
  imageURL: string;
  lastName: string;
  noOfBooks: number;
  phoneNumber: string;
  token: string;
  userId: string;
  /** Empty when nobody is logged in. */
  userType: UserType | '';
}

export interface SessionState extends SessionUser {
  loading: boolean;
  isLoggedIn: boolean;
}

export const emptyUser: SessionUser = {
  countryCode: '',
  description: '',
  email: '',
  emailConfirmed: false,
  firstName: '',
  imageURL: '',
  lastName: '',
  noOfBooks: 0,
  phoneNumber: '',
  token: '',
  userId: '',
  userType: '',
};

export const initialSessionState: SessionState = { ...emptyUser, loading: false, isLoggedIn: false };

/** The login answer's capitalised fields, as the session keeps them. */
export function userFromLogin(response: LoginResponse): SessionUser {
  return {
    countryCode: response.CountryCode,
    description: response.Description,
    email: response.Email,
    emailConfirmed: response.EmailConfirmed,
    firstName: response.FirstName,
    imageURL: response.ImageURL,
    lastName: response.LastName,
    noOfBooks: response.NoOfBooks,
    phoneNumber: response.PhoneNumber,
    token: response.Token,
    userId: response.UserId,
    userType: response.UserType,
  };
}

/** The session user of GET getProfile (the login answer without a token), as the session keeps it. */
export type RefreshedUser = Omit<SessionUser, 'token'>;

/**
 * The session state machine, with the spec's six action names (types 'session/SET_LOADING'
 * and so on) and session/userRefreshed. createSlice returns the same state for any other action.
 */
const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    SET_LOADING(state) {
      state.loading = true;
    },
    SUCCESS(state, action: PayloadAction<boolean>) {
      state.loading = false;
      state.isLoggedIn = action.payload;
    },
    SET_DATA(state, action: PayloadAction<SessionUser>) {
      return { ...state, ...pickUser(action.payload), loading: false };
    },
    /**
     * The original app kept a logout *function* in its session state. Redux state must stay
     * serialisable (it is persisted and replayed in DevTools), so the behaviour lives in
     * useLogout()/endSession() and this action is the state change logging out makes: no user and
     * not logged in.
     */
    LOGOUT(state) {
      return { ...state, ...emptyUser, isLoggedIn: false };
    },
    /** Overwrites every user field, with the empty user unless told otherwise (the reset). */
    CLEAR_DATA(state, action: PayloadAction<SessionUser | undefined>) {
      return { ...state, ...pickUser(action.payload ?? emptyUser), loading: false };
    },
    ERROR(state, action: PayloadAction<boolean>) {
      state.loading = false;
      state.isLoggedIn = action.payload;
    },
    /**
     * The server's account as it is now (GET getProfile: an address changed and confirmed from
     * another tab or device, a confirmation, a name): the session takes it, keeping its token. Only
     * for the user logged in here; anything else (an answer for a session since ended) changes nothing.
     */
    userRefreshed(state, action: PayloadAction<RefreshedUser>) {
      if (state.isLoggedIn && state.userId === action.payload.userId) Object.assign(state, action.payload);
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectSessionLoading: (state) => state.loading,
    selectIsAdmin: (state) => state.isLoggedIn && state.userType === 'Admin',
    selectIsAuthor: (state) => state.isLoggedIn && state.userType === 'Author',
    selectUserId: (state) => state.userId,
    selectUserEmail: (state) => state.email,
    selectToken: (state) => state.token,
  },
});

/** Only the user fields of a payload, so a wider object cannot add stray keys to the state. */
function pickUser(user: SessionUser): SessionUser {
  const picked = {} as Record<keyof SessionUser, unknown>;
  for (const key of Object.keys(emptyUser) as Array<keyof SessionUser>) picked[key] = user[key];
  return picked as SessionUser;
}

export const { SET_LOADING, SUCCESS, SET_DATA, LOGOUT, CLEAR_DATA, ERROR, userRefreshed } = sessionSlice.actions;
export const {
  selectSession,
  selectIsLoggedIn,
  selectSessionLoading,
  selectIsAdmin,
  selectIsAuthor,
  selectUserId,
  selectUserEmail,
  selectToken,
} = sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;
