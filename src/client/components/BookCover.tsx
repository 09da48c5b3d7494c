import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface BookCoverProps {
  src: string;
  alt: string;
  width?: number | string;
  /** Eager for the first visible covers, lazy for the rest. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A book cover at the 2:3 ratio of a printed book, never stretched. */
export function BookCover({ src, alt, width = '100%', eager = false, sx }: BookCoverProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
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
