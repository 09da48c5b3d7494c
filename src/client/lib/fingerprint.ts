/**
 * A description of this browser on this device, used only to derive the key that encrypts the
 * persisted session (lib/persist.ts): a copy of local storage taken to another browser or device
 * does not decrypt there. It is not an identifier and never leaves the browser.
 *
 * The screen's sides are sorted so that turning a phone round does not change the result; a
 * browser update (new user agent) does, which only means logging in again.
 */
export function deviceFingerprint(): string {
  const nav = globalThis.navigator;
  const screen = globalThis.screen;
  const sides = screen ? [screen.width, screen.height].sort((a, b) => b - a).join('x') : '';
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
    sides,
    screen?.colorDepth ?? '',
    timeZone,
    nav?.hardwareConcurrency ?? '',
  ].join('|');
}
