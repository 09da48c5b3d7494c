/**
 * Component tests in Hindi (issue 38): `inHindi()` in a describe block renders its tests with
 * Hindi active, and fails a test whose screen shows an id that has no Hindi text.
 */
import { cleanup } from '@testing-library/react';
import { i18n, activateLocale } from './i18n';

export function inHindi(): void {
  const missing: string[] = [];
  let stopListening: (() => void) | undefined;
  beforeEach(async () => {
    missing.length = 0;
    await activateLocale('hi', undefined, { everything: true });
    stopListening = i18n.on('missing', ({ id }) => void missing.push(id));
  });
  afterEach(async () => {
    // The screen goes first: switching back under a mounted one would re-render it outside act().
    cleanup();
    stopListening?.();
    await activateLocale('en');
    expect(missing).toEqual([]);
  });
}
