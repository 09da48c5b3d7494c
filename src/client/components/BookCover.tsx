import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { coverSrcSet } from '../../shared/cover-images';

interface BookCoverProps {
  src: string;
  alt: string;
  width?: number | string;
  /** Eager for the first visible covers, lazy for the rest. */
  eager?: boolean;
  /** The page's largest image (its LCP): eager, and fetched before other images. */
  priority?: boolean;
  /**
   * How wide the cover shows, for the browser to pick a width from the srcset (default: a grid
   * card, two per row on a phone; a fixed pixel width gives its own).
   */
  sizes?: string;
  sx?: SxProps<Theme>;
}

const GRID_CARD_SIZES = '(max-width: 600px) 45vw, 220px';

/** A book cover at the 2:3 ratio of a printed book, never stretched; in the width the screen needs. */
export function BookCover({ src, alt, width = '100%', eager = false, priority = false, sizes, sx }: BookCoverProps) {
  const srcSet = coverSrcSet(src);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? (typeof width === 'number' ? `${width}px` : GRID_CARD_SIZES)) : undefined}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={200}
      height={300}
      sx={[
        {
          display: 'block',
          width,
          height: 'auto',
          aspectRatio: '2 / 3',
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'surface.placeholder',
          boxShadow: (theme) => `0 2px 8px ${theme.palette.shadow.cover}`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
