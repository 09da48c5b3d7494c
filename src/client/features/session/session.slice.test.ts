import {
  CLEAR_DATA,
  emptyUser,
  ERROR,
  initialSessionState,
  LOGOUT,
  selectIsAdmin,
  sessionReducer,
  SET_DATA,
  SET_LOADING,
  SUCCESS,
  userRefreshed,
  type SessionState,
} from './session.slice';
import { sessionUser } from '../../testing/session';

const loggedIn: SessionState = { ...initialSessionState, ...sessionUser, isLoggedIn: true };

describe('session reducer', () => {
  it('uses the spec action names', () => {
    expect([SET_LOADING, SUCCESS, SET_DATA, LOGOUT, CLEAR_DATA, ERROR].map((a) => a.type)).toEqual([
      'session/SET_LOADING',
      'session/SUCCESS',
      'session/SET_DATA',
      'session/LOGOUT',
      'session/CLEAR_DATA',
      'session/ERROR',
    ]);
  });

  it('SET_LOADING turns loading on and changes nothing else', () => {
    expect(sessionReducer(loggedIn, SET_LOADING())).toEqual({ ...loggedIn, loading: true });
  });

  it('SUCCESS turns loading off and takes the logged-in flag from the payload', () => {
    const loading = { ...initialSessionState, loading: true };
    expect(sessionReducer(loading, SUCCESS(true))).toEqual({ ...initialSessionState, isLoggedIn: true });
    expect(sessionReducer({ ...loggedIn, loading: true }, SUCCESS(false))).toEqual({ ...loggedIn, isLoggedIn: false });
  });

  it('SET_DATA turns loading off and fills every user field', () => {
    const state = sessionReducer({ ...initialSessionState, loading: true }, SET_DATA(sessionUser));
    expect(state).toEqual({ ...sessionUser, loading: false, isLoggedIn: false });
  });

  it('SET_DATA keeps only the user fields of its payload', () => {
    const wider = { ...sessionUser, password: 'secret' } as typeof sessionUser;
    expect(sessionReducer(initialSessionState, SET_DATA(wider))).not.toHaveProperty('password');
  });

  it('LOGOUT clears the user and the logged-in flag', () => {
    expect(sessionReducer(loggedIn, LOGOUT())).toEqual(initialSessionState);
  });

  it('CLEAR_DATA turns loading off and overwrites every user field (empty by default)', () => {
    expect(sessionReducer({ ...loggedIn, loading: true }, CLEAR_DATA())).toEqual({
      ...emptyUser,
      loading: false,
      isLoggedIn: true,
    });
    const other = { ...emptyUser, firstName: 'Ravi', email: 'ravi@example.com' };
    expect(sessionReducer(loggedIn, CLEAR_DATA(other))).toEqual({ ...other, loading: false, isLoggedIn: true });
  });

  it('ERROR turns loading off and takes the logged-in flag from the payload', () => {
    expect(sessionReducer({ ...initialSessionState, loading: true }, ERROR(false))).toEqual(initialSessionState);
    expect(sessionReducer({ ...loggedIn, loading: true }, ERROR(true))).toEqual(loggedIn);
  });

  it('leaves the state unchanged for any other action', () => {
    expect(sessionReducer(loggedIn, { type: 'session/UNKNOWN' })).toBe(loggedIn);
    expect(sessionReducer(loggedIn, { type: 'shop/pageSet', payload: 2 })).toBe(loggedIn);
    expect(sessionReducer(undefined, { type: '@@INIT' })).toEqual(initialSessionState);
  });

  it('session/userRefreshed takes the account as the server has it now, keeping the token; only for this user, logged in', () => {
    const { token: _token, ...user } = sessionUser;
    const fresh = { ...user, email: 'asha.new@example.org', emailConfirmed: true };
    expect(userRefreshed(fresh).type).toBe('session/userRefreshed');
    expect(sessionReducer(loggedIn, userRefreshed(fresh))).toEqual({
      ...loggedIn,
      email: 'asha.new@example.org',
      emailConfirmed: true,
    });
    const stranger = { ...fresh, userId: 'u-other' };
    expect(sessionReducer(loggedIn, userRefreshed(stranger))).toBe(loggedIn);
    const loggedOut = sessionReducer(loggedIn, LOGOUT());
    expect(sessionReducer(loggedOut, userRefreshed(fresh))).toBe(loggedOut);
  });

  it('treats only user type Admin, logged in, as an admin', () => {
    const root = (session: SessionState) => ({ session });
    expect(selectIsAdmin(root({ ...loggedIn, userType: 'Admin' }))).toBe(true);
    expect(selectIsAdmin(root({ ...loggedIn, userType: 'Author' }))).toBe(false);
    expect(selectIsAdmin(root({ ...loggedIn, userType: 'Admin', isLoggedIn: false }))).toBe(false);
  });
});
