import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether a sideways scroller has anything further to show to its left and to its right. */
export interface ScrollEdges {
  canScrollLeft: boolean;
  canScrollRight: boolean;
}

/*
 * What the server renders and the first client render agree on (nothing is measured yet): at the
 * start, with more to the right. Measuring after mount then corrects it.
 */
const BEFORE_MEASURING: ScrollEdges = { canScrollLeft: false, canScrollRight: true };

/** Sub-pixel widths (zoom, fractional card sizes) leave a scroll range of a pixel that shows nothing. */
const EDGE_TOLERANCE_PX = 1;

function edgesOf(track: HTMLElement): ScrollEdges {
  const maxScrollLeft = track.scrollWidth - track.clientWidth;
  return {
    canScrollLeft: track.scrollLeft > EDGE_TOLERANCE_PX,
    canScrollRight: track.scrollLeft < maxScrollLeft - EDGE_TOLERANCE_PX,
  };
}

/**
 * Follows a scroll track's edges, so its arrow buttons can say when they have nothing to do: a
 * row that fits its width (a few upcoming covers on a desktop) has disabled arrows instead of arrows
 * that silently do nothing. Measured after mount, on every scroll, and whenever the track or one
 * of its items changes size (a window resized, a cover decoded); `itemCount` re-subscribes when the
 * items themselves change.
 */
export function useScrollEdges(
  trackRef: RefObject<HTMLElement | null>,
  itemCount: number,
): { edges: ScrollEdges; onScroll: () => void } {
  const [edges, setEdges] = useState<ScrollEdges>(BEFORE_MEASURING);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = edgesOf(track);
    // The same answer keeps the same object: a scroll event per frame re-renders nothing.
    setEdges((current) =>
      current.canScrollLeft === next.canScrollLeft && current.canScrollRight === next.canScrollRight ? current : next,
    );
  }, [trackRef]);

  useEffect(() => {
    const track = trackRef.current;
    measure();
    if (!track || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    for (const item of Array.from(track.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [trackRef, measure, itemCount]);

  return { edges, onScroll: measure };
}
