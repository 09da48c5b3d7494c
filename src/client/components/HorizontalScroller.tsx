import { Children, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useScrollEdges } from './useScrollEdges';
import { useTranslate } from '../i18n/translate';
import { componentsMessages } from './components.messages';

interface HorizontalScrollerProps {
  /** Pixels per button press (SCROLL_STEP_SMALL_PX or SCROLL_STEP_LARGE_PX). */
  step: number;
  children: ReactNode;
  gap?: number;
}

/**
 * A row that scrolls sideways: by touch or trackpad, or with the labelled left/right buttons, each
 * press moving exactly `step` pixels (the spec's 200 and 500). An arrow with nothing more to show
 * in its direction is disabled. Its items are ordinary links and buttons, so the keyboard reaches
 * every one with Tab.
 *
 * No CSS scroll snapping: the browser moves a snapping container on to the nearest snap point after
 * every scroll, programmatic ones included, so a 500 px press landed on a card edge 588 px away
 * (and 200 px on 140 or 160). A finger's swipe scrolls freely instead.
 */
export function HorizontalScroller({ step, children, gap = 2 }: HorizontalScrollerProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const t = useTranslate();
  const { edges, onScroll } = useScrollEdges(trackRef, Children.count(children));

  const scroll = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    if (typeof track.scrollBy === 'function') {
      track.scrollBy({ left: direction * step, behavior: 'smooth' });
    } else {
      track.scrollLeft += direction * step;
    }
  };

  return (
    <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        aria-label={t(componentsMessages.scrollLeft)}
        disabled={!edges.canScrollLeft}
        onClick={() => scroll(-1)}
        sx={(theme) => theme.mixins.overlayControl}
        size="small"
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box
        ref={trackRef}
        data-testid="scroller-track"
        onScroll={onScroll}
        sx={{
          display: 'flex',
          gap,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
          py: 1,
          px: 0.5,
          flex: 1,
          minWidth: 0,
          '& > *': { flexShrink: 0 },
        }}
      >
        {children}
      </Box>
      <IconButton
        aria-label={t(componentsMessages.scrollRight)}
        disabled={!edges.canScrollRight}
        onClick={() => scroll(1)}
        sx={(theme) => theme.mixins.overlayControl}
        size="small"
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
