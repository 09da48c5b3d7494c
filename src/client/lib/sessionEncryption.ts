/**
 * The encryption of the persisted session (crypto-js AES through redux-persist-transform-encrypt),
 * in the lazy chunk of the session's persistence (app/sessionPersistence.ts): nothing needs it
 * before a stored session is read or a session begins, so it stays off a visitor's page.
 */
import { encryptTransform } from 'redux-persist-transform-encrypt';
import sha256 from 'crypto-js/sha256';
import { deviceFingerprint } from './fingerprint';

/**
 * The app's part of the storage key. It ships in the bundle, so it is no secret on its own: what
 * keeps the stored session unreadable elsewhere is the SHA-256 of the device fingerprint mixed in.
 * crypto-js's SHA-256 is synchronous and already needed by the transform; WebCrypto would need a
 * secure context, which plain-http LAN addresses are not.
 */
const APP_SECRET = 'pustaka.session.v1';

export function storageSecretKey(fingerprint: string = deviceFingerprint()): string {
  return `${APP_SECRET}:${sha256(fingerprint).toString()}`;
}

export function encryptingTransform(secretKey: string = storageSecretKey()) {
  return encryptTransform({
    secretKey,
    // A stored copy that does not decrypt is simply not used (see allOrNothing in persist.ts).
    onError: () => undefined,
  });
}
