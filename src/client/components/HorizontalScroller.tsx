import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

interface HorizontalScrollerProps {
  /** Pixels per button press (SCROLL_STEP_SMALL_PX or SCROLL_STEP_LARGE_PX). */
  step: number;
  children: ReactNode;
  gap?: number;
}

/**
 * A row that scrolls sideways: by touch or trackpad, or with the labelled left/right buttons.
 * Its items are ordinary links and buttons, so the keyboard reaches every one with Tab.
 */
export function HorizontalScroller({ step, children, gap = 2 }: HorizontalScrollerProps) {
  const trackRef = useRef<HTMLDivElement>(null);

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
      <IconButton aria-label="Scroll left" onClick={() => scroll(-1)} sx={(theme) => theme.mixins.overlayControl} size="small">
        <ChevronLeftIcon />
      </IconButton>
      <Box
        ref={trackRef}
        data-testid="scroller-track"
        sx={{
          display: 'flex',
          gap,
          overflowX: 'auto',
          scrollSnapType: 'x proximity',
          scrollbarWidth: 'thin',
          py: 1,
          px: 0.5,
          flex: 1,
          minWidth: 0,
          '& > *': { scrollSnapAlign: 'start', flexShrink: 0 },
        }}
      >
        {children}
      </Box>
      <IconButton aria-label="Scroll right" onClick={() => scroll(1)} sx={(theme) => theme.mixins.overlayControl} size="small">
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
