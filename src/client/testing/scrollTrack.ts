import { fireEvent } from '@testing-library/react';

interface TrackLayout {
  /** The visible width. */
  clientWidth?: number;
  /** The width of everything in the row. */
  scrollWidth?: number;
  /** How far the row is scrolled already. */
  scrollLeft?: number;
}

/**
 * jsdom lays nothing out, so every scroller's row looks empty (0 px wide, nothing to scroll) and
 * its arrows stay disabled. This gives a HorizontalScroller's track the widths a browser would,
 * tells the scroller (it re-measures on scroll) and records the arrows' scrollBy calls.
 */
export function layOutTrack(
  track: HTMLElement,
  { clientWidth = 600, scrollWidth = 2400, scrollLeft = 0 }: TrackLayout = {},
) {
  for (const [property, value] of Object.entries({ clientWidth, scrollWidth, scrollLeft })) {
    Object.defineProperty(track, property, { configurable: true, value });
  }
  const scrollBy = jest.fn<void, [ScrollToOptions]>();
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
  fireEvent.scroll(track);
  return scrollBy;
}
