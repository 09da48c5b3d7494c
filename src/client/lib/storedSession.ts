/**
 * What the app knows of a stored session before it loads the code that reads one (lib/persist.ts,
 * app/sessionPersistence.ts: a lazy chunk): whether there is one, and redux-persist's action
 * types for the store's serializability check. A visitor's page needs no more.
 */

/** The localStorage key redux-persist writes a persisted slice under. */
export const storageKeyOf = (key: string) => `persist:${key}`;

/** Whether a session is stored in this browser (encrypted; false where storage is blocked). */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(storageKeyOf('session')) !== null;
  } catch {
    return false;
  }
}

/**
 * redux-persist's own actions, which carry functions: the serializability check lets them pass.
 * Spelled here so the store does not import redux-persist (persist.test.ts checks them against it).
 */
export const persistActionTypes = [
  'persist/FLUSH',
  'persist/REHYDRATE',
  'persist/PAUSE',
  'persist/PERSIST',
  'persist/PURGE',
  'persist/REGISTER',
];
