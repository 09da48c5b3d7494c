/**
 * The window at a phone's width (390 px) for the tests of a describe block: the setup's matchMedia
 * answers width queries from window.innerWidth, so breakpoints.down('sm') holds there.
 */
export function atPhoneWidth(): void {
  let desktopWidth = 0;
  beforeEach(() => {
    desktopWidth = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: desktopWidth });
  });
}
