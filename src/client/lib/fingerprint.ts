/**
 * A description of this browser on this device, used only to derive the key that encrypts the
 * persisted session (lib/persist.ts): a copy of local storage taken to another browser or device
 * does not decrypt there. It is not an identifier and never leaves the browser.
 *
 * Nothing about the screen goes in: moving the window to another monitor, or turning a phone round,
 * must not log anyone out. A browser update (new user agent) does change it, which only means
 * logging in again.
 */
export function deviceFingerprint(): string {
  const nav = globalThis.navigator;
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // Very old engines: the fingerprint is a little weaker, nothing more.
  }
  return [
    nav?.userAgent ?? '',
    nav?.language ?? '',
    nav?.platform ?? '',
    timeZone,
    nav?.hardwareConcurrency ?? '',
  ].join('|');
}
