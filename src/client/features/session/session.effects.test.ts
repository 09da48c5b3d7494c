import { makeStore } from '../../app/store';
import { removeAuthCookie, setAuthCookie } from '../../lib/cookies';
import { bootstrapped } from '../../testing/render';
import { sessionUser } from '../../testing/session';
import { sessionSettled } from './session.effects';
import { SET_DATA, SUCCESS } from './session.slice';
import { persistSession } from '../../app/sessionPersistence';

afterEach(() => {
  removeAuthCookie();
  localStorage.clear();
});

/** Settles within a few event-loop turns, or reports that it did not. */
const settlesSoon = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 50))]);

describe('sessionSettled: an action on a server-rendered page waits for the stored session', () => {
  it('does not wait for a visitor (no .AUTH cookie)', async () => {
    await expect(settlesSoon(sessionSettled(makeStore()))).resolves.toBe(true);
  });

  it('waits while a logged-in browser\'s session is not yet read, and the user is there once it settles', async () => {
    // A session stored by an earlier page.
    const earlier = makeStore();
    const earlierPersistor = persistSession(earlier);
    await bootstrapped(earlierPersistor);
    earlier.dispatch(SET_DATA(sessionUser));
    earlier.dispatch(SUCCESS(true));
    await earlierPersistor.flush();
    setAuthCookie();

    // The hydrated page's store, before boot.tsx restores the session.
    const store = makeStore();
    const settled = sessionSettled(store);
    await expect(settlesSoon(settled)).resolves.toBe(false);
    expect(store.getState().session.isLoggedIn).toBe(false);

    await bootstrapped(persistSession(store));
    await expect(settlesSoon(settled)).resolves.toBe(true);
    expect(store.getState().session.userId).toBe(sessionUser.userId);
  });

  it('does not wait once the session has been read', async () => {
    setAuthCookie();
    const store = makeStore();
    await bootstrapped(persistSession(store));
    await expect(settlesSoon(sessionSettled(store))).resolves.toBe(true);
  });
});
