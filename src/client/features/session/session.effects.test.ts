import { makeStore } from '../../app/store';
import { removeAuthCookie, setAuthCookie } from '../../lib/cookies';
import { bootstrapped } from '../../testing/render';
import { sessionUser } from '../../testing/session';
import { SESSION_RESTORE_WAIT_MS, sessionSettled } from './session.effects';
import { SET_DATA, SUCCESS, type SessionState } from './session.slice';
import { persistSession } from '../../app/sessionPersistence';

afterEach(() => {
  jest.useRealTimers();
  removeAuthCookie();
  localStorage.clear();
});

const { setImmediate: nextMacrotask } = jest.requireActual<typeof import('timers')>('timers');

/**
 * Whether the promise settles at once: once the jobs already queued have run (a task of the real
 * event loop), with jest's fake clock standing still, so no timer of the code can have fired.
 */
async function settlesAtOnce(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise<void>((resolve) => nextMacrotask(resolve));
  return settled;
}

describe('sessionSettled: an action on a server-rendered page waits for the stored session', () => {
  it('does not wait for a visitor (no .AUTH cookie)', async () => {
    jest.useFakeTimers();
    await expect(settlesAtOnce(sessionSettled(makeStore()))).resolves.toBe(true);
  });

  it("waits while a logged-in browser's session is not yet read, and the user is there once it settles", async () => {
    // A session stored by an earlier page.
    const earlier = makeStore();
    const earlierPersistor = persistSession(earlier);
    await bootstrapped(earlierPersistor);
    earlier.dispatch(SET_DATA(sessionUser));
    earlier.dispatch(SUCCESS(true));
    await earlierPersistor.flush();
    setAuthCookie();

    // The hydrated page's store, before boot.tsx restores the session; the clock is jest's from here.
    jest.useFakeTimers();
    const store = makeStore();
    const settled = sessionSettled(store);
    let sessionWhenSettled: SessionState | undefined;
    void settled.then(() => {
      sessionWhenSettled = store.getState().session;
    });
    // All but the last moment it would ever wait, with nothing read: it still waits.
    await jest.advanceTimersByTimeAsync(SESSION_RESTORE_WAIT_MS - 1);
    expect(sessionWhenSettled).toBeUndefined();
    expect(store.getState().session.isLoggedIn).toBe(false);

    // The later event: the stored session is read (the clock standing still). It settles then,
    // with the user there.
    await bootstrapped(persistSession(store));
    await expect(settlesAtOnce(settled)).resolves.toBe(true);
    expect(sessionWhenSettled?.userId).toBe(sessionUser.userId);
    expect(sessionWhenSettled?.isLoggedIn).toBe(true);
  });

  it('does not wait once the session has been read', async () => {
    setAuthCookie();
    const store = makeStore();
    await bootstrapped(persistSession(store));
    jest.useFakeTimers();
    await expect(settlesAtOnce(sessionSettled(store))).resolves.toBe(true);
  });
});
